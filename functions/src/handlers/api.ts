/** Lambda entry point of the HTTP API. */
import { compose, EnvSchema } from "../compose";

const app = compose(EnvSchema.parse(process.env));

export const handler = app.api;
