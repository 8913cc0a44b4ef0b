/**
 * The deployment settings (CDK context: `-c key=value`, the `context` of cdk.json, or of
 * ~/.cdk.json for secrets), checked in one place: by bin/app.ts before it builds the stack, and
 * by `npm run deploy` before it builds or deploys anything. Every missing or placeholder setting
 * is named, all at once. A stack synthesised with the example settings is marked so that
 * CloudFormation refuses to deploy it (markUndeployable).
 */
import { CfnParameter, CfnRule, Fn, type Stack } from "aws-cdk-lib";
import { MIN_SECRET_LENGTH } from "@backroom/functions/edge/origin";

export interface Settings {
  readonly sesIdentity: string;
  readonly mailFrom?: string;
  readonly alarmEmail: string;
  readonly domainName?: string;
  readonly hostedZoneId?: string;
  readonly hostedZoneName?: string;
  readonly snapshotEvery?: string;
  readonly remindAfterMinutes?: string;
  readonly stackName: string;
  readonly originSecret: string;
  readonly otherOriginSecret?: string;
  readonly wafRateLimit?: number;
  readonly monthlyBudget?: number;
  readonly sesDailyQuota?: number;
  readonly sesSendRate?: number;
  readonly newAddressSignInsPerDay?: number;
  readonly replyDomain?: string;
}

export const SETTING_HELP: Record<string, string> = {
  sesIdentity: "the domain (example: mygames.org) or single email address that Backroom sends mail as",
  alarmEmail: "the address that receives alarms",
  mailFrom: 'the From of every email, on the sesIdentity domain (default "Backroom <no-reply@<domain>>")',
  domainName: "the site's own name, e.g. play.mygames.org (needs hostedZoneId and hostedZoneName)",
  originSecret: `a random string of at least ${MIN_SECRET_LENGTH} characters (A-Z a-z 0-9 . _ ~ -) that CloudFront sends the API so nobody else can call it; make one with \`openssl rand -hex 32\` and keep it (e.g. in ~/.cdk.json)`,
  otherOriginSecret: "a second origin secret the API also accepts, only while rotating originSecret (docs/deploy.md)",
  wafRateLimit: "requests one client address may send in five minutes before AWS WAF blocks it (at least 10; about $6 a month)",
  monthlyBudget: "US dollars a month; AWS Budgets mails alarmEmail at 80 % of it spent and when the month is forecast past it",
  replyDomain: "the domain replies to game mail go to (e.g. reply.mygames.org; SES receiving, an MX record and the active receipt rule set: docs/deploy.md); leave it out and mails have no Reply-To",
  sesDailyQuota: "the account's SES sending quota per 24 hours (200 in the sandbox); the alarm fires at 80 % of it",
  newAddressSignInsPerDay: "sign-in emails a day, for the whole site, to addresses that never signed in and hold no seat (default 200); past it the API answers 429 and an alarm fires",
  sesSendRate: "the account's SES maximum send rate, emails per second (1 in the sandbox); each sending function paces its mail to it",
};

const SECRET = new RegExp(`^[A-Za-z0-9._~-]{${MIN_SECRET_LENGTH},}$`);

/** Reserved names (RFC 2606/6761) and the values the docs use as examples. */
function isPlaceholder(value: string): boolean {
  const domain = value.toLowerCase().replace(/^.*@/, "").replace(/>.*$/, "").trim();
  return /(^|\.)(example\.(com|org|net)|example|test|invalid|localhost|local)$/.test(domain) || /^<.*>$/.test(value.trim()) || value.includes("…");
}

export type ContextReader = (key: string) => unknown;

