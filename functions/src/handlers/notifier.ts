/** Lambda entry point of the stream-driven notifier. */
import { bots, games } from "@backroom/engine";
import { composeNotifier, EnvSchema } from "../compose";
import { instrument, telemetry } from "./powertools";

const app = composeNotifier(EnvSchema.parse(process.env), { telemetry, games, bots });

export const handler = instrument(app.notifier, {
  keys: (event) => ({ firstSequenceNumber: event.Records[0]?.dynamodb?.SequenceNumber }),
});
