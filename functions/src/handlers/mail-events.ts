/** Lambda entry point subscribed to the SES bounce and complaint topic. */
import { composeMailEvents, EnvSchema } from "../compose";
import { instrument, telemetry } from "./powertools";

const app = composeMailEvents(EnvSchema.parse(process.env), { telemetry });

export const handler = instrument(app.mailEvents, {
  keys: (event) => ({ messageId: event.Records[0]?.Sns.MessageId }),
});
