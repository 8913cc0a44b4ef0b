/** Lambda entry point invoked by the SES receipt rule for each reply to a game mail (after it stored the raw message in S3). */
import { bots, games } from "@backroom/engine";
import { composeInbound, EnvSchema } from "../compose";
import { instrument, telemetry } from "./powertools";

const app = composeInbound(EnvSchema.parse(process.env), { telemetry, games, bots });
if (!app.sesInbound) throw new Error("the inbound function needs REPLY_DOMAIN and INBOUND_BUCKET");

export const handler = instrument(app.sesInbound, {
  keys: (event) => ({ messageId: event.Records[0]?.ses.mail.messageId }),
  after: (_event, outcomes) => { for (const o of outcomes) telemetry.count(o.outcome === "ignored" ? "RepliesIgnored" : o.outcome === "refused" ? "RepliesRefused" : "RepliesTaken"); },
});
