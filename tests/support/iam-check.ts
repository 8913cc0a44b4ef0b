/**
 * Least privilege checked both ways: every recorded AWS call is evaluated against the identity
 * policies of the role of the function that made it, with a real IAM policy evaluator
 * (@cloud-copilot/iam-simulate), and every action a role allows must be used by some recorded
 * call of that function, unless it is an acknowledged exception (what the Lambda service does
 * with the function's role: logs, traces, the stream, dead letters).
 */
import { runSimulation } from "@cloud-copilot/iam-simulate";
import type { AwsCall, FunctionName, IamNeed } from "../../functions/src/adapters/aws/call-recorder";
import { FAKE_AWS, type DeployedFunction } from "./stack-roles";

/** Actions a role may hold though no code of ours calls them, and why. */
export interface Exception {
  readonly fns: readonly FunctionName[];
  readonly actions: readonly string[];
  readonly reason: string;
}

export interface Denial {
  readonly fn: FunctionName;
  readonly command: string;
  readonly action: string;
  readonly resource: string;
  readonly result: string;
}

export interface Verdict {
  /** Distinct (function, action, resource) evaluated. */
  readonly evaluated: number;
  readonly denied: readonly Denial[];
  /** Allowed actions no recorded call of the function uses (exceptions left out). */
  readonly unused: readonly { fn: FunctionName; action: string }[];
  /** Exceptions for an action the role does not hold (so the list stays true). */
  readonly staleExceptions: readonly { fn: FunctionName; action: string }[];
}

/** The ARN a recorded resource stands for in the fake account; SES sends as the verified identity. */
export function resourceArn(need: IamNeed, sesIdentities: readonly string[]): string {
  if (need.resource.startsWith("arn:") || need.resource === "*") return need.resource;
  const service = need.action.split(":")[0]!;
  // S3 ARNs name neither region nor account.
  if (service === "s3") return `arn:${FAKE_AWS.partition}:s3:::${need.resource}`;
  let resource = need.resource;
  const from = /^identity\/(.+)$/.exec(resource)?.[1];
  // SES authorises a send against the address when it is a verified identity, else its domain.
  if (service === "ses" && from && !sesIdentities.includes(from) && sesIdentities.includes(from.split("@")[1] ?? "")) resource = `identity/${from.split("@")[1]}`;
  return `arn:${FAKE_AWS.partition}:${service}:${FAKE_AWS.region}:${FAKE_AWS.account}:${resource}`;
}

/** `dynamodb:Get*` matches `dynamodb:GetItem`; IAM compares actions case-insensitively. */
const matches = (pattern: string, action: string) =>
  new RegExp(`^${pattern.split("*").map((p) => p.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`, "i").test(action);

export async function checkLeastPrivilege(
  calls: readonly AwsCall[],
  functions: Readonly<Record<FunctionName, DeployedFunction>>,
  opts: { exceptions: readonly Exception[]; sesIdentities: readonly string[] },
): Promise<Verdict> {
  const denied: Denial[] = [];
  const seen = new Map<string, { fn: FunctionName; command: string; action: string; resource: string }>();
  for (const call of calls) {
    for (const need of call.needs) {
      const resource = resourceArn(need, opts.sesIdentities);
      seen.set(`${call.fn} ${need.action} ${resource}`, { fn: call.fn, command: call.command, action: need.action, resource });
    }
  }
  for (const { fn, command, action, resource } of seen.values()) {
    const deployed = functions[fn];
    const response = await runSimulation({
      identityPolicies: deployed.policies.map((p) => ({ name: p.name, policy: p.policy as never })),
      serviceControlPolicies: [], resourceControlPolicies: [],
      request: { action, principal: deployed.roleArn, resource: { accountId: FAKE_AWS.account, resource }, contextVariables: {} },
    }, {});
    const result = response.resultType === "error" ? `not evaluated: ${response.errors.message}` : response.overallResult;
    if (result !== "Allowed") denied.push({ fn, command, action, resource, result });
  }

  const unused: { fn: FunctionName; action: string }[] = [];
  const staleExceptions: { fn: FunctionName; action: string }[] = [];
  for (const deployed of Object.values(functions)) {
    const granted = new Set(deployed.policies.flatMap((p) => p.policy.Statement.filter((s) => s.Effect === "Allow").flatMap((s) => [s.Action].flat())));
    const used = [...seen.values()].filter((s) => s.fn === deployed.name).map((s) => s.action);
    const excused = opts.exceptions.filter((e) => e.fns.includes(deployed.name)).flatMap((e) => e.actions);
    for (const action of granted) {
      if (!used.some((u) => matches(action, u)) && !excused.some((e) => e.toLowerCase() === action.toLowerCase())) unused.push({ fn: deployed.name, action });
    }
    for (const action of excused) {
      if (![...granted].some((g) => g.toLowerCase() === action.toLowerCase())) staleExceptions.push({ fn: deployed.name, action });
    }
  }
  return { evaluated: seen.size, denied, unused, staleExceptions };
}

/** One line per problem, naming the function, the action and the resource. */
export function describeVerdict(v: Verdict, exceptions: readonly Exception[]): string[] {
  // One line per function, action and outcome: every timer is a resource of its own.
  const groups = new Map<string, Denial[]>();
  for (const d of v.denied) groups.set(`${d.fn} ${d.action} ${d.command} ${d.result}`, [...(groups.get(`${d.fn} ${d.action} ${d.command} ${d.result}`) ?? []), d]);
  return [
    ...[...groups.values()].map(([d, ...more]) => `${d!.fn}: ${d!.action} on ${d!.resource}${more.length ? ` and ${more.length} more` : ""} (for ${d!.command}) is ${d!.result} by its role`),
    ...v.unused.map((u) => `${u.fn}: its role allows ${u.action}, which no recorded call uses (remove the grant, or list it as an exception with the reason)`),
    ...v.staleExceptions.map((s) => `${s.fn}: the exception for ${s.action} ("${exceptions.find((e) => e.fns.includes(s.fn) && e.actions.includes(s.action))?.reason}") names an action its role does not hold`),
  ];
}
