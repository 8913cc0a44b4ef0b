/**
 * Local HTTP doubles of the two AWS services without a local twin, answering the real SDK
 * clients (point them here with AWS_ENDPOINT_URL_SCHEDULER / AWS_ENDPOINT_URL_SESV2): EventBridge
 * Scheduler and SES v2. Each refuses what the service would refuse, with the service's status
 * and error type: a schedule name taken (ConflictException), a schedule or group that does not
 * exist (ResourceNotFoundException), a bad name or expression (ValidationException); mail from
 * an identity not verified (MessageRejected), a configuration set that does not exist.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

interface Double {
  readonly endpoint: string;
  close(): Promise<void>;
}

async function serve(handle: (req: IncomingMessage, body: string) => { status: number; type?: string; body: unknown }): Promise<Double & { server: ReturnType<typeof createServer> }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (d) => { body += String(d); });
    req.on("end", () => {
      const out = handle(req, body);
      res.statusCode = out.status;
      res.setHeader("content-type", "application/json");
      if (out.type) res.setHeader("x-amzn-errortype", out.type);
      res.end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const { port } = server.address() as AddressInfo;
  return { server, endpoint: `http://127.0.0.1:${port}`, close: () => new Promise<void>((done) => server.close(() => done())) };
}

const refuse = (status: number, type: string, message: string) => ({ status, type, body: { Message: message } });

export interface Schedule {
  readonly group: string;
  readonly name: string;
  /** When it fires (the `at()` expression, UTC). */
  readonly at: Date;
  readonly target: { Arn: string; RoleArn: string; Input: string };
}

/** EventBridge Scheduler: one-time schedules in the groups that exist. */
export async function schedulerDouble(opts: { groups: readonly string[]; region: string; account: string }) {
  const schedules = new Map<string, Schedule>();
  const key = (group: string, name: string) => `${group}/${name}`;
  const double = await serve((req, raw) => {
    const url = new URL(req.url ?? "/", "http://scheduler.local");
    const m = /^\/schedules\/([^/]+)$/.exec(url.pathname);
    if (!m) return refuse(404, "UnknownOperationException", `no such operation ${req.method} ${url.pathname}`);
    const name = decodeURIComponent(m[1]!);
    if (!/^[0-9a-zA-Z-_.]{1,64}$/.test(name)) return refuse(400, "ValidationException", `Schedule name ${name} is not valid.`);
    if (req.method === "POST") {
      const body = JSON.parse(raw) as { GroupName?: string; ScheduleExpression?: string; Target?: Schedule["target"] };
      const group = body.GroupName ?? "default";
      if (!opts.groups.includes(group) && group !== "default") return refuse(404, "ResourceNotFoundException", `Schedule group ${group} does not exist.`);
      const at = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/.exec(body.ScheduleExpression ?? "");
      if (!at) return refuse(400, "ValidationException", `Invalid Schedule Expression ${body.ScheduleExpression}.`);
      if (!body.Target?.Arn || !body.Target.RoleArn) return refuse(400, "ValidationException", "A target needs an Arn and a RoleArn.");
      if (schedules.has(key(group, name))) return refuse(409, "ConflictException", `Schedule ${name} already exists.`);
      schedules.set(key(group, name), { group, name, at: new Date(`${at[1]}Z`), target: body.Target });
      return { status: 200, body: { ScheduleArn: `arn:aws:scheduler:${opts.region}:${opts.account}:schedule/${group}/${name}` } };
    }
    if (req.method === "DELETE") {
      const group = url.searchParams.get("groupName") ?? "default";
      if (!schedules.delete(key(group, name))) return refuse(404, "ResourceNotFoundException", `Schedule ${name} does not exist.`);
      return { status: 200, body: {} };
    }
    return refuse(404, "UnknownOperationException", `no such operation ${req.method} ${url.pathname}`);
  });
  return {
    endpoint: double.endpoint,
    close: double.close,
    schedules,
    /** The schedules due at `now`, earliest first: they stay (their names in use) until `completed`. */
    due(now: Date): Schedule[] {
      return [...schedules.values()].filter((s) => s.at.getTime() <= now.getTime()).sort((a, b) => a.at.getTime() - b.at.getTime());
    },
    /** A fired schedule's invocation is over: Scheduler deletes it then (ActionAfterCompletion DELETE), not before. */
    completed(s: Schedule): void {
      if (schedules.get(key(s.group, s.name)) === s) schedules.delete(key(s.group, s.name));
    },
  };
}

