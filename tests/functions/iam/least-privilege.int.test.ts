/**
 * Every AWS call allowed, and nothing allowed that no call uses. The five functions of the stack
 * synthesised with a reply domain, composed with the environment it gives each, are driven
 * through every path that reaches AWS (sign-in mail, games, moves, chat, seats, lobbies, rematch, vacations, settings,
 * timers set and cancelled, reminders, flushes and digests, timeouts, bot moves, a bounce, mail
 * resent while SES throttles, set aside after an hour and sent by the operator's redrive, the
 * operator's rotation of the link key, a move
 * and a line of talk by reply to a game mail, read from the bucket SES receiving stores it in),
 * every SDK command they send is recorded, and each is evaluated against the identity policies
 * of that function's role in the template with an IAM policy evaluator. A denied call fails
 * naming the function, the action and the resource; so does a granted action that no recorded
 * call uses, unless it is an exception below, with its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLeastPrivilege, describeVerdict, type Verdict } from "../../support/iam-check";
import { EXCEPTIONS } from "../../support/iam-exceptions";
import { saveCalls } from "../../support/aws-calls";
import { deployedFunctions, type PolicyDocument, type Statement, type TemplateJson } from "../../support/stack-roles";
import { deployedPlatform, type DeployedPlatform } from "../../support/deployed-platform";
import type { FunctionName } from "../../../functions/src/adapters/aws/call-recorder";

let p: DeployedPlatform;
let verdict: Verdict;
const tokens: Record<string, string> = {};
const person = (who: string) => ({ name: who[0]!.toUpperCase() + who.slice(1), email: `${who}@example.test` });

async function ok(reply: Promise<{ status: number; body: any }>, status = 200): Promise<any> {
  const r = await reply;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Sign-in through the real path: the API queues the link, the notifier mails it through SES. */
