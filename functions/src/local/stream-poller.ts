/**
 * Plays the part of Lambda's DynamoDB event source mapping locally: reads the table's stream
 * from DynamoDB Local, applies the same filter as the CDK mapping (OUTBOX_STREAM_FILTER), and
 * invokes the notifier with the same event shape AWS sends. As in AWS:
 * - failed records (batchItemFailures) are retried with backoff from the first failure, in order;
 * - a record that still fails after `maxAttempts` is set aside (a dead letter, listed on the
 *   local mail page with its error) and the records after it are delivered;
 * - the position in each shard is kept in a checkpoint file, so mail pending at a stop is sent
 *   after the next start (AWS's mapping keeps its position the same way).
 */
import type { DeadLetter } from "../adapters/local/file-timers";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { DescribeTableCommand, type DynamoDBClient } from "@aws-sdk/client-dynamodb";
import {
  DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record,
} from "@aws-sdk/client-dynamodb-streams";
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from "aws-lambda";
import { OUTBOX_STREAM_FILTER } from "../store/table";

export interface StreamPoller {
  /** Records set aside after their last attempt, oldest first. */
  deadLetters(): DeadLetter[];
  /** What the poller had to do on its own, e.g. read a shard again from its oldest record. */
  notices(): StreamNotice[];
  /**
   * Resolves after a whole pass over the stream, begun after this call, found nothing new: every
   * record written before the call has been delivered (tests end on it, so no mail work from one
   * test runs on into the next).
   */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/** A record set aside after its retries: one shape with the timers' (listed on the mail page). */
export type { DeadLetter } from "../adapters/local/file-timers";

export interface StreamNotice { readonly at: string; readonly message: string }

/** The stream no longer holds the position (trimmed past it, or the iterator expired). */
const LOST_POSITION = new Set(["TrimmedDataAccessException", "ExpiredIteratorException"]);

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
  /** Where to begin in shards that exist at start when there is no checkpoint for them. */
  startAt: "TRIM_HORIZON" | "LATEST";
  /** A JSON file keeping each shard's last handled sequence number across restarts. */
  checkpointFile?: string;
  /** Attempts per record before it is set aside (AWS: retryAttempts + 1). */
  maxAttempts?: number;
  /** The notifier's last error message, to show with a dead letter. */
  lastError?: () => string;
  onDeadLetter?: (d: DeadLetter) => void;
  onNotice?: (n: StreamNotice) => void;
  log?: (m: string) => void;
  /** The streams client (tests inject failures through it); by default one for `endpoint`. */
  streams?: Pick<DynamoDBStreamsClient, "send" | "destroy">;
}): Promise<StreamPoller> {
  const maxAttempts = opts.maxAttempts ?? 4;
  const deadLetters: DeadLetter[] = [];
  const hadCheckpoint = !!opts.checkpointFile && existsSync(opts.checkpointFile);
  const checkpoint: Record<string, string> = hadCheckpoint ? JSON.parse(readFileSync(opts.checkpointFile!, "utf8")) as Record<string, string> : {};
  const saveCheckpoint = (shard: string, sequence: string | undefined) => {
    if (!sequence) return;
    checkpoint[shard] = sequence;
    if (opts.checkpointFile) writeFileSync(opts.checkpointFile, JSON.stringify(checkpoint));
  };
  const log = opts.log ?? ((m) => console.log(m));
  const notices: StreamNotice[] = [];
  const notice = (message: string) => {
    const n = { at: new Date().toISOString(), message };
    notices.push(n);
    opts.onNotice?.(n);
    log(`stream poller: ${message}`);
  };
  const streams = opts.streams ?? new DynamoDBStreamsClient({ endpoint: opts.endpoint, region: "local", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
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
      const saved = checkpoint[id];
      let it;
      try {
        it = await streams.send(new GetShardIteratorCommand(saved
          ? { StreamArn: streamArn, ShardId: id, ShardIteratorType: "AFTER_SEQUENCE_NUMBER", SequenceNumber: saved }
          // A shard the checkpoint does not know appeared after the last run: read it all.
          : { StreamArn: streamArn, ShardId: id, ShardIteratorType: firstScan && !hadCheckpoint ? opts.startAt : "TRIM_HORIZON" }));
      } catch (e) {
        if (!saved || !LOST_POSITION.has((e as Error).name)) throw e;
        it = await fromOldest(id, e as Error);
      }
      iterators.set(id, it.ShardIterator ?? null);
    }
    firstScan = false;
  }

  /**
   * The stream lost our position: read the shard again from its oldest record. Records already
   * handled come again, and the notifier's SENT markers keep them from being mailed twice.
   */
  async function fromOldest(shard: string, e: Error) {
    notice(`${e.name} in shard ${shard} (${e.message}); reading it again from its oldest record`);
    return streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard, ShardIteratorType: "TRIM_HORIZON" }));
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

  /**
   * Delivers a batch until the notifier accepts all of it, backing off between attempts; a
   * record that fails `maxAttempts` times is set aside and the rest go on. Returns false only
   * when stopped midway (the checkpoint then stays before the undelivered records).
   */
  async function deliver(records: DynamoDBRecord[]): Promise<boolean> {
    let batch = records;
    let delay = 200;
    let attempts = 0;
    let head = "";
    while (batch.length > 0) {
      if (stopped) return false;
      let failed: string[] = [];
      let error = "";
      try {
        const res = await opts.handler({ Records: batch });
        failed = (res?.batchItemFailures ?? []).map((f) => f.itemIdentifier);
      } catch (e) {
        error = (e as Error).message;
        log(`notifier threw: ${error}; retrying the batch`);
        failed = batch.map((r) => r.dynamodb?.SequenceNumber ?? "");
      }
      if (failed.length === 0) return true;
      const first = Math.max(batch.findIndex((r) => failed.includes(r.dynamodb?.SequenceNumber ?? "")), 0);
      batch = batch.slice(first);
      const seq = batch[0]!.dynamodb?.SequenceNumber ?? "";
      attempts = seq === head ? attempts + 1 : 1;
      head = seq;
      if (attempts >= maxAttempts) {
        const letter = { at: new Date().toISOString(), error: error || opts.lastError?.() || "the notifier reported this record as failed", attempts, summary: describe(batch[0]!) };
        deadLetters.push(letter);
        opts.onDeadLetter?.(letter);
        log(`stream poller: set aside ${letter.summary} after ${attempts} attempts: ${letter.error}`);
        batch = batch.slice(1);
        attempts = 0;
        delay = 200;
        continue;
      }
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 5000);
    }
    return true;
  }

  async function pollOnce(): Promise<boolean> {
    await discoverShards();
    let sawRecords = false;
    for (const [shard, iterator] of iterators) {
      if (!iterator) continue;
      let out;
      try {
        out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
      } catch (e) {
        if (!LOST_POSITION.has((e as Error).name)) throw e;
        iterators.set(shard, (await fromOldest(shard, e as Error)).ShardIterator ?? null);
        sawRecords = true; // not a pass that proves everything was read
        continue;
      }
      const all = (out.Records ?? []).map(toLambdaRecord);
      const records = all.filter((r) => matchesFilter(r, OUTBOX_STREAM_FILTER));
      if (all.length > 0) sawRecords = true;
      for (let i = 0; i < records.length; i += 10) {
        if (!(await deliver(records.slice(i, i + 10)))) return sawRecords; // stopped: resume here next run
        saveCheckpoint(shard, records[Math.min(i + 10, records.length) - 1]!.dynamodb?.SequenceNumber);
      }
      saveCheckpoint(shard, all.at(-1)?.dynamodb?.SequenceNumber);
      iterators.set(shard, out.NextShardIterator ?? null);
    }
    return sawRecords;
  }

  function describe(r: DynamoDBRecord): string {
    const img = r.dynamodb?.NewImage as Record<string, { S?: string }> | undefined;
    return `outbox record ${img?.pk?.S ?? "?"} ${img?.sk?.S ?? "?"} (${img?.purpose?.S ?? "unknown purpose"}), stream sequence ${r.dynamodb?.SequenceNumber ?? "?"}`;
  }

  /** Passes begun so far, and the waiters for the first empty pass begun after a given one. */
  let passes = 0;
  let waiters: { after: number; done: () => void }[] = [];
  const loop = (async () => {
    while (!stopped) {
      const pass = ++passes;
      let saw = false;
      try {
        saw = await pollOnce();
      } catch (e) {
        if (!stopped) log(`stream poller: ${(e as Error).message}`);
        saw = true; // a failed pass proves nothing was left
      }
      if (!saw) {
        const ready = waiters.filter((w) => pass > w.after);
        waiters = waiters.filter((w) => pass <= w.after);
        for (const w of ready) w.done();
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  })();

  return {
    deadLetters: () => deadLetters.slice(),
    notices: () => notices.slice(),
    caughtUp: () => new Promise<void>((done) => { waiters.push({ after: passes, done }); }),
    async stop() {
      stopped = true;
      await loop;
      for (const w of waiters) w.done();
      waiters = [];
      if (!opts.streams) streams.destroy();
    },
  };
}
