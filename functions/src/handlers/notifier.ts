/** Lambda entry point of the stream-driven notifier. */
import { composeNotifier, EnvSchema } from "../compose";

const app = composeNotifier(EnvSchema.parse(process.env));

export const handler = app.notifier;
