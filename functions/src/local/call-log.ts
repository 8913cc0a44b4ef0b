/**
 * The AWS calls a local stack or a test platform makes, written where `npm test`'s last check
 * reads them (tests/functions/iam/recorded-calls.suite.test.ts): every distinct command each
 * function sends, one JSON line each, in a file per process under BACKROOM_AWS_CALL_LOG. That
 * check evaluates them against the roles the stack deploys, so a path only the int, e2e or
 * browser tests reach (not the IAM harness) cannot make a call its function may not make.
 * Unset (npm start, Lambda): nothing is recorded.
 */
import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { awsCallRecorder, type AwsCallRecorder } from "../adapters/aws/call-recorder";

export const CALL_LOG_ENV = "BACKROOM_AWS_CALL_LOG";

/** A recorder appending each distinct call to `<dir>/<pid>.jsonl`, or none when no directory is set. */
export function callLogRecorder(dir: string | undefined = process.env[CALL_LOG_ENV]): AwsCallRecorder | undefined {
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${process.pid}.jsonl`);
  // A suite makes hundreds of thousands of calls of a few hundred kinds: each kind is written once.
  const written = new Set<string>();
  return awsCallRecorder({
    keep: false,
    onCall: (call) => {
      const line = JSON.stringify(call);
      if (written.has(line)) return;
      written.add(line);
      appendFileSync(file, `${line}\n`);
    },
  });
}
