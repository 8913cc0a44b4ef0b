/**
 * The functions of a synthesised Backroom template as they would be deployed: each one's
 * environment and the identity policies of its role, with every Ref, Fn::GetAtt, Fn::Join and
 * Fn::Sub resolved to concrete names and ARNs in a fake account and region. A resource without a
 * name of its own gets the name CloudFormation's would start with (`<stack>-<logical id>`).
 */
import type { FunctionName } from "../../functions/src/adapters/aws/call-recorder";

export const FAKE_AWS = { account: "123456789012", region: "eu-west-1", partition: "aws", stackName: "Test" } as const;

export interface PolicyDocument {
  readonly Version?: string;
  readonly Statement: readonly Statement[];
}
export interface Statement {
  readonly Sid?: string;
  readonly Effect: "Allow" | "Deny";
  readonly Action: string | readonly string[];
  readonly Resource: string | readonly string[];
  readonly Condition?: unknown;
}

export interface DeployedFunction {
  readonly name: FunctionName;
  readonly arn: string;
  readonly roleArn: string;
  readonly env: Record<string, string>;
  /** The identity policies of its role, by policy name. */
  readonly policies: readonly { name: string; policy: PolicyDocument }[];
}

interface Resource {
  readonly Type: string;
  readonly Properties?: Record<string, any>;
}
export interface TemplateJson {
  readonly Resources: Record<string, Resource>;
}

const { account, region, partition, stackName } = FAKE_AWS;

/** The name a resource goes by: its own (TableName, RoleName, ...) or a generated one. */
function physicalName(template: TemplateJson, id: string): string {
  const r = template.Resources[id];
  if (!r) throw new Error(`no resource ${id} in the template`);
  const p = r.Properties ?? {};
  const own = { "AWS::DynamoDB::Table": p.TableName, "AWS::IAM::Role": p.RoleName, "AWS::Lambda::Function": p.FunctionName, "AWS::SQS::Queue": p.QueueName,
    "AWS::Scheduler::ScheduleGroup": p.Name, "AWS::SES::ConfigurationSet": p.Name, "AWS::SES::EmailIdentity": p.EmailIdentity, "AWS::Logs::LogGroup": p.LogGroupName,
    "AWS::SNS::Topic": p.TopicName, "AWS::S3::Bucket": p.BucketName }[r.Type];
  // CloudFormation names a bucket in lower case.
  const generated = r.Type === "AWS::S3::Bucket" ? `${stackName}-${id}`.toLowerCase() : `${stackName}-${id}`;
  return typeof own === "string" ? own : own !== undefined ? String(resolve(template, own)) : generated;
}

function ref(template: TemplateJson, id: string): string {
  const pseudo: Record<string, string> = {
    "AWS::AccountId": account, "AWS::Region": region, "AWS::Partition": partition, "AWS::URLSuffix": "amazonaws.com", "AWS::StackName": stackName,
  };
  if (id in pseudo) return pseudo[id]!;
  const type = template.Resources[id]?.Type;
  const name = physicalName(template, id);
  if (type === "AWS::SQS::Queue") return `https://sqs.${region}.amazonaws.com/${account}/${name}`;
  if (type === "AWS::SNS::Topic") return `arn:${partition}:sns:${region}:${account}:${name}`;
  return name;
}

