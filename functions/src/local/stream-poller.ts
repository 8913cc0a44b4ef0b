/**
 * Plays the part of Lambda's DynamoDB event source mapping locally: reads the table's stream
 * from DynamoDB Local, applies the same filter as the CDK mapping (OUTBOX_STREAM_FILTER), and
 * invokes the notifier with the same event shape AWS sends. Failed records (batchItemFailures)
 * are retried with backoff from the first failure, in order, never skipped.
 */
import { DescribeTableCommand, type DynamoDBClient } from "@aws-sdk/client-dynamodb";
import {
  DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record,
} from "@aws-sdk/client-dynamodb-streams";
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from "aws-lambda";
import { OUTBOX_STREAM_FILTER } from "../store/table";

export interface StreamPoller {
  stop(): Promise<void>;
}

/** Does the record match a filter pattern of the shape Lambda uses (lists of allowed values)? */
export function matchesFilter(record: unknown, pattern: unknown): boolean {
  if (Array.isArray(pattern)) return pattern.some((allowed) => allowed === record);
  if (pattern && typeof pattern === "object") {
    if (!record || typeof record !== "object") return false;
    return Object.entries(pattern).every(([k, sub]) => matchesFilter((record as Record<string, unknown>)[k], sub));
  }
  return false;
}

export async function startStreamPoller(opts: {
  client: DynamoDBClient;
  endpoint: string;
  tableName: string;
  handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;
  /** Where to begin in shards that exist at start: LATEST skips mail from a previous run. */
  startAt: "TRIM_HORIZON" | "LATEST";
  log?: (m: string) => void;
}): Promise<StreamPoller> {
  const log = opts.log ?? ((m) => console.log(m));
  const streams = new DynamoDBStreamsClient({ endpoint: opts.endpoint, region: "local", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
  const table = await opts.client.send(new DescribeTableCommand({ TableName: opts.tableName }));
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`table ${opts.tableName} has no stream`);

  const iterators = new Map<string, string | null>();
  let firstScan = true;
  let stopped = false;

  async function discoverShards() {
    const desc = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of desc.StreamDescription?.Shards ?? []) {
      const id = shard.ShardId!;
      if (iterators.has(id)) continue;
      const it = await streams.send(new GetShardIteratorCommand({
        StreamArn: streamArn, ShardId: id, ShardIteratorType: firstScan ? opts.startAt : "TRIM_HORIZON",
      }));
      iterators.set(id, it.ShardIterator ?? null);
    }
    firstScan = false;
  }

  function toLambdaRecord(r: _Record): DynamoDBRecord {
    return {
      eventID: r.eventID, eventName: r.eventName as DynamoDBRecord["eventName"], eventVersion: r.eventVersion ?? "1.1",
      eventSource: "aws:dynamodb", awsRegion: r.awsRegion ?? "local",
      dynamodb: {
        ApproximateCreationDateTime: r.dynamodb?.ApproximateCreationDateTime ? r.dynamodb.ApproximateCreationDateTime.getTime() / 1000 : undefined,
        Keys: r.dynamodb?.Keys as never, NewImage: r.dynamodb?.NewImage as never,
        SequenceNumber: r.dynamodb?.SequenceNumber, SizeBytes: r.dynamodb?.SizeBytes, StreamViewType: r.dynamodb?.StreamViewType as never,
      },
      eventSourceARN: streamArn,
    };
  }

  /** Delivers a batch until the notifier accepts all of it; backs off between attempts. */
  async function deliver(records: DynamoDBRecord[]) {
    let batch = records;
    let delay = 200;
    while (batch.length > 0 && !stopped) {
      let failed: string[] = [];
      try {
        const res = await opts.handler({ Records: batch });
        failed = (res?.batchItemFailures ?? []).map((f) => f.itemIdentifier);
      } catch (e) {
        log(`notifier threw: ${(e as Error).message}; retrying the batch`);
        failed = batch.map((r) => r.dynamodb?.SequenceNumber ?? "");
      }
      if (failed.length === 0) return;
      const first = batch.findIndex((r) => failed.includes(r.dynamodb?.SequenceNumber ?? ""));
      batch = batch.slice(Math.max(first, 0));
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 5000);
    }
  }

  async function pollOnce(): Promise<boolean> {
    await discoverShards();
    let sawRecords = false;
    for (const [shard, iterator] of iterators) {
      if (!iterator) continue;
      const out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
      iterators.set(shard, out.NextShardIterator ?? null);
      const records = (out.Records ?? []).map(toLambdaRecord).filter((r) => matchesFilter(r, OUTBOX_STREAM_FILTER));
      if ((out.Records ?? []).length > 0) sawRecords = true;
      for (let i = 0; i < records.length; i += 10) await deliver(records.slice(i, i + 10));
    }
    return sawRecords;
  }

  const loop = (async () => {
    while (!stopped) {
      let saw = false;
      try {
        saw = await pollOnce();
      } catch (e) {
        if (!stopped) log(`stream poller: ${(e as Error).message}`);
      }
      if (!saw) await new Promise((r) => setTimeout(r, 150));
    }
  })();

  return {
    async stop() {
      stopped = true;
      await loop;
      streams.destroy();
    },
  };
}