async function signIn(who: string): Promise<void> {
  const { email } = person(who);
  await ok(p.call("POST", "/auth/sign-in", { body: { email } }), 202);
  await p.settle();
  const mail = p.ses.sent.findLast((m) => m.to.includes(email));
  const token = /[#&]token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no sign-in link mailed to ${email}`);
  tokens[who] = (await ok(p.call("POST", "/auth/redeem", { body: { token } }))).session;
}

async function move(gameId: string, who: string): Promise<void> {
  const g = await ok(p.call("GET", `/games/${gameId}`, { token: tokens[who] }));
  await ok(p.call("POST", `/games/${gameId}/moves`, { token: tokens[who], body: { move: g.legalMoves[0].move, clientMoveId: `move-${who}-${g.moveVersion}`, expectedVersion: g.moveVersion } }));
}

const names = () => [...p.scheduler.schedules.values()].map((s) => s.name);

/** Every path that reaches AWS, through the composed functions. */
async function playEveryPath(): Promise<void> {
  for (const who of ["ann", "bob", "cy"]) await signIn(who);
  await ok(p.call("GET", "/me", { token: tokens.ann }));
  await ok(p.call("GET", "/catalog"));
  await ok(p.call("GET", "/settings", { token: tokens.bob }));
  // Bob reads his news once a day: a digest timer.
  await ok(p.call("POST", "/settings", { token: tokens.bob, body: { settings: { mode: "digest", digestHour: 18 } } }));
  await ok(p.call("PUT", "/me/vacation", { token: tokens.cy, body: { start: "2026-12-20T00:00:00.000Z", end: "2026-12-24T00:00:00.000Z" } }));
  await ok(p.call("GET", "/me/vacation", { token: tokens.cy }));
  await ok(p.call("DELETE", "/me/vacation", { token: tokens.cy }));

  // A timed game with a bot seat: deadline timers for the people, a bot timer for the bot.
  const { gameId } = await ok(p.call("POST", "/games", {
    token: tokens.ann, body: { game: "high-card", options: { rounds: 2 }, players: [person("ann"), person("bob"), { name: "Robo", bot: true }], timeControl: { daysPerDecision: 1 } },
  }), 201);
  expect(names()).toEqual(expect.arrayContaining([expect.stringMatching(`^deadline-${gameId}-0-0-`), expect.stringMatching(`^deadline-${gameId}-1-0-`), `bot-${gameId}-2-0`]));
  await p.settle();
  await ok(p.call("GET", "/games", { token: tokens.ann }));
  await ok(p.call("GET", `/games/${gameId}/history`, { token: tokens.bob }));
  await ok(p.call("POST", `/games/${gameId}/chat`, { token: tokens.bob, body: { text: "Good luck", clientMoveId: "chat-0001" } }));
  // Ann's move cancels the timers of the decisions at move version 0.
  await move(gameId, "ann");
  expect(names()).not.toContain(`bot-${gameId}-2-0`);
  expect(names().filter((n) => n.startsWith(`deadline-${gameId}-0-0-`))).toEqual([]);
  // The bot's move, then the coalesced news, fire in the timer function.
  await p.clock.advance(10 * 60_000);
  await p.settle();
  // Days pass: Bob's deadlines run out (moves made for him), reminders and his digest fire.
  for (let day = 0; day < 8; day++) {
    if ((await ok(p.call("GET", `/games/${gameId}`, { token: tokens.ann }))).status === "finished") break;
    await p.clock.advance(86_400_000);
    await p.settle();
    const g = await ok(p.call("GET", `/games/${gameId}`, { token: tokens.ann }));
    if (g.status === "active" && g.legalMoves.length > 0) await move(gameId, "ann");
  }
  expect((await ok(p.call("GET", `/games/${gameId}`, { token: tokens.ann }))).status).toBe("finished");
  await ok(p.call("GET", `/games/${gameId}/record`, { token: tokens.bob }));
  const rematch = await ok(p.call("POST", `/games/${gameId}/rematch`, { token: tokens.ann }), 201);
  await ok(p.call("POST", `/games/${rematch.gameId}/seats/1`, { token: tokens.bob, body: { action: "resign" } }));
  await ok(p.call("POST", `/games/${rematch.gameId}/seats/0`, { token: tokens.ann, body: { action: "replace", name: "Dee", email: "dee@example.test" } }));

  // Open seats: a lobby created, listed, joined and started.
  const lobby = await ok(p.call("POST", "/lobbies", { token: tokens.ann, body: { game: "high-card", options: { rounds: 1 }, players: [person("ann")], minPlayers: 2, maxPlayers: 3 } }), 201);
  await ok(p.call("GET", `/lobbies/${lobby.gameId}`));
  await ok(p.call("GET", "/lobbies", { token: tokens.ann }));
  await ok(p.call("POST", `/lobbies/${lobby.gameId}/join`, { token: tokens.cy, body: { name: "Cy" } }));
  await ok(p.call("POST", `/lobbies/${lobby.gameId}/start`, { token: tokens.ann, body: { bots: 1 } }), 201);
  await p.settle();

  // Cy's address bounces: suppressed, and the next news for Cy is skipped.
  expect(await p.mailEvents(p.bounce("cy@example.test"))).toEqual({ suppressed: 1 });
  await ok(p.call("POST", `/games/${lobby.gameId}/chat`, { token: tokens.ann, body: { text: "Cy?", clientMoveId: "chat-0002" } }));
  await p.clock.advance(86_400_000);
  await p.settle();
  // One-click unsubscribe with the URL of a mail's List-Unsubscribe header, then sign-out.
  const oneClick = p.ses.sent.map((m) => /\/api(\/unsubscribe\?token=[A-Za-z0-9._~%-]+)>/.exec(m.headers["List-Unsubscribe"] ?? "")?.[1]).find(Boolean);
  if (!oneClick) throw new Error("no one-click unsubscribe URL in any mail");
  await ok(p.call("POST", oneClick, { rawBody: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } }));
  await ok(p.call("POST", "/auth/sign-out", { token: tokens.ann }), 204);

  // SES throttles for over an hour: the sign-in mail is tried again by resend timers, then set
  // aside; the operator's redrive (the timer function's `{ "kind": "redrive" }`) sends it.
  p.ses.throttle(true);
  await ok(p.call("POST", "/auth/sign-in", { body: { email: "fay@example.test" } }), 202);
  await p.settle();
  // Each try sets the next (1, 2, 4, 8, 16, 30 minutes after it): six of them, then set aside.
  for (let i = 0; i < 7; i++) {
    await p.clock.advance(30 * 60_000);
    await p.settle();
  }
  expect(p.ses.sent.filter((m) => m.to.includes("fay@example.test"))).toEqual([]);
  p.ses.throttle(false);
  expect(await p.timer({ kind: "redrive" })).toEqual({ kind: "redrive", acted: true });
  await p.settle();
  expect(p.ses.sent.filter((m) => m.to.includes("fay@example.test"))).toHaveLength(1);
  expect(await p.timer({ kind: "redrive" })).toEqual({ kind: "redrive", acted: false });

  // The operator revokes every settings and unsubscribe link (the timer function's input): the
  // one-click URL used above is refused now.
  expect(await p.timer({ kind: "rotate-link-key" })).toMatchObject({ kind: "rotate-link-key", acted: true });
  expect((await p.call("POST", oneClick)).status).toBe(410);
}

