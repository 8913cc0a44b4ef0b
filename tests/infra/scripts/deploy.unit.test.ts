/**
 * `npm run deploy` with missing or placeholder settings: a message naming each one, exit 1, and
 * nothing built or deployed (no web build, no cdk run, no outputs file).
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseArgs } from "../../../infra/scripts/deploy";

const root = resolve(import.meta.dirname, "../../..");
const outputs = resolve(root, "cdk.out/deploy-outputs.json");
const webOut = resolve(root, "web/out/index.html");

function deploy(args: string[]) {
  const before = existsSync(webOut) ? statSync(webOut).mtimeMs : null;
  const r = spawnSync(process.execPath, [resolve(root, "node_modules/tsx/dist/cli.mjs"), "infra/scripts/deploy.ts", ...args], {
    cwd: root, encoding: "utf8", timeout: 60_000,
    // No credentials at all: if the script got as far as cdk, it would fail differently.
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" } as unknown as NodeJS.ProcessEnv,
  });
  const after = existsSync(webOut) ? statSync(webOut).mtimeMs : null;
  return { ...r, rebuilt: before !== after };
}

describe("npm run deploy refuses to start without real settings", () => {
  it("names each missing setting and creates nothing", () => {
    const r = deploy([]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("sesIdentity is missing");
    expect(r.stderr).toContain("alarmEmail is missing");
    expect(r.stderr).toContain("originSecret is missing");
    expect(r.stderr).toContain("Nothing was built or deployed.");
    expect(r.stdout).not.toContain("Building the web app");
    expect(r.rebuilt).toBe(false);
    expect(existsSync(outputs)).toBe(false);
  }, 60_000);

  it("names each placeholder (example.com mail, an example alarm address)", () => {
    const r = deploy(["-c", "sesIdentity=example.com", "--context", "alarmEmail=ops@example.com", "-c", "mailFrom=Backroom <no-reply@example.com>"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('sesIdentity is a placeholder ("example.com")');
    expect(r.stderr).toContain('alarmEmail is a placeholder ("ops@example.com")');
    expect(r.stderr).toContain('mailFrom is a placeholder ("Backroom <no-reply@example.com>")');
    expect(r.stdout).not.toContain("Building the web app");
    expect(r.rebuilt).toBe(false);
  }, 60_000);

  it("refuses the offline synth's placeholders switch", () => {
    const r = deploy(["-c", "placeholders=true"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("never deployed");
  }, 60_000);
});

describe("parseArgs", () => {
  it("takes -c, --context and --context= pairs and passes everything else to cdk", () => {
    expect(parseArgs(["-c", "a=1", "--context", "b=x=y", "--context=c=3", "--profile", "games"])).toEqual({
      context: { a: "1", b: "x=y", c: "3" }, rest: ["--profile", "games"],
    });
    expect(() => parseArgs(["-c", "novalue"])).toThrow(/expected key=value/);
  });
});
