/**
 * The whole local stack as a user meets it: real HTTP to the local API, DynamoDB Local, the
 * stream poller driving the notifier, real SMTP into the mail catcher. One game of the test
 * fixture is played from sign-in to the last email.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { highCard } from "../fixtures/high-card";
import { httpCaller, linkParams, signIn, type Call } from "../support/api-client";
import { startLocalStack, type LocalStack } from "../../functions/src/local/stack";

let stack: LocalStack;
let call: Call;

beforeAll(async () => {
  // Reminders after 3 seconds instead of 2 days, so one test can watch them fire.
  stack = await startLocalStack({ games: { [highCard.id]: highCard }, remindAfterMinutes: 0.05, coalesceSeconds: 1 });
  call = httpCaller(stack.apiUrl);
});

afterAll(async () => {
  await stack?.stop();
});

const players = [
  { name: "Ann", email: "ann@example.test" },
  { name: "Bob", email: "bob@example.test" },
  { name: "Cy", email: "cy@example.test" },
];

it("plays a game from sign-in to the final email, mailing each player when the game waits for them", async () => {
  const ann = await signIn(call, stack.mail, "ann@example.test");
  const created = await call("POST", "/games", { token: ann, body: { game: "high-card", options: { rounds: 2 }, players } });
  expect(created.status).toBe(201);
  const gameId: string = created.body.gameId;

  // Every other player is invited with a link that signs them in to this game; Ann, the host,
  // plays on with her session.
  const tokens: string[] = [ann];
  for (const p of players.slice(1)) {
    const invite = await stack.mail.waitFor((m) => m.to === p.email && m.subject.startsWith("You are invited"));
    expect(invite.text).toContain("Ann invited you");
    const link = new URL(invite.links[0]!);
    expect(link.pathname).toBe("/auth");
    expect(linkParams(link).get("next")).toBe(`/games/${gameId}`);
    const redeemed = await call("POST", "/auth/redeem", { body: { token: linkParams(link).get("token") } });
    expect(redeemed.body).toMatchObject({ email: p.email, next: `/games/${gameId}` });
    tokens.push(redeemed.body.session);
  }

  const seen: string[] = [];
  for (let round = 1; round <= 2; round++) {
    for (const seat of [2, 0, 1]) {
      const game = await call("GET", `/games/${gameId}`, { token: tokens[seat] });
      // What each player's responses hold is checked against every other player's hand.
      seen.push(JSON.stringify(game.body));
      const res = await call("POST", `/games/${gameId}/moves`, {
        token: tokens[seat], body: { move: game.body.legalMoves[0].move, clientMoveId: `r${round}-s${seat}-move`, expectedVersion: game.body.version },
      });
      expect(res.status).toBe(200);
    }
    if (round === 1) {
      // Bob's card closed round 1; the game now waits again for Ann and Cy, who are mailed.
      for (const p of [players[0]!, players[2]!]) await stack.mail.waitFor((m) => m.to === p.email && m.subject.startsWith("Your move"));
    }
  }
  for (const p of players) {
    const over = await stack.mail.waitFor((m) => m.to === p.email && m.subject.endsWith("has ended"));
    expect(over.text).toMatch(/Winners?: /);
  }
  // Only those the game had just started waiting for were mailed: Bob moved last and was
  // still awaited, so round 2 needed no email for him.
  const turnMails = (email: string) => stack.mail.messages().filter((m) => m.to === email && m.subject.startsWith("Your move")).length;
  expect(players.map((p) => turnMails(p.email))).toEqual([1, 0, 1]);
  expect(stack.mail.messages().filter((m) => m.to === players[0]!.email && m.subject.startsWith("You are invited"))).toEqual([]);

  const end = await call("GET", `/games/${gameId}`, { token: tokens[0] });
  expect(end.body.status).toBe("finished");
  expect(end.body.seed).toMatch(/^[0-9a-f]{64}$/);

  // No response sent to one seat ever held another seat's card while it was hidden.
  const histories = await Promise.all(tokens.map((t) => call("GET", `/games/${gameId}/history?views=1&limit=200`, { token: t })));
  expect(histories.every((h) => h.body.entries.length === 7)).toBe(true);
  const firstHands = await Promise.all(tokens.map(async (t) => {
    const h = await call("GET", `/games/${gameId}/history?limit=1&views=1`, { token: t });
    return h.body.entries[0].view.hand as string[];
  }));
  for (let viewer = 0; viewer < 3; viewer++) {
    const before = histories[viewer]!.body.entries.slice(0, 3).map((e: { view: unknown; text: string }) => JSON.stringify([e.view, e.text])).join();
    for (let other = 0; other < 3; other++) {
      if (other === viewer) continue;
      // Until round 1's reveal (entry seq 3), nobody's first-round cards are visible to others.
      for (const card of firstHands[other]!) expect(before).not.toContain(`"${card}"`);
    }
  }
});

it("serves the caught mail at the origin, beside /api, with no CORS header", async () => {
  const res = await fetch(new URL("/_local/mail", stack.apiUrl));
  const body = await res.json();
  expect(Array.isArray(body.messages)).toBe(true);
  expect(body.deadLetters).toEqual([]);
  expect(body.messages.length).toBeGreaterThan(0);
  // Same origin as the app: nothing may read the mail from another site.
  expect(res.headers.get("access-control-allow-origin")).toBeNull();
  const page = await fetch(new URL("/dev/mail", stack.apiUrl));
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("<h1>Caught mail</h1>");
});

it("reminds the seats that keep a game waiting, and not the one that has moved", async () => {
  const people = [
    { name: "Dee", email: "dee@example.test" },
    { name: "Eli", email: "eli@example.test" },
    { name: "Fay", email: "fay@example.test" },
  ];
  const dee = await signIn(call, stack.mail, "dee@example.test");
  const created = await call("POST", "/games", { token: dee, body: { game: "high-card", options: { rounds: 1 }, players: people } });
  const gameId: string = created.body.gameId;
  const game = await call("GET", `/games/${gameId}`, { token: dee });
  const moved = await call("POST", `/games/${gameId}/moves`, { token: dee, body: { move: game.body.legalMoves[0].move, clientMoveId: "dee-moves-first", expectedVersion: 0 } });
  expect(moved.status).toBe(200);
  for (const p of people.slice(1)) {
    const reminder = await stack.mail.waitFor((m) => m.to === p.email && m.subject.startsWith("Reminder: your move"));
    expect(reminder.text).toContain("still waiting for you");
    expect(linkParams(reminder.links[0]!).get("next")).toBe(`/games/${gameId}`);
  }
  // Every reminder timer of this game has fired and its mail is through: none is left for Dee.
  await stack.settled();
  expect(stack.timers.pendingNames().filter((n) => n.includes(gameId))).toEqual([]);
  const reminders = stack.mail.messages().filter((m) => m.subject.startsWith("Reminder") && people.some((p) => p.email === m.to));
  expect(reminders.map((m) => m.to).sort()).toEqual(["eli@example.test", "fay@example.test"]);
});
