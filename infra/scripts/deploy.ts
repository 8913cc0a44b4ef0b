/**
 * `npm run deploy [-- -c key=value … --profile name]`: from a fresh clone to a working site in
 * one command. It checks the settings first (each missing or placeholder setting named; nothing
 * built or deployed), builds the web app's static export, runs `cdk deploy` for the stack (and,
 * with a custom domain outside us-east-1, its certificate stack), and prints the site URL.
 * Settings: docs/deploy.md. Extra arguments go to `cdk deploy` as they are.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ensureWebBuild } from "../../functions/src/local/web-build";
import { formatProblems, readSettings } from "../lib/settings";

const root = resolve(import.meta.dirname, "../..");

/** `-c key=value` / `--context key=value` / `--context=key=value` pairs, and everything else. */
export function parseArgs(argv: readonly string[]): { context: Record<string, string>; rest: string[] } {
  const context: Record<string, string> = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    let pair: string | undefined;
    if (arg === "-c" || arg === "--context") pair = argv[++i];
    else if (arg.startsWith("--context=")) pair = arg.slice("--context=".length);
    if (pair === undefined) {
      rest.push(arg);
      continue;
    }
    const eq = pair.indexOf("=");
    if (eq < 1) throw new Error(`expected key=value after ${arg}, got "${pair}"`);
    context[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return { context, rest };
}

function run(cmd: string, args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, CDK_DISABLE_VERSION_CHECK: "1" } });
    child.once("exit", (code) => done(code ?? 1));
  });
}

async function main(): Promise<number> {
  const { context, rest } = parseArgs(process.argv.slice(2));
  if (context.placeholders === "true") {
    console.error("placeholders=true is for offline synth only; it is never deployed.");
    return 1;
  }
  // Where cdk itself reads context: the user's ~/.cdk.json (a good home for originSecret), cdk.json, -c.
  const contextOf = (file: string) => (existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { context?: Record<string, unknown> }).context : undefined);
  const all: Record<string, unknown> = { ...contextOf(resolve(homedir(), ".cdk.json")), ...contextOf(resolve(root, "cdk.json")), ...context };
  const { settings, problems } = readSettings((key) => all[key]);
  if (!settings) {
    console.error(formatProblems(problems));
    return 1;
  }

  console.log("Building the web app (static export)…");
  await ensureWebBuild(root, { force: true, log: (l) => console.log(`  ${l.trim()}`) });

  const outputsFile = resolve(root, "cdk.out/deploy-outputs.json");
  const contextArgs = Object.entries(context).flatMap(([k, v]) => ["-c", `${k}=${v}`]);
  console.log(`Deploying ${settings.stackName} with cdk deploy…`);
  const code = await run(process.execPath, [
    resolve(root, "node_modules/aws-cdk/bin/cdk"), "deploy", "--all", "--require-approval", "never",
    "--outputs-file", outputsFile, ...contextArgs, ...rest,
  ]);
  if (code !== 0) {
    console.error(`\ncdk deploy failed (exit ${code}); see its output above and docs/deploy.md.`);
    return code;
  }
  const outputs = existsSync(outputsFile) ? (JSON.parse(readFileSync(outputsFile, "utf8")) as Record<string, Record<string, string>>) : {};
  const siteUrl = outputs[settings.stackName]?.SiteUrl;
  console.log(`\nBackroom is deployed: ${siteUrl ?? "(see the SiteUrl output above)"}`);
  console.log(`Check it end to end:   npm run smoke -- ${siteUrl ?? "<SiteUrl>"}`);
  console.log(`Confirm the alarm subscription AWS mailed to ${settings.alarmEmail}.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then((code) => process.exit(code), (e: Error) => {
    console.error(e.message);
    process.exit(1);
  });
}
