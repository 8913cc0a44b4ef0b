/** DynamoDB clients: real AWS in Lambda; DynamoDB Local when an endpoint is given. */
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

export interface DynamoConfig {
  /** e.g. http://127.0.0.1:8000 for DynamoDB Local; absent in AWS. */
  readonly endpoint?: string;
  readonly region?: string;
}

export function makeDynamoClient(config: DynamoConfig): DynamoDBClient {
  return new DynamoDBClient({
    region: config.region ?? process.env.AWS_REGION ?? "local",
    ...(config.endpoint
      ? { endpoint: config.endpoint, credentials: { accessKeyId: "local", secretAccessKey: "local" } }
      : {}),
  });
}

export function makeDocumentClient(client: DynamoDBClient): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