function getAtt(template: TemplateJson, id: string, attribute: string): string {
  const type = template.Resources[id]?.Type;
  const name = physicalName(template, id);
  const arn = (service: string, resource: string, where = region) => `arn:${partition}:${service}:${where}:${account}:${resource}`;
  const atts: Record<string, Record<string, () => string>> = {
    "AWS::DynamoDB::Table": { Arn: () => arn("dynamodb", `table/${name}`), StreamArn: () => arn("dynamodb", `table/${name}/stream/2026-01-01T00:00:00.000`) },
    "AWS::IAM::Role": { Arn: () => `arn:${partition}:iam::${account}:role/${name}` },
    "AWS::Lambda::Function": { Arn: () => arn("lambda", `function:${name}`) },
    "AWS::SQS::Queue": { Arn: () => arn("sqs", name), QueueName: () => name, QueueUrl: () => ref(template, id) },
    "AWS::Logs::LogGroup": { Arn: () => arn("logs", `log-group:${name}:*`) },
    "AWS::Scheduler::ScheduleGroup": { Arn: () => arn("scheduler", `schedule-group/${name}`) },
    "AWS::SNS::Topic": { TopicArn: () => ref(template, id), TopicName: () => name },
    "AWS::S3::Bucket": { Arn: () => `arn:${partition}:s3:::${name}` },
    "AWS::CloudFront::Distribution": { DomainName: () => `${id.toLowerCase()}.cloudfront.net` },
    "AWS::ApiGatewayV2::Api": { ApiEndpoint: () => `https://${id.toLowerCase()}.execute-api.${region}.amazonaws.com` },
  };
  const get = type ? atts[type]?.[attribute] : undefined;
  if (!get) throw new Error(`cannot resolve Fn::GetAtt ${id}.${attribute} (${type ?? "no such resource"})`);
  return get();
}

/** A template value with its intrinsic functions resolved. */
export function resolve(template: TemplateJson, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => resolve(template, v));
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value);
  if (entries.length === 1) {
    const [fn, arg] = entries[0]! as [string, any];
    switch (fn) {
      case "Ref": return ref(template, arg);
      case "Fn::GetAtt": return getAtt(template, ...(typeof arg === "string" ? arg.split(/\.(.*)/s) as [string, string] : arg as [string, string]));
      case "Fn::Join": return (resolve(template, arg[1]) as unknown[]).join(arg[0]);
      case "Fn::Select": return (resolve(template, arg[1]) as unknown[])[Number(resolve(template, arg[0]))];
      case "Fn::Split": return String(resolve(template, arg[1])).split(arg[0]);
      case "Fn::Sub": {
        const [text, vars] = typeof arg === "string" ? [arg, {}] : [arg[0] as string, resolve(template, arg[1]) as Record<string, string>];
        return text.replace(/\$\{([^}]+)\}/g, (_, name: string) => vars[name] ?? (name.includes(".") ? getAtt(template, ...name.split(/\.(.*)/s) as [string, string]) : ref(template, name)));
      }
      default:
        if (fn.startsWith("Fn::")) throw new Error(`cannot resolve ${fn}`);
    }
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, resolve(template, v)]));
}

/** Each function as deployed, given the logical ids of their Lambda functions in the template (the inbound one only with a reply domain). */
export function deployedFunctions(template: TemplateJson, functionIds: Readonly<Omit<Record<FunctionName, string>, "inbound"> & { inbound?: string }>): Record<FunctionName, DeployedFunction> {
  const out = {} as Record<FunctionName, DeployedFunction>;
  for (const [name, id] of Object.entries(functionIds) as [FunctionName, string][]) {
    const fn = template.Resources[id];
    if (fn?.Type !== "AWS::Lambda::Function") throw new Error(`${id} is not a Lambda function`);
    const roleRef = fn.Properties?.Role as { "Fn::GetAtt": [string, string] };
    const roleId = roleRef["Fn::GetAtt"][0];
    const role = template.Resources[roleId]!;
    if (role.Properties?.ManagedPolicyArns) throw new Error(`${roleId} has managed policies, which this check cannot read`);
    const inline = ((role.Properties?.Policies ?? []) as { PolicyName: string; PolicyDocument: unknown }[]).map((p) => ({ name: p.PolicyName, document: p.PolicyDocument }));
    const attached = Object.entries(template.Resources)
      .filter(([, r]) => r.Type === "AWS::IAM::Policy" && (r.Properties?.Roles as unknown[] ?? []).some((x) => (x as { Ref?: string }).Ref === roleId))
      .map(([pid, r]) => ({ name: String(r.Properties?.PolicyName ?? pid), document: r.Properties?.PolicyDocument }));
    out[name] = {
      name,
      arn: getAtt(template, id, "Arn"),
      roleArn: getAtt(template, roleId, "Arn"),
      env: resolve(template, fn.Properties?.Environment?.Variables ?? {}) as Record<string, string>,
      policies: [...inline, ...attached].map((p) => ({ name: p.name, policy: resolve(template, p.document) as PolicyDocument })),
    };
  }
  return out;
}
