/**
 * The whole local stack in one call: DynamoDB Local, the table, the mail catcher, the stream
 * poller driving the notifier, and one local edge server (functions/src/local/edge.ts) that
 * serves the API under /api and, with `web: "prod"`, the web app's static export exactly as
 * CloudFront does. `npm start`, `npm run dev` and the end-to-end tests all use it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import type { AnyGameDefinition } from "@backroom/engine";
import { compose, EnvSchema } from "../compose";
import { callLogRecorder } from "./call-log";
import { ensureTable, startDynamoLocal } from "./dynamo-local";
import { startLocalEdge } from "./edge";
import { ensureWebBuild } from "./web-build";
import { startMailCatcher, type MailCatcher } from "./mail-catcher";
import { startStreamPoller, type DeadLetter, type StreamNotice } from "./stream-poller";
import { systemClock, type Clock } from "../ports/clock";
import { localTimers } from "../adapters/local/file-timers";
import { type Timer } from "../ports/timers";
import { startLocalInbound, type LocalInbound } from "../adapters/local/smtp-inbound";
import { sendLocalReply } from "./reply-sender";

/** Where local replies go unless told otherwise. */
export const LOCAL_REPLY_DOMAIN = "reply.backroom.local";

export interface LocalStackOptions {
  /** Fixed ports for `npm start`; 0 (the default) picks free ports, as tests want. */
  readonly ports?: { dynamo?: number; api?: number; smtp?: number; web?: number; inbound?: number };
  /** The domain replies to game mail go to, received by a local SMTP server; null: no Reply-To, no inbound server. */
  readonly replyDomain?: string | null;
  /** Sender domains whose replies pass the simulated SPF check (adapters/local/smtp-inbound.ts); all by default. */
  readonly inboundPassDomains?: readonly string[];
  /** Keep DynamoDB data here between runs; in memory when absent. */
  readonly dataDir?: string;
  /**
   * The web app: "prod" serves the static export (built first if stale) from the local edge, as
   * CloudFront would; "dev" runs `next dev` proxying /api to the edge; none when absent.
   */
  readonly web?: "dev" | "prod";
  readonly games?: Readonly<Record<string, AnyGameDefinition>>;
  readonly snapshotEvery?: number;
  /** Seconds a bot seat waits before it moves (BOT_DELAY_SECONDS's default unless told). */
  readonly botDelaySeconds?: number;
  /** Minutes before a waiting seat is reminded (default 2 days); tests use a fraction. */
  readonly remindAfterMinutes?: number;
  /** Seconds of the mail coalescing window (default 60 locally); tests use less. */
  readonly coalesceSeconds?: number;
  /** Defaults to the system clock; tests pass a ManualClock and move it. */
  readonly clock?: Clock;
  readonly log?: (line: string) => void;
}

