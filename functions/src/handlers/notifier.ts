/** Lambda entry point of the stream-driven notifier. */
import { composeNotifier, EnvSchema } from "../compose";
import { instrument, telemetry } from "./powertools";

const app = composeNotifier(EnvSchema.parse(process.env), { telemetry });

export const handler = instrument(app.notifier, {
  keys: (event) => ({ firstSequenceNumber: event.Records[0]?.dynamodb?.SequenceNumber }),
});