export interface SentEmail {
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly configurationSet?: string;
  readonly replyTo?: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** SES v2 SendEmail, from verified identities (addresses or domains) only; while `throttling`, every send is over the account's rate. */
export async function sesDouble(opts: { identities: readonly string[]; configurationSets: readonly string[] }) {
  const sent: SentEmail[] = [];
  let throttling = false;
  const double = await serve((req, raw) => {
    if (req.method !== "POST" || req.url !== "/v2/email/outbound-emails") return refuse(404, "NotFoundException", `no such operation ${req.method} ${req.url}`);
    if (throttling) return refuse(429, "TooManyRequestsException", "Maximum sending rate exceeded.");
    const body = JSON.parse(raw) as {
      FromEmailAddress?: string; ConfigurationSetName?: string; Destination?: { ToAddresses?: string[] }; ReplyToAddresses?: string[];
      Content?: { Simple?: { Subject?: { Data?: string }; Body?: { Text?: { Data?: string } }; Headers?: { Name: string; Value: string }[] } };
    };
    const from = /<([^>]+)>\s*$/.exec(body.FromEmailAddress ?? "")?.[1] ?? body.FromEmailAddress ?? "";
    if (!opts.identities.includes(from) && !opts.identities.includes(from.split("@")[1] ?? "")) {
      return refuse(400, "MessageRejected", `Email address is not verified. The following identities failed the check: ${from}`);
    }
    if (body.ConfigurationSetName && !opts.configurationSets.includes(body.ConfigurationSetName)) {
      return refuse(404, "NotFoundException", `Configuration set <${body.ConfigurationSetName}> does not exist.`);
    }
    sent.push({
      from, to: body.Destination?.ToAddresses ?? [], subject: body.Content?.Simple?.Subject?.Data ?? "", text: body.Content?.Simple?.Body?.Text?.Data ?? "",
      headers: Object.fromEntries((body.Content?.Simple?.Headers ?? []).map((h) => [h.Name, h.Value])),
      ...(body.ConfigurationSetName ? { configurationSet: body.ConfigurationSetName } : {}),
      ...(body.ReplyToAddresses?.[0] ? { replyTo: body.ReplyToAddresses[0] } : {}),
    });
    return { status: 200, body: { MessageId: `m-${sent.length}` } };
  });
  return { endpoint: double.endpoint, close: double.close, sent, throttle: (on: boolean) => { throttling = on; } };
}

/**
 * S3 GetObject (path-style, as the SDK addresses a bucket at an IP endpoint) from the buckets that
 * exist, whole or by a `bytes=a-b` Range (206 with Content-Range, as S3 answers); a missing
 * bucket or key is refused as S3 refuses it.
 */
export async function s3Double(opts: { buckets: readonly string[] }) {
  const objects = new Map<string, Buffer>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://s3.local");
    const [, bucket = "", ...rest] = url.pathname.split("/");
    const key = rest.map(decodeURIComponent).join("/");
    const fail = (status: number, code: string) => {
      res.statusCode = status;
      res.setHeader("content-type", "application/xml");
      res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
    };
    req.resume();
    if (req.method !== "GET") return fail(405, "MethodNotAllowed");
    if (!opts.buckets.includes(bucket)) return fail(404, "NoSuchBucket");
    const body = objects.get(`${bucket}/${key}`);
    if (!body) return fail(404, "NoSuchKey");
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? "");
    const from = range ? Number(range[1]) : 0;
    const to = range ? Math.min(range[2] ? Number(range[2]) : body.length - 1, body.length - 1) : body.length - 1;
    res.statusCode = range ? 206 : 200;
    if (range) res.setHeader("content-range", `bytes ${from}-${to}/${body.length}`);
    res.setHeader("content-length", String(to - from + 1));
    res.end(body.subarray(from, to + 1));
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
    /** What SES receiving's S3 action does: the raw message stored under its key. */
    put(bucket: string, key: string, body: Buffer): void {
      if (!opts.buckets.includes(bucket)) throw new Error(`no bucket ${bucket}`);
      objects.set(`${bucket}/${key}`, body);
    },
  };
}
