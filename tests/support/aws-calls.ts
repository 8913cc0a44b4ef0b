/**
 * The AWS calls a recording test run made, kept in a file per run (under the system's temporary
 * directory, or BACKROOM_AWS_CALLS_DIR), so they can be read back, compared between runs, or
 * evaluated again without driving the functions (tests/functions/iam).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AwsCall } from "../../functions/src/adapters/aws/call-recorder";

export function awsCallsDir(): string {
  return process.env.BACKROOM_AWS_CALLS_DIR ?? join(tmpdir(), "backroom-aws-calls");
}

/** Writes the calls as JSON and returns the file's path. */
export function saveCalls(calls: readonly AwsCall[], name: string): string {
  const dir = awsCallsDir();
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}.json`);
  writeFileSync(file, `${JSON.stringify(calls, null, 1)}\n`);
  return file;
}

export function loadCalls(file: string): AwsCall[] {
  return JSON.parse(readFileSync(file, "utf8")) as AwsCall[];
}
