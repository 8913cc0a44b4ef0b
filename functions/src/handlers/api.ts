/** Lambda entry point of the HTTP API. */
import { composeApi, EnvSchema } from "../compose";

const app = composeApi(EnvSchema.parse(process.env));

export const handler = app.api;
