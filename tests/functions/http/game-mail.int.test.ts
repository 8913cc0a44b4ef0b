/**
 * The settings a game email opens work for that game: a game link's session may mute and unmute
 * its own game (GET/PUT /games/{id}/mail) and nothing more of the settings. Another game's entry,
 * the account-wide fields and the list of muted games stay out of its reach.
 */
import { beforeAll, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call } from "../../support/api-client";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { ManualClock } from "../../../functions/src/ports/clock";

const clock = new ManualClock("2026-12-01T09:00:00.000Z");
let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
let game: string;
let other: string;
/** Bob's session from a game email's link for `game`. */
let link: string;
let account: string;

const ann = { name: "Ann", email: "ann@example.test" };
const bob = { name: "Boris", email: "bob@example.test" };

async function session(email: string, gameId: string | null): Promise<string> {
  const token = await app.auth.mintLink(email, null, gameId ? LINK_TTL.game : LINK_TTL.signIn, gameId);
  return (await call("POST", "/auth/redeem", { body: { token } })).body.session;
}

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock });
  call = lambdaCaller(app.api);
  account = await session(bob.email, null);
  const annSession = await session(ann.email, null);
  const create = async () => (await call("POST", "/games", { token: annSession, body: { game: "high-card", options: { rounds: 2 }, players: [ann, bob] } })).body.gameId as string;
  game = await create();
  other = await create();
  link = await session(bob.email, game);
});

it("a game link's session mutes and unmutes its own game, leaving the other games' entries and every other setting as they were", async () => {
  await app.settings.update(bob.email, { muted: [other], mode: "digest", timeZone: "Europe/Berlin" });
  expect((await call("GET", `/games/${game}/mail`, { token: link })).body).toEqual({ gameId: game, muted: false });

  const muted = await call("PUT", `/games/${game}/mail`, { token: link, body: { muted: true } });
  expect(muted.status).toBe(200);
  expect(muted.body).toEqual({ gameId: game, muted: true });
  expect(await app.users.settings(bob.email)).toMatchObject({ muted: [other, game], mode: "digest", timeZone: "Europe/Berlin" });
  // Muting twice is still one entry.
  await call("PUT", `/games/${game}/mail`, { token: link, body: { muted: true } });
  expect((await app.users.settings(bob.email)).muted).toEqual([other, game]);

  expect((await call("PUT", `/games/${game}/mail`, { token: link, body: { muted: false } })).body).toEqual({ gameId: game, muted: false });
  expect(await app.users.settings(bob.email)).toMatchObject({ muted: [other], mode: "digest", timeZone: "Europe/Berlin" });
  // What it reads names its own game only: not the address's other muted game.
  expect(JSON.stringify((await call("GET", `/games/${game}/mail`, { token: link })).body)).not.toContain(other);
});

it("is refused another game's entry (403 auth/other-game), reading or changing, and nothing changes", async () => {
  const before = await app.users.settings(bob.email);
  const read = await call("GET", `/games/${other}/mail`, { token: link });
  const write = await call("PUT", `/games/${other}/mail`, { token: link, body: { muted: false } });
  for (const res of [read, write]) {
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("auth/other-game");
  }
  expect(await app.users.settings(bob.email)).toEqual(before);
});

it("is refused the account's settings (403 auth/game-only), and may not slip an account field into its game's entry (400)", async () => {
  const before = await app.users.settings(bob.email);
  for (const res of [
    await call("GET", "/settings", { token: link }),
    await call("POST", "/settings", { token: link, body: { settings: { muted: [] } } }),
    await call("POST", "/settings", { token: link, body: { settings: { mode: "none" } } }),
  ]) {
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("auth/game-only");
  }
  for (const body of [{ muted: true, mode: "none" }, { muted: true, language: "ru" }, { muted: "yes" }, {}]) {
    const res = await call("PUT", `/games/${game}/mail`, { token: link, body });
    expect([JSON.stringify(body), res.status, res.body.error.code]).toEqual([JSON.stringify(body), 400, "request/invalid"]);
  }
  expect(await app.users.settings(bob.email)).toEqual(before);
});

it("an account session reads and changes the same entry, which the full settings then show", async () => {
  expect((await call("PUT", `/games/${other}/mail`, { token: account, body: { muted: false } })).body).toEqual({ gameId: other, muted: false });
  expect((await call("GET", "/settings", { token: account })).body.settings.muted).toEqual([]);
});
