/**
 * Starts one DynamoDB Local for the integration tier; each test file makes its own table in it
 * (see ./dynamo.ts), so files stay independent while sharing the slow JVM start.
 */
import type { TestProject } from "vitest/node";
import { freePort } from "../../functions/src/local/stack";
import { startDynamoLocal } from "../../functions/src/local/dynamo-local";

declare module "vitest" {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const dynamo = await startDynamoLocal({ port: await freePort() });
  project.provide("dynamoEndpoint", dynamo.endpoint);
  return async () => {
    await dynamo.stop();
  };
}