export interface LocalStack {
  /** The API's base URL (`<origin>/api`); the local-only routes (/_local/mail, /dev/mail) are at the origin. */
  readonly apiUrl: string;
  readonly webUrl: string;
  readonly dynamoEndpoint: string;
  readonly tableName: string;
  readonly mail: MailCatcher;
  /** The inbound SMTP server replies go to (null without a reply domain). */
  readonly inbound: LocalInbound | null;
  readonly app: ReturnType<typeof compose>;
  readonly timers: ReturnType<typeof localTimers>;
  /** Stream records and timers set aside after their last attempt. */
  deadLetters(): DeadLetter[];
  /** Resolves once every outbox record written so far has reached the notifier and the timers running now are done. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export const REPO_ROOT = resolve(import.meta.dirname, "../../..");

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

export async function startLocalStack(opts: LocalStackOptions = {}): Promise<LocalStack> {
  const log = opts.log ?? (() => {});
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => { for (const s of stops.reverse()) await s().catch(() => {}); };
  try {
    const dynamoPort = opts.ports?.dynamo || (await freePort());
    const webPort = opts.ports?.web || (await freePort());
    // The edge takes the web port, except under `next dev`, which needs it and proxies to the edge.
    const edgePort = opts.web === "dev" ? (opts.ports?.api || (await freePort())) : webPort;
    const tableName = "backroom";
    const dynamo = await startDynamoLocal({ port: dynamoPort, dataDir: opts.dataDir });
    stops.push(() => dynamo.stop());
    await ensureTable(dynamo.client, tableName);
    log(`DynamoDB Local  ${dynamo.endpoint}${opts.dataDir ? ` (data in ${opts.dataDir})` : " (in memory)"}`);

    const mail = await startMailCatcher({ port: opts.ports?.smtp ?? 0 });
    stops.push(() => mail.stop());
    log(`SMTP catcher    smtp://127.0.0.1:${mail.port}`);

    const webUrl = `http://localhost:${webPort}`;
    const replyDomain = opts.replyDomain === undefined ? LOCAL_REPLY_DOMAIN : opts.replyDomain;
    // As in AWS, the API admits only what the edge sends it (a fresh secret per run).
    const originSecret = randomBytes(32).toString("base64url");
    const env = EnvSchema.parse({
      TABLE_NAME: tableName, WEB_URL: webUrl, MAILER: "smtp", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(mail.port),
      DYNAMODB_ENDPOINT: dynamo.endpoint, SNAPSHOT_EVERY: String(opts.snapshotEvery ?? 50), MAIL_FROM: "Backroom <no-reply@backroom.local>",
      REMIND_AFTER_MINUTES: String(opts.remindAfterMinutes ?? 2880), COALESCE_SECONDS: String(opts.coalesceSeconds ?? 60),
      EDGE_SECRETS: originSecret,
      ...(opts.botDelaySeconds !== undefined ? { BOT_DELAY_SECONDS: String(opts.botDelaySeconds) } : {}),
      ...(replyDomain ? { REPLY_DOMAIN: replyDomain } : {}),
    });
    const clock = opts.clock ?? systemClock;
    const deadLetters: DeadLetter[] = [];
    const notices: StreamNotice[] = [];
    const runtimeDir = opts.dataDir ? resolve(opts.dataDir, "..", "runtime") : undefined;
    if (runtimeDir) mkdirSync(runtimeDir, { recursive: true });
    // Timers fire from real timers here (kept in a file across restarts); the handler is the one
    // EventBridge Scheduler invokes in AWS.
    let fireTimer: (t: Timer) => Promise<unknown> = async () => {};
    const timers = localTimers({
      clock, fire: (t) => fireTimer(t), log, onDeadLetter: (d) => deadLetters.push(d),
      ...(runtimeDir ? { file: resolve(runtimeDir, "timers.json") } : {}),
    });
    stops.push(async () => timers.stop());
    let lastNotifierError = "";
    const engine = await import("@backroom/engine");
    // Under npm test, the AWS calls of every path the tests take are checked against the stack's roles.
    const recorder = callLogRecorder();
    const app = compose(env, {
      games: opts.games ?? engine.games, bots: engine.bots, timers, clock, ...(recorder ? { recorder } : {}),
      notifierLog: (m, e) => { lastNotifierError = e instanceof Error ? e.message : String(e ?? m); log(`${m}: ${lastNotifierError}`); },
    });
    fireTimer = (t) => app.timer(t);
    stops.push(async () => app.dynamo.destroy());
    const inbound = app.inbound && replyDomain
      ? await startLocalInbound({ port: opts.ports?.inbound ?? 0, domain: replyDomain, handle: app.inbound, log, ...(opts.inboundPassDomains ? { passDomains: opts.inboundPassDomains } : {}) })
      : null;
    if (inbound) {
      stops.push(() => inbound.stop());
      log(`Inbound SMTP    smtp://127.0.0.1:${inbound.port} (replies to *@${inbound.domain})`);
    }
    const siteDir = opts.web === "prod" ? await ensureWebBuild(REPO_ROOT, { log }) : undefined;
    const edge = await startLocalEdge({ port: edgePort, handler: app.api, mail, siteDir,
      ...(inbound ? { reply: (r: Parameters<typeof sendLocalReply>[1]) => sendLocalReply(inbound, r) } : {}), deadLetters: () => deadLetters, notices: () => notices, originSecret });
    stops.push(() => edge.stop());
    const apiUrl = `${edge.url}/api`;
    log(`API             ${apiUrl}`);

    const poller = await startStreamPoller({
      client: dynamo.client, endpoint: dynamo.endpoint, tableName, handler: app.notifier,
      startAt: opts.dataDir ? "LATEST" : "TRIM_HORIZON", log,
      lastError: () => lastNotifierError, onDeadLetter: (d) => deadLetters.push(d), onNotice: (n) => notices.push(n),
      ...(runtimeDir ? { checkpointFile: resolve(runtimeDir, "stream-checkpoint.json") } : {}),
    });
    stops.push(() => poller.stop());
    log("Notifier        polling the table's stream (outbox records only)");

    if (opts.web === "dev") {
      stops.push(await startNextDev({ port: webPort, localOrigin: edge.url, log }));
      log(`Web app         ${webUrl} (next dev)`);
    } else if (opts.web === "prod") {
      log(`Web app         ${webUrl} (static export, served as CloudFront serves it)`);
    }
    log(`Caught mail     ${webUrl}/dev/mail`);
    return { apiUrl, webUrl, dynamoEndpoint: dynamo.endpoint, tableName, mail, inbound, app, timers, deadLetters: () => deadLetters.slice(),
      async settled() {
        await poller.caughtUp();
        await timers.idle();
        await poller.caughtUp();
      },
      stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** Starts `next dev` in web/, proxying /api and the mail page to the local edge; returns its stop function. */
async function startNextDev(opts: { port: number; localOrigin: string; log: (l: string) => void }): Promise<() => Promise<void>> {
  const cwd = resolve(REPO_ROOT, "web");
  const env = { ...process.env, BACKROOM_LOCAL_ORIGIN: opts.localOrigin, NEXT_TELEMETRY_DISABLED: "1", PORT: String(opts.port) };
  const next = resolve(REPO_ROOT, "node_modules/next/dist/bin/next");
  const child: ChildProcess = spawn(process.execPath, [next, "dev", "--port", String(opts.port), "--hostname", "127.0.0.1"], {
    cwd, env, stdio: "pipe", detached: true,
  });
  let out = "";
  child.stdout?.on("data", (d) => { out += String(d); });
  child.stderr?.on("data", (d) => { out += String(d); });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the web app exited (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`http://127.0.0.1:${opts.port}/`);
      if (res.status < 500) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) throw new Error(`the web app did not answer within 180 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    try { process.kill(-child.pid!, "SIGTERM"); } catch { child.kill("SIGTERM"); }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) try { process.kill(-child.pid!, "SIGKILL"); } catch { /* gone */ }
  };
}
