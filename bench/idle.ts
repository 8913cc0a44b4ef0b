/**
 * Idle cost (issue 14), asserting nothing: what one poll of an open game page costs while
 * nothing happens. A Politika game (8 players) is played a little through the local stack's HTTP
 * API, then polled the way the web app polls it (GET /games/{id} with If-None-Match), and, for
 * contrast, without the tag. Reported per poll: bytes on the wire (status line, headers and body
 * as the edge sends them) and DynamoDB read capacity units (ReturnConsumedCapacity on every
 * command the API sends, summed).
 * `npx tsx bench/idle.ts` runs this part alone.
 */
import { request } from "node:http";
import { resolve } from "node:path";
import { LINK_TTL } from "../functions/src/auth/auth";
import { startLocalStack } from "../functions/src/local/stack";

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

export interface IdlePoll { bytes: number; readUnits: number; status: number }
export interface IdleResult { conditional: IdlePoll; full: IdlePoll }

/** One GET over a raw socket: the bytes received, status line and headers included. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number; etag: string | null }> {
  return new Promise((done, fail) => {
    const req = request(url, { headers, agent: false }, (res) => {
      // The status line and headers as sent, then the body.
      let bytes = Buffer.byteLength(`HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`);
      for (let i = 0; i < res.rawHeaders.length; i += 2) bytes += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
      res.on("data", (c: Buffer) => (bytes += c.length));
      res.on("end", () => done({ status: res.statusCode ?? 0, bytes, etag: (res.headers.etag as string | undefined) ?? null }));
    });
    req.on("error", fail);
    req.end();
  });
}

export async function idleCost(polls = 20): Promise<IdleResult> {
  const stack = await startLocalStack({});
  let readUnits = 0;
  stack.app.dynamo.middlewareStack.add((next) => async (args) => {
    const input = args.input as Record<string, unknown>;
    input.ReturnConsumedCapacity = "TOTAL";
    const out = await next(args);
    // One object for single-item calls, a list for batches and transactions; reads only happen here while idle.
    type Consumed = { CapacityUnits?: number };
    const cc = (out.output as { ConsumedCapacity?: Consumed | Consumed[] }).ConsumedCapacity;
    for (const c of Array.isArray(cc) ? cc : cc ? [cc] : []) readUnits += c.CapacityUnits ?? 0;
    return out;
  }, { step: "initialize", name: "benchConsumedCapacity" });
  try {
    const emails = Array.from({ length: 8 }, (_, i) => `p${i}@bench.test`);
    const sessions: string[] = [];
    for (const email of emails) sessions.push((await stack.app.auth.redeem(await stack.app.auth.mintLink(email, null, LINK_TTL.signIn))).session);
    const auth = (s: string) => ({ authorization: `Bearer ${s}`, "content-type": "application/json" });
    const created = await fetch(`${stack.apiUrl}/games`, {
      method: "POST", headers: auth(sessions[0]!),
      body: JSON.stringify({ game: "politika", options: { rounds: 6 }, players: emails.map((email, i) => ({ name: `P${i + 1}`, email })) }),
    });
    const { gameId } = (await created.json()) as { gameId: string };
    // Everyone opens it once (joined), and a few moves are made, so the state is a real one.
    for (let i = 0; i < 12; i++) {
      const games = await Promise.all(sessions.map(async (s) => (await fetch(`${stack.apiUrl}/games/${gameId}`, { headers: auth(s) })).json() as Promise<{ version: number; awaiting: number[]; legalMoves: { move: unknown }[] }>));
      const seat = games[0]!.awaiting[0];
      if (seat === undefined) break;
      const mine = games[seat]!;
      await fetch(`${stack.apiUrl}/games/${gameId}/moves`, { method: "POST", headers: auth(sessions[seat]!), body: JSON.stringify({ move: mine.legalMoves[0]!.move, clientMoveId: `idle-${i}`, expectedVersion: mine.version }) });
    }
    const url = `${stack.apiUrl}/games/${gameId}`;
    const first = await rawGet(url, auth(sessions[1]!));
    if (!first.etag) throw new Error("GET /games/{id} sent no ETag");
    const measure = async (headers: Record<string, string>): Promise<IdlePoll> => {
      let bytes = 0;
      let status = 0;
      const units0 = readUnits;
      for (let i = 0; i < polls; i++) {
        const r = await rawGet(url, headers);
        bytes += r.bytes;
        status = r.status;
      }
      return { bytes: bytes / polls, readUnits: (readUnits - units0) / polls, status };
    };
    const conditional = await measure({ ...auth(sessions[1]!), "if-none-match": first.etag });
    const full = await measure(auth(sessions[1]!));
    return { conditional, full };
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const r = await idleCost();
  console.log(`idle poll with If-None-Match: ${r.conditional.status}, ${r.conditional.bytes.toFixed(0)} B, ${r.conditional.readUnits.toFixed(2)} RCU`);
  console.log(`poll without it:              ${r.full.status}, ${r.full.bytes.toFixed(0)} B, ${r.full.readUnits.toFixed(2)} RCU`);
  process.exit(0);
}
