/**
 * `npm run smoke` against the local stack serving the production build as CloudFront would: the
 * same checks it makes against a deployed site pass here, and it fails (exit 1, the failed check
 * named) against something that is not Backroom.
 */
import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import { resolve } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startLocalStack, type LocalStack } from "../../../functions/src/local/stack";
import { SMOKE_EMAIL } from "../../../infra/scripts/smoke";

const root = resolve(import.meta.dirname, "../../..");
let stack: LocalStack;
let impostor: Server;
let impostorUrl: string;

beforeAll(async () => {
  stack = await startLocalStack({ web: "prod" });
  // Like a distribution with an error page over everything: every missing path, API ones too, is the HTML 404 page.
  impostor = createServer((req, res) => (req.url?.includes("no-such")
    ? res.writeHead(404, { "content-type": "text/html" }).end("<html>not found</html>")
    : res.writeHead(200, { "content-type": "text/html" }).end("<html>hello</html>")));
  await new Promise<void>((r) => impostor.listen(0, "127.0.0.1", r));
  const addr = impostor.address();
  impostorUrl = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;
});

afterAll(async () => {
  await stack?.stop();
  impostor?.close();
});

/** Runs the script as `npm run smoke` does; asynchronously, since the stack answers from this process. */
function smoke(url: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [resolve(root, "node_modules/tsx/dist/cli.mjs"), "infra/scripts/smoke.ts", url], { cwd: root });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => { stdout += String(d); });
    child.stderr.on("data", (d) => { stderr += String(d); });
    child.once("exit", (status) => done({ status, stdout, stderr }));
  });
}

it("passes every check against the local stack, and the sign-in request really sends", async () => {
  const r = await smoke(stack.webUrl);
  expect(r.stdout).toContain("All 11 checks passed.");
  expect(r.status).toBe(0);
  await stack.mail.waitFor((m) => m.to === SMOKE_EMAIL && m.subject.includes("sign-in"));
});

it("fails, naming the checks, against a site that is not Backroom", async () => {
  const r = await smoke(impostorUrl);
  expect(r.status).toBe(1);
  expect(r.stdout).toContain("✗ Content-Security-Policy with frame-ancestors 'none'");
  expect(r.stdout).toContain("✗ /api/catalog lists the games");
  expect(r.stdout).toContain("✗ unknown API route answers 404 in JSON");
  expect(r.stdout).toContain("✓ unknown page answers 404 with the 404 page");
});

it("explains its usage without a URL", async () => {
  const r = await smoke("");
  expect(r.status).toBe(2);
  expect(r.stderr).toContain("Usage: npm run smoke -- <site URL>");
});
