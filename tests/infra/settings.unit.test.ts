/**
 * The deployment settings: each missing or placeholder one is named, all at once; and a stack
 * synthesised with the example settings is one CloudFormation refuses to deploy.
 */
import { App, Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { formatProblems, markUndeployable, PLACEHOLDER_SETTINGS, readSettings, UNDEPLOYABLE } from "../../infra/lib/settings";

const from = (values: Record<string, unknown>) => (key: string) => values[key];
const SECRET = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
const REAL = { sesIdentity: "mygames.org", alarmEmail: "ops@mygames.org", originSecret: SECRET };

describe("readSettings", () => {
  it("names every missing required setting", () => {
    const { settings, problems } = readSettings(from({}));
    expect(settings).toBeUndefined();
    expect(problems).toEqual([
      expect.stringMatching(/^sesIdentity is missing/), expect.stringMatching(/^alarmEmail is missing/), expect.stringMatching(/^originSecret is missing: .*openssl rand -hex 32/),
    ]);
  });

  it.each([
    ["sesIdentity", "example.com"],
    ["sesIdentity", "no-reply@example.org"],
    ["alarmEmail", "ops@example.com"],
    ["alarmEmail", "me@localhost"],
    ["mailFrom", "Backroom <no-reply@example.com>"],
    ["domainName", "play.example.net"],
  ])("refuses the placeholder %s=%s", (key, value) => {
    const { problems } = readSettings(from({ ...REAL, [key]: value }));
    expect(problems).toEqual(expect.arrayContaining([expect.stringContaining(`${key} is a placeholder ("${value}")`)]));
  });

  it("needs the hosted zone with a custom domain, and an address for alarms", () => {
    const { problems } = readSettings(from({ ...REAL, alarmEmail: "ops", domainName: "play.mygames.org" }));
    expect(problems).toEqual([expect.stringContaining("alarmEmail must be an email address"), expect.stringContaining("domainName needs hostedZoneId and hostedZoneName")]);
  });

  it("accepts real settings, defaulting the stack name", () => {
    const { settings, problems } = readSettings(from({ ...REAL, remindAfterMinutes: "60" }));
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ sesIdentity: "mygames.org", alarmEmail: "ops@mygames.org", remindAfterMinutes: "60", stackName: "Backroom", originSecret: SECRET });
  });

  it.each([
    ["too short", "abc123"],
    ["with characters a header could mangle", `${SECRET} x`],
    ["the example value", PLACEHOLDER_SETTINGS.originSecret],
  ])("refuses an origin secret %s", (_, originSecret) => {
    expect(readSettings(from({ ...REAL, originSecret })).problems).toEqual([expect.stringMatching(/^originSecret is not usable/)]);
  });

  it("takes a second origin secret for a rotation, but not the same one twice", () => {
    const other = SECRET.split("").reverse().join("");
    expect(readSettings(from({ ...REAL, otherOriginSecret: other })).settings?.otherOriginSecret).toBe(other);
    expect(readSettings(from({ ...REAL, otherOriginSecret: SECRET })).problems).toEqual([expect.stringContaining("otherOriginSecret is the same as originSecret")]);
  });

  it("reads the optional guards as numbers, and names a bad one", () => {
    expect(readSettings(from({ ...REAL, wafRateLimit: "1000", monthlyBudget: 20, sesDailyQuota: "50000", sesSendRate: "14", newAddressSignInsPerDay: "500" })).settings)
      .toMatchObject({ wafRateLimit: 1000, monthlyBudget: 20, sesDailyQuota: 50_000, sesSendRate: 14, newAddressSignInsPerDay: 500 });
    expect(readSettings(from({ ...REAL, wafRateLimit: "lots", monthlyBudget: "0", sesSendRate: "0.5" })).problems).toEqual([
      expect.stringMatching(/^wafRateLimit must be a number of at least 10, got "lots"/), expect.stringMatching(/^monthlyBudget must be a number of at least 1/),
      expect.stringMatching(/^sesSendRate must be a number of at least 1, got "0.5"/),
    ]);
    expect(readSettings(from({ ...REAL, newAddressSignInsPerDay: "12.5" })).problems).toEqual([expect.stringMatching(/^newAddressSignInsPerDay must be a whole number/)]);
  });

  it("says how to fix it and that nothing happened", () => {
    const text = formatProblems(["sesIdentity is missing: x"]);
    expect(text).toContain("-c sesIdentity=");
    expect(text).toContain("Nothing was built or deployed.");
  });
});

describe("markUndeployable", () => {
  it("adds a template rule that fails unless a parameter, which defaults to placeholders, says otherwise", () => {
    const stack = new Stack(new App(), "Synth");
    markUndeployable(stack);
    const template = Template.fromStack(stack).toJSON() as { Parameters: Record<string, { Default: string }>; Rules: Record<string, { Assertions: Array<{ Assert: unknown; AssertDescription: string }> }> };
    expect(template.Parameters[UNDEPLOYABLE.parameter]!.Default).toBe("placeholders");
    const [assertion] = template.Rules[UNDEPLOYABLE.rule]!.Assertions;
    expect(assertion!.Assert).toEqual({ "Fn::Equals": [{ Ref: UNDEPLOYABLE.parameter }, UNDEPLOYABLE.deployable] });
    expect(UNDEPLOYABLE.deployable).not.toBe(template.Parameters[UNDEPLOYABLE.parameter]!.Default);
    expect(assertion!.AssertDescription).toContain("placeholders=true");
  });
});
