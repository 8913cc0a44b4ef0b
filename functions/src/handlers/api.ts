/** Lambda entry point of the HTTP API. */
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { bots, games } from "@backroom/engine";
import { composeApi, EnvSchema } from "../compose";
import { instrument, telemetry } from "./powertools";

const app = composeApi(EnvSchema.parse(process.env), { telemetry, games, bots });

const gameIdOf = (event: APIGatewayProxyEventV2) => /^(?:\/api)?\/games\/([^/]+)/.exec(event.rawPath)?.[1];
const isMove = (event: APIGatewayProxyEventV2) => event.requestContext.http.method === "POST" && /\/games\/[^/]+\/moves$/.test(event.rawPath);

export const handler = instrument(app.api, {
  keys: (event) => ({ requestId: event.requestContext.requestId, gameId: gameIdOf(event) }),
  after: (event, result) => {
    if (!isMove(event)) return;
    const status = result.statusCode ?? 200;
    if (status < 300) telemetry.count("MovesAccepted");
    else if (status < 500) telemetry.count("MovesRejected");
  },
});
