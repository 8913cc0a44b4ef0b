/**
 * The right amount of mail, against DynamoDB Local, its real stream (through the local poller),
 * real SMTP into the mail catcher and local timers driven by a ManualClock: decisions within
 * the coalescing window make one email; a digest reader gets one email at their hour; every
 * email says what is wanted and carries one-click unsubscribe headers; the host is never invited; unsubscribing works
 * without a session; a retried batch never mails anyone twice.
 */
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { inject } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller } from "../../support/api-client";
import { ManualClock } from "../../../functions/src/ports/clock";
import { freePort } from "../../../functions/src/local/stack";
import { startMailCatcher, type CaughtMail, type MailCatcher } from "../../../functions/src/local/mail-catcher";
import { startStreamPoller, type StreamPoller } from "../../../functions/src/local/stream-poller";
import { localTimers } from "../../../functions/src/adapters/local/file-timers";
import { type Timer } from "../../../functions/src/ports/timers";
import { formatDeadline } from "../../../functions/src/clocks/clock-policy";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { keys } from "../../../functions/src/store/table";

const clock = new ManualClock("2026-12-01T09:00:00.000Z");
let app: Awaited<ReturnType<typeof freshPlatform>>;
let poller: StreamPoller;
let catcher: MailCatcher;
let timers: ReturnType<typeof localTimers>;
/** Makes the next set of a flush timer for this address fail once (a notifier partial failure). */
const failFlushOnceFor = new Set<string>();

beforeAll(async () => {
  const smtpPort = await freePort();
  catcher = await startMailCatcher({ port: smtpPort });
  let fire: (t: Timer) => Promise<unknown> = async () => {};
  timers = localTimers({ clock, fire: (t) => fire(t) });
  const flaky = {
    set: async (t: Timer, at: Date) => {
      if (t.kind === "flush" && failFlushOnceFor.delete(t.email)) throw new Error("scheduler unavailable");
      await timers.set(t, at);
    },
    cancel: (name: string) => timers.cancel(name),
  };
  app = await freshPlatform({ games: { [highCard.id]: highCard }, smtpPort, clock, timers: flaky, env: { COALESCE_SECONDS: "120" } });
  fire = (t) => app.timer(t);
  poller = await startStreamPoller({ client: app.dynamo, endpoint: inject("dynamoEndpoint"), tableName: app.tableName, startAt: "TRIM_HORIZON", handler: app.notifier, log: () => {} });
});

afterAll(async () => {
  timers?.stop();
  await poller?.stop();
  await catcher?.stop();
});

const mailTo = (email: string) => catcher.messages().filter((m) => m.to === email);

/**
 * Everything so far has run its course: each outbox record written has reached the notifier and
 * each due timer has fired, over and over until a round changes nothing. Tests assert "no more
 * mail" after this, never after a sleep; and each test ends on it, so no mail work of one test
 * runs on into the next.
 */
async function settled() {
  for (;;) {
    const before = `${catcher.messages().length} ${timers.pendingNames().join()}`;
    await poller.caughtUp();
    await timers.idle();
    if (`${catcher.messages().length} ${timers.pendingNames().join()}` === before) return;
  }
}
afterEach(settled);

/** Waits until the stream has brought every outbox record so far to the notifier (its pending news exists). */
async function queued(email: string, gameId: string, throughSeq: number) {
  await expect.poll(async () => (await app.users.pending(email, gameId))?.throughSeq, { timeout: 20_000 }).toBe(throughSeq);
}

async function play(gameId: string, email: string) {
  const game = await app.service.readGame(email, gameId);
  const move = game.legalMoves[0]!.move as { kind: "play"; card: string };
  return app.service.submitMove(email, gameId, { move, clientMoveId: `m-${Math.random().toString(36).slice(2, 12)}`, expectedVersion: game.version });
}

