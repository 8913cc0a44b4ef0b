/**
 * Every AWS call the whole suite made is allowed. The int, e2e and browser tiers run their
 * composed functions (test platforms and local stacks) with a recorder that writes each distinct
 * SDK command a function sends, with what IAM authorises for it (functions/src/local/call-log.ts,
 * under BACKROOM_AWS_CALL_LOG, which vitest.config.ts sets and empties for each run). This file
 * runs last (project "iam-suite") and evaluates every one against the role of the function that
 * made it in the synthesised template, with the IAM policy evaluator of least-privilege.int. That
 * file drives every path it knows through the deployed environment; this one catches a call on a
 * path only another test takes. Locally only DynamoDB is reached through the SDK (timers and mail
 * are local twins), and the tests' tables have names of their own: each stands for the stack's
 * one table. Calls a test makes outside a function's handler (setting up a table, reading one
 * back) are not a function's and are not recorded, nor are those of a test platform composed
 * without timers (the stack always gives them), whose notifier takes a path AWS never does.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import type { AwsCall, FunctionName } from "../../../functions/src/adapters/aws/call-recorder";
import { CALL_LOG_ENV } from "../../../functions/src/local/call-log";
import { checkLeastPrivilege, describeVerdict } from "../../support/iam-check";
import { EXCEPTIONS } from "../../support/iam-exceptions";
import { synthesizedRoles } from "../../support/deployed-platform";

const CallLine = z.object({
  fn: z.enum(["api", "notifier", "timer", "mail-events", "inbound"]),
  service: z.string(),
  command: z.string(),
  needs: z.array(z.object({ action: z.string(), resource: z.string() })),
});

/** Every call recorded in this run, each test table's name replaced by the deployed table's. */
function recordedCalls(dir: string, table: string): AwsCall[] {
  const files = readdirSync(dir).filter((f) => f.endsWith(".jsonl"));
  return files.flatMap((f) => readFileSync(join(dir, f), "utf8").split("\n").filter(Boolean).map((line, i) => {
    const parsed = CallLine.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${f}:${i + 1}: not a recorded call: ${line}`);
    const call = parsed.data;
    return { ...call, needs: call.needs.map((n) => (n.action.startsWith("dynamodb:") ? { ...n, resource: n.resource.replace(/^table\/[^/]+/, `table/${table}`) } : n)) };
  }));
}

let roles: ReturnType<typeof synthesizedRoles>;
let calls: AwsCall[];

beforeAll(() => {
  roles = synthesizedRoles();
  const dir = process.env[CALL_LOG_ENV];
  if (!dir) throw new Error(`${CALL_LOG_ENV} is not set: run this file through vitest.config.ts, after the int, e2e and browser tiers`);
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    // no directory: nothing was recorded
  }
  if (files.length === 0) throw new Error(`no AWS calls were recorded in ${dir}: this check reads what the int, e2e and browser tiers recorded, so run it with them (npm test)`);
  calls = recordedCalls(dir, roles.functions.api.env.TABLE_NAME!);
}, 120_000);

describe("the AWS calls of the whole suite", () => {
  it("came from the functions the tests drive, in their variety", () => {
    const kinds = (fn: FunctionName) => new Set(calls.filter((c) => c.fn === fn).map((c) => c.command));
    console.info(`recorded calls: ${calls.length} distinct; ${(["api", "notifier", "timer", "inbound", "mail-events"] as const).map((fn) => `${fn} ${kinds(fn).size} commands`).join(", ")}`);
    // What a run of the suite always exercises: moves, sign-in mail, timers firing, replies by email.
    for (const fn of ["api", "notifier", "timer", "inbound"] as const) expect(kinds(fn).size, `${fn}: commands recorded`).toBeGreaterThanOrEqual(2);
    expect([...kinds("api")]).toEqual(expect.arrayContaining(["GetItem", "Query", "TransactWriteItems"]));
  });

  it("are each allowed by the role of the function that made it", async () => {
    const verdict = await checkLeastPrivilege(calls, roles.functions, { exceptions: EXCEPTIONS, sesIdentities: roles.sesIdentities });
    console.info(`evaluated ${verdict.evaluated} distinct (function, action, resource)`);
    expect(describeVerdict({ ...verdict, unused: [], staleExceptions: [] }, EXCEPTIONS)).toEqual([]);
  }, 120_000);

  it("would fail, naming the function, action and resource, for a call its role does not allow", async () => {
    const table = roles.functions.api.env.TABLE_NAME!;
    const forged: AwsCall[] = [
      { fn: "api", service: "dynamodb", command: "DeleteTable", needs: [{ action: "dynamodb:DeleteTable", resource: `table/${table}` }] },
      { fn: "mail-events", service: "dynamodb", command: "PutItem", needs: [{ action: "dynamodb:PutItem", resource: "table/another-table" }] },
    ];
    const verdict = await checkLeastPrivilege(forged, roles.functions, { exceptions: EXCEPTIONS, sesIdentities: roles.sesIdentities });
    const lines = describeVerdict({ ...verdict, unused: [], staleExceptions: [] }, EXCEPTIONS);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^api: dynamodb:DeleteTable on arn:aws:dynamodb:.*:table/${table} \\(for DeleteTable\\) is`));
    expect(lines[1]).toMatch(/^mail-events: dynamodb:PutItem on arn:aws:dynamodb:.*:table\/another-table \(for PutItem\) is/);
  });
});
