/**
 * The deployment settings (CDK context: `-c key=value` or the `context` of cdk.json), checked in
 * one place: by bin/app.ts before it builds the stack, and by `npm run deploy` before it builds
 * or deploys anything. Every missing or placeholder setting is named, all at once.
 */

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
}

export const SETTING_HELP: Record<string, string> = {
  sesIdentity: "the domain (example: mygames.org) or single email address that Backroom sends mail as",
  alarmEmail: "the address that receives alarms",
  mailFrom: 'the From of every email, on the sesIdentity domain (default "Backroom <no-reply@<domain>>")',
  domainName: "the site's own name, e.g. play.mygames.org (needs hostedZoneId and hostedZoneName)",
};

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
  if (problems.length > 0) return { problems };
  return {
    problems,
    settings: {
      sesIdentity: sesIdentity!, alarmEmail: alarmEmail!, mailFrom, domainName, hostedZoneId, hostedZoneName,
      snapshotEvery: str("snapshotEvery"), remindAfterMinutes: str("remindAfterMinutes"), stackName: str("stackName") ?? "Backroom",
    },
  };
}

/** What `cdk synth` uses when asked to (`-c placeholders=true`): never deployable, see above. */
export const PLACEHOLDER_SETTINGS: Settings = {
  sesIdentity: "example.com",
  alarmEmail: "ops@example.com",
  stackName: "Backroom",
};

export function formatProblems(problems: readonly string[]): string {
  return [
    "Backroom cannot be deployed with these settings:",
    ...problems.map((p) => `  - ${p}`),
    "Pass them as -c key=value (e.g. npm run deploy -- -c sesIdentity=mygames.org -c alarmEmail=me@mygames.org),",
    "or put them in the \"context\" of cdk.json. See docs/deploy.md. Nothing was built or deployed.",
  ].join("\n");
}
