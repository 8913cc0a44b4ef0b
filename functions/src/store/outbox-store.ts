/**
 * Outbox records sent again: a copy of a record under a key of its own is a fresh INSERT, so the
 * stream brings it to the notifier again (an overwrite would be a MODIFY, which the stream filter
 * drops). Mail that could not be sent after its last attempt is set aside as a `DEADMAIL` item
 * holding the whole record, so it can be sent again (redriven) even after the record's TTL.
 */
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { cancellationReasons } from "./table";

/** The partition of set-aside mail: few items, read only by a redrive. */
const DEADMAIL = "DEADMAIL";

export interface SetAsideMail {
  readonly pk: string;
  readonly sk: string;
  /** The outbox record as first written (its key is the original one). */
  readonly record: Record<string, unknown>;
  readonly error: string;
  readonly attempts: number;
  readonly at: string;
}

export class OutboxStore {
  constructor(private readonly doc: DynamoDBDocumentClient, readonly tableName: string) {}

  async get(pk: string, sk: string): Promise<Record<string, unknown> | null> {
    const out = await this.doc.send(new GetCommand({ TableName: this.tableName, Key: { pk, sk }, ConsistentRead: true }));
    return out.Item ?? null;
  }

  /**
   * Writes `record` again under `sk`, with `extra` fields; false when that copy exists already
   * (a timer that fired twice): the stream then brings it only once.
   */
  async reinsert(record: Record<string, unknown>, sk: string, extra: Record<string, unknown>): Promise<boolean> {
    try {
      await this.doc.send(new PutCommand({ TableName: this.tableName, Item: { ...record, ...extra, sk }, ConditionExpression: "attribute_not_exists(pk)" }));
      return true;
    } catch (e) {
      if ((e as Error).name === "ConditionalCheckFailedException") return false;
      throw e;
    }
  }

  /** Sets a record aside after its last attempt; one item per original record. */
  async setAside(mail: Omit<SetAsideMail, "pk" | "sk">): Promise<void> {
    await this.doc.send(new PutCommand({
      TableName: this.tableName,
      Item: { pk: DEADMAIL, sk: `${DEADMAIL}#${String(mail.record.pk)}#${String(mail.record.sk)}`, ...mail },
    }));
  }

  async listSetAside(): Promise<SetAsideMail[]> {
    const items: SetAsideMail[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.doc.send(new QueryCommand({
        TableName: this.tableName, KeyConditionExpression: "pk = :p", ExpressionAttributeValues: { ":p": DEADMAIL },
        ConsistentRead: true, ...(start ? { ExclusiveStartKey: start } : {}),
      }));
      items.push(...((out.Items ?? []) as SetAsideMail[]));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }

  /**
   * Sends set-aside mail again: the record's copy under `sk` and the removal of the set-aside item
   * in one transaction, so two redrives at once re-insert it once. False when another took it.
   */
  async redrive(mail: SetAsideMail, sk: string, extra: Record<string, unknown>): Promise<boolean> {
    try {
      await this.doc.send(new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: this.tableName, Key: { pk: mail.pk, sk: mail.sk }, ConditionExpression: "attribute_exists(pk)" } },
          { Put: { TableName: this.tableName, Item: { ...mail.record, ...extra, sk }, ConditionExpression: "attribute_not_exists(pk)" } },
        ],
      }));
      return true;
    } catch (e) {
      if (cancellationReasons(e)) return false;
      throw e;
    }
  }

}