/** Replies to game mail, as SES receiving hands them to the inbound function: a move, then talk. */
async function replyByMail(): Promise<void> {
  const gus = "gus@example.test";
  // A timed game: Gus's reply closes round 1 (Bob moved first), so it cancels his deadline and arms round 2's.
  const { gameId } = await ok(p.call("POST", "/games", {
    token: tokens.bob, body: { game: "high-card", options: { rounds: 2 }, players: [person("bob"), person("gus")], timeControl: { daysPerDecision: 1 } },
  }), 201);
  // The invitation is news: coalesced, then flushed by a timer.
  await p.settle();
  await p.clock.advance(10 * 60_000);
  await p.settle();
  const invite = p.ses.sent.findLast((m) => m.to.includes(gus) && m.replyTo?.startsWith(`${gameId}.`));
  if (!invite) throw new Error(`no mail with a Reply-To to Gus, only ${JSON.stringify(p.ses.sent.filter((m) => m.to.includes(gus)).map((m) => [m.subject, m.replyTo]))}`);
  await move(gameId, "bob");
  const before = (await ok(p.call("GET", `/games/${gameId}`, { token: tokens.bob }))).moveVersion;
  const calls = p.recorder.calls.length;
  expect(await p.reply(invite, "1")).toEqual([{ outcome: "moved", gameId }]);
  expect((await ok(p.call("GET", `/games/${gameId}`, { token: tokens.bob }))).moveVersion).toBe(before + 1);
  expect(new Set(p.recorder.calls.slice(calls).filter((c) => c.fn === "inbound" && c.service === "scheduler").map((c) => c.command))).toEqual(new Set(["CreateSchedule", "DeleteSchedule"]));
  const answer = p.ses.sent.findLast((m) => m.to.includes(gus) && m.subject === `Re: ${invite.subject}`);
  if (!answer) throw new Error("Gus's move by reply was not answered");
  expect(await p.reply(answer, "Your turn, Bob.")).toEqual([{ outcome: "chatted", gameId, channel: expect.any(String) }]);
  await p.settle();
}

beforeAll(async () => {
  p = await deployedPlatform();
  await playEveryPath();
  await replyByMail();
  const file = saveCalls(p.recorder.calls, "least-privilege");
  verdict = await checkLeastPrivilege(p.recorder.calls, p.functions, { exceptions: EXCEPTIONS, sesIdentities: p.sesIdentities });
  console.info(`least privilege: ${p.recorder.calls.length} AWS calls recorded (${file}); ${verdict.evaluated} distinct (function, action, resource) evaluated`);
}, 600_000);
afterAll(() => p?.close());

