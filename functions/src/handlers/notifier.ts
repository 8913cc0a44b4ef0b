/** Lambda entry point of the stream-driven notifier. */
import { compose, EnvSchema } from "../compose";

const app = compose(EnvSchema.parse(process.env));

export const handler = app.notifier;
