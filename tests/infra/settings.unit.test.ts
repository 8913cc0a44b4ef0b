/** The deployment settings: each missing or placeholder one is named, all at once. */
import { describe, expect, it } from "vitest";
import { formatProblems, readSettings } from "../../infra/lib/settings";

const from = (values: Record<string, unknown>) => (key: string) => values[key];

describe("readSettings", () => {
  it("names every missing required setting", () => {
    const { settings, problems } = readSettings(from({}));
    expect(settings).toBeUndefined();
    expect(problems).toEqual([expect.stringMatching(/^sesIdentity is missing/), expect.stringMatching(/^alarmEmail is missing/)]);
  });

  it.each([
    ["sesIdentity", "example.com"],
    ["sesIdentity", "no-reply@example.org"],
    ["alarmEmail", "ops@example.com"],
    ["alarmEmail", "me@localhost"],
    ["mailFrom", "Backroom <no-reply@example.com>"],
    ["domainName", "play.example.net"],
  ])("refuses the placeholder %s=%s", (key, value) => {
    const { problems } = readSettings(from({ sesIdentity: "mygames.org", alarmEmail: "ops@mygames.org", [key]: value }));
    expect(problems).toEqual(expect.arrayContaining([expect.stringContaining(`${key} is a placeholder ("${value}")`)]));
  });

  it("needs the hosted zone with a custom domain, and an address for alarms", () => {
    const { problems } = readSettings(from({ sesIdentity: "mygames.org", alarmEmail: "ops", domainName: "play.mygames.org" }));
    expect(problems).toEqual([expect.stringContaining("alarmEmail must be an email address"), expect.stringContaining("domainName needs hostedZoneId and hostedZoneName")]);
  });

  it("accepts real settings, defaulting the stack name", () => {
    const { settings, problems } = readSettings(from({ sesIdentity: "mygames.org", alarmEmail: "ops@mygames.org", remindAfterMinutes: "60" }));
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ sesIdentity: "mygames.org", alarmEmail: "ops@mygames.org", remindAfterMinutes: "60", stackName: "Backroom" });
  });

  it("says how to fix it and that nothing happened", () => {
    const text = formatProblems(["sesIdentity is missing: x"]);
    expect(text).toContain("-c sesIdentity=");
    expect(text).toContain("Nothing was built or deployed.");
  });
});