describe("the AWS calls of each function, against its role in the stack", () => {
  it("were recorded for every function and every AWS service the stack grants", () => {
    const by = (fn: FunctionName) => new Set(p.recorder.calls.filter((c) => c.fn === fn).flatMap((c) => c.needs.map((n) => n.action.split(":")[0])));
    expect([...by("api")].sort()).toEqual(["dynamodb", "iam", "scheduler"]);
    expect([...by("notifier")].sort()).toEqual(["dynamodb", "iam", "scheduler", "ses"]);
    expect([...by("timer")].sort()).toEqual(["dynamodb", "iam", "scheduler"]);
    expect([...by("mail-events")]).toEqual(["dynamodb"]);
    expect([...by("inbound")].sort()).toEqual(["dynamodb", "iam", "s3", "scheduler", "ses"]);
  });

  it("are each allowed by the role of the function that makes them", () => {
    expect(describeVerdict({ ...verdict, unused: [], staleExceptions: [] }, EXCEPTIONS)).toEqual([]);
  });

  it("use every action each role allows, but for the exceptions listed with their reasons", () => {
    expect(describeVerdict({ ...verdict, denied: [] }, EXCEPTIONS)).toEqual([]);
  });

  it("let the inbound function read raw replies under inbound/ in its bucket and nothing else: no other key there, no other bucket", async () => {
    const read = p.recorder.calls.find((c) => c.fn === "inbound" && c.command === "GetObject")?.needs[0]?.resource;
    if (!read) throw new Error("the inbound function read no raw reply");
    const bucket = read.slice(0, read.indexOf("/"));
    expect(read.slice(bucket.length)).toMatch(/^\/inbound\/./);
    const getObject = (resource: string) => ({ fn: "inbound" as const, service: "s3", command: "GetObject", needs: [{ action: "s3:GetObject", resource }] });
    const keys = [`${bucket}/inbound/another-reply`, `${bucket}/config.json`, `${bucket}/inboundx/a-reply`, `${bucket}/other/inbound/a-reply`, `another-bucket/inbound/a-reply`, `${bucket}x/inbound/a-reply`];
    const v = await checkLeastPrivilege(keys.map(getObject), p.functions, { exceptions: EXCEPTIONS, sesIdentities: p.sesIdentities });
    expect(v.evaluated).toBe(keys.length);
    expect(v.denied.map((d) => [d.resource, d.result])).toEqual(keys.slice(1).map((k) => [`arn:aws:s3:::${k}`, "ImplicitlyDenied"]));
  });

  it("would fail, naming it, had a role lost an action the calls need (DeleteSchedule taken from the template)", async () => {
    const mutated = structuredClone(p.template) as TemplateJson;
    for (const r of Object.values(mutated.Resources)) {
      if (r.Type !== "AWS::IAM::Policy") continue;
      for (const s of (r.Properties!.PolicyDocument as PolicyDocument).Statement as Statement[]) {
        (s as { Action: unknown }).Action = [s.Action].flat().filter((a) => a !== "scheduler:DeleteSchedule");
      }
    }
    const denied = await checkLeastPrivilege(p.recorder.calls, deployedFunctions(mutated, p.functionIds), { exceptions: EXCEPTIONS, sesIdentities: p.sesIdentities });
    expect(new Set(denied.denied.map((d) => `${d.fn} ${d.action} ${d.result}`))).toEqual(new Set(["api scheduler:DeleteSchedule ImplicitlyDenied", "timer scheduler:DeleteSchedule ImplicitlyDenied", "inbound scheduler:DeleteSchedule ImplicitlyDenied"]));
    const lines = describeVerdict(denied, EXCEPTIONS);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^(api|timer|inbound): scheduler:DeleteSchedule on arn:aws:scheduler:eu-west-1:123456789012:schedule\/Test-Reminders-[A-F0-9]+\/\S+( and \d+ more)? \(for DeleteSchedule\) is ImplicitlyDenied by its role$/);
  });
});