/** Reads and checks the settings; `problems` lists each bad one in a sentence. */
export function readSettings(context: ContextReader): { settings?: Settings; problems: string[] } {
  const problems: string[] = [];
  const str = (key: string): string | undefined => {
    const v = context(key);
    if (v === undefined || v === null || v === "") return undefined;
    if (typeof v !== "string") {
      problems.push(`${key} must be a string, got ${JSON.stringify(v)}`);
      return undefined;
    }
    return v.trim();
  };
  const required = (key: string) => {
    const v = str(key);
    if (v === undefined) problems.push(`${key} is missing: ${SETTING_HELP[key]}`);
    else if (isPlaceholder(v)) problems.push(`${key} is a placeholder ("${v}"): ${SETTING_HELP[key]}`);
    return v;
  };
  const optional = (key: string) => {
    const v = str(key);
    if (v !== undefined && isPlaceholder(v)) problems.push(`${key} is a placeholder ("${v}"): ${SETTING_HELP[key] ?? "use a real value or leave it out"}`);
    return v;
  };
  const sesIdentity = required("sesIdentity");
  const alarmEmail = required("alarmEmail");
  if (alarmEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail)) problems.push(`alarmEmail must be an email address, got "${alarmEmail}"`);
  const mailFrom = optional("mailFrom");
  const domainName = optional("domainName");
  const hostedZoneId = str("hostedZoneId");
  const hostedZoneName = optional("hostedZoneName");
  if (domainName && (!hostedZoneId || !hostedZoneName)) problems.push("domainName needs hostedZoneId and hostedZoneName: the Route 53 public zone that holds it");
  const secret = (key: string, needed: boolean) => {
    const v = str(key);
    if (v === undefined) {
      if (needed) problems.push(`${key} is missing: ${SETTING_HELP[key]}`);
    } else if (!SECRET.test(v) || /placeholder|example/i.test(v)) {
      problems.push(`${key} is not usable: ${SETTING_HELP[key]}`);
    }
    return v;
  };
  const originSecret = secret("originSecret", true);
  const otherOriginSecret = secret("otherOriginSecret", false);
  if (originSecret && otherOriginSecret === originSecret) problems.push("otherOriginSecret is the same as originSecret: leave it out unless you are rotating");
  const number = (key: string, min: number) => {
    const v = context(key);
    if (v === undefined || v === null || v === "") return undefined;
    const n = typeof v === "number" ? v : Number(String(v).trim());
    if (!Number.isFinite(n) || n < min) problems.push(`${key} must be a number of at least ${min}, got ${JSON.stringify(v)}: ${SETTING_HELP[key]}`);
    return n;
  };
  const wafRateLimit = number("wafRateLimit", 10);
  const monthlyBudget = number("monthlyBudget", 1);
  const sesDailyQuota = number("sesDailyQuota", 1);
  const sesSendRate = number("sesSendRate", 1);
  const newAddressSignInsPerDay = number("newAddressSignInsPerDay", 1);
  if (newAddressSignInsPerDay !== undefined && !Number.isInteger(newAddressSignInsPerDay)) problems.push(`newAddressSignInsPerDay must be a whole number, got ${newAddressSignInsPerDay}`);
  const replyDomain = optional("replyDomain");
  if (replyDomain && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(replyDomain)) problems.push(`replyDomain must be a domain name, got "${replyDomain}": ${SETTING_HELP.replyDomain}`);
  if (problems.length > 0) return { problems };
  return {
    problems,
    settings: {
      sesIdentity: sesIdentity!, alarmEmail: alarmEmail!, mailFrom, domainName, hostedZoneId, hostedZoneName,
      snapshotEvery: str("snapshotEvery"), remindAfterMinutes: str("remindAfterMinutes"), stackName: str("stackName") ?? "Backroom",
      originSecret: originSecret!, otherOriginSecret, wafRateLimit, monthlyBudget, sesDailyQuota, sesSendRate, newAddressSignInsPerDay,
      ...(replyDomain ? { replyDomain } : {}),
    },
  };
}

/** What `cdk synth` uses when asked to (`-c placeholders=true`): never deployable, see above. */
export const PLACEHOLDER_SETTINGS: Settings = {
  sesIdentity: "example.com",
  alarmEmail: "ops@example.com",
  stackName: "Backroom",
  originSecret: "placeholder-origin-secret-for-offline-synth-only",
};

/** The parameter and rule markUndeployable adds. */
export const UNDEPLOYABLE = { parameter: "PlaceholderSettings", rule: "NoPlaceholderSettings", deployable: "real-settings" } as const;

/**
 * Makes CloudFormation refuse the stack before it creates or changes anything: a template rule
 * asserts a parameter that defaults to "placeholders" is set to something else. `cdk synth`
 * still works, and so do the offline checks; `cdk deploy` fails at the change set.
 */
export function markUndeployable(stack: Stack): void {
  const settings = new CfnParameter(stack, UNDEPLOYABLE.parameter, {
    type: "String",
    default: "placeholders",
    description: "Synthesised with -c placeholders=true (example settings): not deployable. Deploy with npm run deploy and real settings.",
  });
  new CfnRule(stack, UNDEPLOYABLE.rule, {
    assertions: [{
      assert: Fn.conditionEquals(settings.valueAsString, UNDEPLOYABLE.deployable),
      assertDescription: "This template was synthesised with -c placeholders=true (example settings such as example.com) and must not be deployed. Run npm run deploy with your settings (docs/deploy.md).",
    }],
  });
}

export function formatProblems(problems: readonly string[]): string {
  return [
    "Backroom cannot be deployed with these settings:",
    ...problems.map((p) => `  - ${p}`),
    "Pass them as -c key=value (e.g. npm run deploy -- -c sesIdentity=mygames.org -c alarmEmail=me@mygames.org),",
    "or put them in the \"context\" of cdk.json. See docs/deploy.md. Nothing was built or deployed.",
  ].join("\n");
}
