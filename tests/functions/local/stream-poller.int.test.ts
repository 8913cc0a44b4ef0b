/**
 * The local stream poller after the stream lost its position (functions/src/local/stream-poller.ts):
 * a trimmed or expired iterator, or a checkpoint older than the trim horizon, makes it read the
 * shard again from its oldest record, say so in its notices, and still report caught up. The
 * errors are injected into the streams client it is given; the table and stream are DynamoDB Local's.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, DescribeStreamCommand } from "@aws-sdk/client-dynamodb-streams";
import { DescribeTableCommand } from "@aws-sdk/client-dynamodb";
import { freshPlatform } from "../../support/dynamo";
import { startStreamPoller, type StreamPoller } from "../../../functions/src/local/stream-poller";

let poller: StreamPoller | undefined;
afterEach(async () => { await poller?.stop(); poller = undefined; });

/** A real streams client whose next call of `kind` (optionally: of this iterator type) fails with `name`. */
function failingOnce(endpoint: string, kind: typeof GetRecordsCommand | typeof GetShardIteratorCommand, name: string, type?: string) {
  const real = new DynamoDBStreamsClient({ endpoint, region: "local", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
  let armed = true;
  return {
    send: ((cmd: { input: { ShardIteratorType?: string } }) => {
      if (armed && cmd instanceof kind && (!type || cmd.input.ShardIteratorType === type)) {
        armed = false;
        return Promise.reject(Object.assign(new Error("the stream no longer holds this position"), { name }));
      }
      return real.send(cmd as never);
    }) as DynamoDBStreamsClient["send"],
    destroy: () => real.destroy(),
  };
}

async function setup() {
  const app = await freshPlatform();
  const endpoint = app.env.DYNAMODB_ENDPOINT!;
  const handled: string[] = [];
  const handler = async (e: { Records: { dynamodb?: { NewImage?: unknown } }[] }) => {
    for (const r of e.Records) handled.push((r.dynamodb?.NewImage as { email: { S: string } }).email.S);
    return { batchItemFailures: [] };
  };
  return { app, endpoint, handled, handler };
}

describe.each(["TrimmedDataAccessException", "ExpiredIteratorException"])("a GetRecords that fails with %s", (name) => {
  it("reads the shard again from its oldest record, says so, and catches up", async () => {
    const { app, endpoint, handled, handler } = await setup();
    await app.auth.requestSignIn(`first-${name}@example.test`, null);
    poller = await startStreamPoller({ client: app.dynamo, endpoint, tableName: app.tableName, handler: handler as never, startAt: "TRIM_HORIZON", log: () => {}, streams: failingOnce(endpoint, GetRecordsCommand, name) });
    await poller.caughtUp();
    expect(handled).toContain(`first-${name}@example.test`.toLowerCase());
    expect(poller.notices().map((n) => n.message)).toEqual([expect.stringContaining(name)]);
    await app.auth.requestSignIn(`second-${name}@example.test`, null);
    await poller.caughtUp();
    expect(handled).toContain(`second-${name}@example.test`.toLowerCase());
  });
});

describe("a checkpoint older than the trim horizon", () => {
  it("reads the shard from its oldest record and says so", async () => {
    const { app, endpoint, handled, handler } = await setup();
    await app.auth.requestSignIn("after-trim@example.test", null);
    const streamArn = (await app.dynamo.send(new DescribeTableCommand({ TableName: app.tableName }))).Table!.LatestStreamArn!;
    const real = new DynamoDBStreamsClient({ endpoint, region: "local", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
    const shard = (await real.send(new DescribeStreamCommand({ StreamArn: streamArn }))).StreamDescription!.Shards![0]!.ShardId!;
    real.destroy();
    const checkpointFile = join(mkdtempSync(join(tmpdir(), "poller-")), "checkpoint.json");
    writeFileSync(checkpointFile, JSON.stringify({ [shard]: "000000000000000000001" }));
    poller = await startStreamPoller({
      client: app.dynamo, endpoint, tableName: app.tableName, handler: handler as never, startAt: "LATEST", checkpointFile, log: () => {},
      streams: failingOnce(endpoint, GetShardIteratorCommand, "TrimmedDataAccessException", "AFTER_SEQUENCE_NUMBER"),
    });
    await poller.caughtUp();
    expect(handled).toContain("after-trim@example.test");
    expect(poller.notices()).toHaveLength(1);
  });
});