it("coalesces an invitation and two rounds of decisions into one email that says what is wanted; the host gets none", async () => {
  const ann = "ann@example.test";
  const bob = "bob@example.test";
  // Bob hosts and plays second: Ann's invitation and both rounds are one email; Bob is not invited.
  const { gameId } = await app.service.createGame(bob, { game: "high-card", options: { rounds: 3 }, players: [{ name: "Ann", email: ann }, { name: "Bob", email: bob }] });
  await queued(ann, gameId, 0);
  for (let round = 0; round < 2; round++) {
    await play(gameId, ann);
    await play(gameId, bob);
  }
  await queued(ann, gameId, 4);
  expect(await app.users.pending(bob, gameId)).toBeNull(); // nothing for the host: the moves since were Ann's
  await clock.advance(60_000);
  expect(mailTo(ann)).toHaveLength(0); // the window is still open
  await clock.advance(61_000);
  const annMail = await catcher.waitFor((m) => m.to === ann);
  await timers.idle();
  await settled(); // nothing else arrives
  expect(mailTo(ann)).toHaveLength(1);
  expect(mailTo(bob)).toHaveLength(0);
  expect(annMail.subject).toBe("Your move in High Card (test fixture)");
  // What happened since Ann's last move, as Ann may read it, what is wanted, one game link.
  expect(annMail.text).toContain("Since your last move:");
  expect(annMail.text).toMatch(/Bob chose a card. The round.s cards are revealed/);
  expect(annMail.text).toMatch(/Waiting for you: Play card-\d+\./);
  expect(annMail.text).toContain(`next=%2Fgames%2F${gameId}`);
  expect(annMail.html).toContain("Open High Card (test fixture)");
  expectUnsubscribeHeaders(annMail);
  // A mail about one game names it in its settings link: the page offers that game's mute switch.
  expect(new URLSearchParams(new URL(/http:\/\/localhost:3000\/settings#\S+/.exec(annMail.text)![0]).hash.slice(1)).get("game")).toBe(gameId);
});

it("sends a digest reader one email at their hour in their time zone, and none before", async () => {
  const cy = "cy@example.test";
  const dee = "dee@example.test";
  await app.settings.update(cy, { mode: "digest", digestHour: 18, timeZone: "Europe/Berlin" });
  const { gameId: g1 } = await app.service.createGame(dee, { game: "high-card", options: { rounds: 2 }, players: [{ name: "Dee", email: dee }, { name: "Cy", email: cy }] });
  const { gameId: g2 } = await app.service.createGame(dee, { game: "high-card", options: { rounds: 2 }, players: [{ name: "Dee", email: dee }, { name: "Cy", email: cy }] });
  await queued(cy, g1, 0);
  await queued(cy, g2, 0);
  await clock.advance(3 * 3_600_000); // 12:00 UTC: Cy waits for 18:00 Berlin
  await timers.idle();
  expect(mailTo(cy)).toHaveLength(0);
  const untilFivePm = Date.parse("2026-12-01T17:00:00.000Z") - clock.now().getTime();
  await clock.advance(untilFivePm - 60_000);
  await settled();
  expect(mailTo(cy)).toHaveLength(0);
  await clock.advance(60_000);
  const digest = await catcher.waitFor((m) => m.to === cy);
  await settled();
  expect(mailTo(cy)).toHaveLength(1);
  expect(mailTo(dee)).toHaveLength(0); // the host of both games
  expect(digest.subject).toBe("Backroom: news from 2 games (your move in 2)");
  expect(digest.text).toContain(`next=%2Fgames%2F${g1}`);
  expect(digest.text).toContain(`next=%2Fgames%2F${g2}`);
  expect(digest.text).toContain("Dee invited you to High Card (test fixture)");
  expectUnsubscribeHeaders(digest);
  expect(new URLSearchParams(new URL(/http:\/\/localhost:3000\/settings#\S+/.exec(digest.text)![0]).hash.slice(1)).get("game")).toBeNull();
});

it("unsubscribes in one click without a session: no more mail after that", async () => {
  const ann = "ann@example.test";
  const before = mailTo(ann).length;
  const header = mailTo(ann)[0]!.headers["list-unsubscribe"]!;
  const url = new URL(/^<(.+)>$/.exec(header)![1]!);
  expect(url.pathname).toBe("/api/unsubscribe");
  const call = lambdaCaller(app.api);
  const res = await call("POST", `/unsubscribe${url.search}`, { rawBody: "List-Unsubscribe=One-Click" });
  expect(res.status).toBe(200);
  const ned = "ned@example.test";
  const { gameId } = await app.service.createGame("eve@example.test", { game: "high-card", options: { rounds: 1 }, players: [{ name: "Eve", email: "eve@example.test" }, { name: "Ann", email: ann }, { name: "Ned", email: ned }] });
  await queued(ned, gameId, 0);
  await clock.advance(121_000);
  await catcher.waitFor((m) => m.to === ned && m.text.includes(gameId)); // the invitations went out, Ann's not
  await settled();
  expect(mailTo(ann)).toHaveLength(before);
  expect(await app.users.pending(ann, gameId)).toBeNull();
});

it("mails the first recipient once when the second one's handling fails and the batch is retried", async () => {
  const fay = "fay@example.test";
  const gus = "gus@example.test";
  failFlushOnceFor.add(gus);
  const hub = "hub@example.test";
  const { gameId } = await app.service.createGame(hub, { game: "high-card", options: { rounds: 1 }, players: [{ name: "Hub", email: hub }, { name: "Fay", email: fay }, { name: "Gus", email: gus }] });
  // Fay's news was queued and her timer set, then Gus's failed; the poller retries the record.
  await expect.poll(() => failFlushOnceFor.has(gus), { timeout: 20_000 }).toBe(false);
  await queued(gus, gameId, 0);
  await expect.poll(() => timers.pendingNames().filter((n) => n.startsWith(`flush-${gameId}`)).length, { timeout: 20_000 }).toBe(2);
  await clock.advance(121_000);
  await catcher.waitFor((m) => m.to === fay);
  await catcher.waitFor((m) => m.to === gus);
  await settled();
  expect(mailTo(fay)).toHaveLength(1);
  expect(mailTo(gus)).toHaveLength(1);
  expect(mailTo(fay)[0]!.subject).toBe("You are invited to High Card (test fixture)");
  expect(mailTo(fay)[0]!.text).toContain("Hub invited you");
  expect(mailTo(hub)).toHaveLength(0);
});

it("a timer that fires twice, or late, sends nothing the second time", async () => {
  const hal = "hal@example.test";
  const { gameId } = await app.service.createGame("ivy@example.test", { game: "high-card", options: { rounds: 1 }, players: [{ name: "Ivy", email: "ivy@example.test" }, { name: "Hal", email: hal }] });
  await queued(hal, gameId, 0);
  const flush = { kind: "flush", gameId, email: hal, fromSeq: 0 } as const;
  expect(await app.timer(flush)).toEqual({ kind: "flush", acted: true });
  expect(await app.timer(flush)).toEqual({ kind: "flush", acted: false });
  await catcher.waitFor((m) => m.to === hal);
  await clock.advance(121_000); // the real timer fires late: nothing left to release
  await settled();
  expect(mailTo(hal)).toHaveLength(1);
});

function expectUnsubscribeHeaders(m: CaughtMail) {
  expect(m.headers["list-unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\?token=[A-Za-z0-9_.%-]+>$/);
  expect(m.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  expect(m.text).toContain("http://localhost:3000/settings#token=");
}

it("honours a muted game and an interval: at most one email per game per interval, with everything since", async () => {
  const jo = "jo@example.test";
  const kim = "kim@example.test";
  await app.settings.update(jo, { mode: "interval", intervalHours: 3 });
  const { gameId } = await app.service.createGame(kim, { game: "high-card", options: { rounds: 3 }, players: [{ name: "Jo", email: jo }, { name: "Kim", email: kim }] });
  await app.settings.update(kim, { muted: [gameId] });
  await queued(jo, gameId, 0);
  await clock.advance(121_000);
  await catcher.waitFor((m) => m.to === jo && m.subject.startsWith("You are invited"));
  // Round 1 ends: the game waits for Jo again, but Jo was mailed less than 3 hours ago.
  await play(gameId, jo);
  await play(gameId, kim);
  await queued(jo, gameId, 2);
  await clock.advance(3_600_000);
  await settled();
  expect(mailTo(jo)).toHaveLength(1);
  await clock.advance(2 * 3_600_000);
  const second = await catcher.waitFor((m) => m.to === jo && m.subject.startsWith("Your move"));
  expect(second.text).toContain("Kim chose a card. The round's cards are revealed");
  await settled();
  expect(mailTo(jo)).toHaveLength(2);
  expect(mailTo(kim)).toHaveLength(0);
});

it("writes to a reader in their language: a Russian invitation for a reader whose setting is Russian", async () => {
  const ivan = "ivan@example.test";
  const zoe = "zoe@example.test";
  await app.settings.update(ivan, { language: "ru" });
  expect((await app.settings.get(ivan)).language).toBe("ru");
  const una = "una@example.test";
  const { gameId } = await app.service.createGame(zoe, { game: "high-card", options: { rounds: 1 }, players: [{ name: "Zoe", email: zoe }, { name: "Иван", email: ivan }, { name: "Una", email: una }] });
  await queued(ivan, gameId, 0);
  await queued(una, gameId, 0);
  await clock.advance(121_000);
  const mail = await catcher.waitFor((m) => m.to === ivan && m.text.includes(gameId));
  const english = await catcher.waitFor((m) => m.to === una && m.text.includes(gameId));
  expect(mail.subject).toBe("Вас пригласили в игру «High Card (test fixture)»");
  expect(mail.text).toContain("Здравствуйте, Иван!");
  expect(mail.text).toContain("Zoe приглашает вас в игру «High Card (test fixture)»");
  expect(mail.html).toContain('lang="ru"');
  // Una never chose a language: her mail stays English.
  expect(english.subject).toBe("You are invited to High Card (test fixture)");
});

it("invites each seat in the language the host chose for it, which becomes the invitee's setting; an invitee's own setting wins", async () => {
  const host = "lang-host@example.test";
  const olga = "lang-olga@example.test";
  const pat = "lang-pat@example.test";
  const kept = "lang-kept@example.test";
  await app.settings.update(kept, { language: "en" });
  const { gameId } = await app.service.createGame(host, {
    game: "high-card", options: { rounds: 1 },
    players: [{ name: "Host", email: host, language: "ru" }, { name: "Ольга", email: olga, language: "ru" }, { name: "Pat", email: pat, language: "en" }, { name: "Kept", email: kept, language: "ru" }],
  });
  for (const who of [olga, pat, kept]) await queued(who, gameId, 0);
  await clock.advance(121_000);
  const subject = async (to: string) => (await catcher.waitFor((m) => m.to === to && m.text.includes(gameId))).subject;
  expect(await subject(olga)).toBe("Вас пригласили в игру «High Card (test fixture)»");
  expect(await subject(pat)).toBe("You are invited to High Card (test fixture)");
  expect(await subject(kept)).toBe("You are invited to High Card (test fixture)");
  // Remembered: Olga's later mail follows it; Kept's own choice stands; the host's own row changes nothing of theirs.
  expect((await app.settings.get(olga)).language).toBe("ru");
  expect((await app.settings.get(pat)).language).toBe("en");
  expect((await app.settings.get(kept)).language).toBe("en");
  expect((await app.settings.get(host)).language).toBeUndefined();
  // The game's record keeps names and emails only.
  const created = await app.store.doc.send(new GetCommand({ TableName: app.tableName, Key: { pk: keys.game(gameId), sk: keys.event(0) } }));
  expect(JSON.parse(created.Item!.body as string).players).toEqual([{ name: "Host", email: host }, { name: "Ольга", email: olga }, { name: "Pat", email: pat }, { name: "Kept", email: kept }]);
});

it("in a timed game mails the deadline in the reader's zone, reminds at half time and with 12 hours left, then makes the timeout move", async () => {
  const gus = "timed-gus@example.test";
  const hal = "timed-hal@example.test";
  await app.settings.update(hal, { timeZone: "Europe/Berlin" });
  const { gameId } = await app.service.createGame(gus, {
    game: "high-card", options: { rounds: 2 }, players: [{ name: "Gus", email: gus }, { name: "Hal", email: hal }], timeControl: { daysPerDecision: 2, handOverAfter: 0 },
  });
  const due = (await app.service.readGame(hal, gameId)).players[1]!.deadline!;
  await queued(hal, gameId, 0);
  await clock.advance(121_000);
  const invitation = await catcher.waitFor((m) => m.to === hal);
  expect(invitation.text).toContain(`Time to decide: until ${formatDeadline(due, "Europe/Berlin")} (CET).`);
  expect(invitation.text).toContain("Time control: 2 days per decision");
  const reminders = () => mailTo(hal).filter((m) => m.subject.startsWith("Reminder"));
  await clock.advance(24 * 3_600_000 - 121_000); // half time
  await expect.poll(() => reminders().length, { timeout: 20_000 }).toBe(1);
  await clock.advance(11 * 3_600_000); // 13 hours left: nothing new
  await settled();
  expect(reminders()).toHaveLength(1);
  await clock.advance(3_600_000); // 12 hours left
  await expect.poll(() => reminders().length, { timeout: 20_000 }).toBe(2);
  await clock.advance(12 * 3_600_000 + 1000); // the deadline: both seats' decisions are made for them
  await timers.idle();
  const history = await app.service.history(hal, gameId, { after: -1, limit: 50, views: false });
  expect(history.entries.filter((e) => e.by === "timeout").map((e) => e.seat).sort()).toEqual([0, 1]);
});
