/**
 * Stream records for calling the notifier directly: the outbox items the store wrote, read back
 * from DynamoDB Local in the shape the stream delivers them, so each call returns only when its
 * work is done (no poller, no waiting).
 */
import { ScanCommand, type AttributeValue } from "@aws-sdk/client-dynamodb";
import type { DynamoDBRecord, DynamoDBStreamEvent } from "aws-lambda";
import type { freshPlatform } from "./dynamo";

type Platform = Awaited<ReturnType<typeof freshPlatform>>;

/** The outbox records now in the table, as the stream would deliver them (oldest key first). */
export async function outboxRecords(app: Platform, where: (item: Record<string, AttributeValue>) => boolean): Promise<DynamoDBRecord[]> {
  const out = await app.dynamo.send(new ScanCommand({ TableName: app.tableName, FilterExpression: "kind = :k", ExpressionAttributeValues: { ":k": { S: "outbox" } } }));
  return (out.Items ?? [])
    .filter(where)
    .sort((a, b) => `${a.pk!.S}${a.sk!.S}`.localeCompare(`${b.pk!.S}${b.sk!.S}`))
    // The event id differs from the sequence number, as in AWS: failures must name the latter.
    .map((image) => ({ eventID: `event-${image.pk!.S}|${image.sk!.S}`, eventName: "INSERT", dynamodb: { SequenceNumber: `${image.pk!.S}|${image.sk!.S}`, NewImage: image as never } }));
}
export const batch = (records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });
/** The sequence numbers a notifier call reported as failed. */
export const failed = (r: { batchItemFailures: { itemIdentifier: string }[] }) => r.batchItemFailures.map((f) => f.itemIdentifier);
