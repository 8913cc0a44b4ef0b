/**
 * Changing and ending an absence, against DynamoDB Local with a ManualClock: only time actually
 * away is used up (a planned absence replaced or cancelled uses nothing; one under way uses
 * what has passed), a replaced absence's push of a deadline is taken back before the new one's
 * is applied (never pushed twice), an absence that ends exactly now is over, a bad absence is a
 * 400 `vacation/invalid` naming the field, and a game that is over is left as it was.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { lambdaCaller, type Call } from "../../support/api-client";
import { LINK_TTL } from "../../../functions/src/auth/auth";
import { ManualClock } from "../../../functions/src/ports/clock";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = new ManualClock("2026-12-01T09:00:00.000Z");
let app: Awaited<ReturnType<typeof freshPlatform>>;
let call: Call;
const tokens: Record<string, string> = {};
const player = (n: string) => ({ name: n[0]!.toUpperCase() + n.slice(1), email: `${n}@example.test` });
const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock });
  call = lambdaCaller(app.api);
  for (const p of ["ann", "bob", "cy", "dee", "eve", "fay"]) {
    const link = await app.auth.mintLink(`${p}@example.test`, null, LINK_TTL.signIn);
    tokens[p] = (await call("POST", "/auth/redeem", { body: { token: link } })).body.session;
  }
});

const away = (who: string, start: string, end: string) => call("PUT", "/me/vacation", { token: tokens[who], body: { start, end } });
const endAway = (who: string) => call("DELETE", "/me/vacation", { token: tokens[who] });
const taken = async (who: string) => (await call("GET", "/me/vacation", { token: tokens[who] })).body.allowance.takenThisYear as number;

/** A two-day game of `a` (seat 0, to move) and `b` (seat 1). */
async function newGame(a: string, b: string): Promise<string> {
  const res = await call("POST", "/games", { token: tokens[a], body: { game: "high-card", options: { rounds: 3 }, players: [player(a), player(b)], timeControl: { daysPerDecision: 2 } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.gameId;
}
const summary = async (id: string) => (await app.store.getSummary(id))!;

describe("changing an absence", () => {
  it("a planned absence replaced or cancelled uses nothing; one under way uses what has passed", async () => {
    expect((await away("ann", at(DAY), at(3 * DAY))).status).toBe(200);
    expect((await away("ann", at(2 * DAY), at(4 * DAY))).status).toBe(200);
    expect((await endAway("ann")).status).toBe(200);
    expect(await taken("ann")).toBe(0);

    expect((await away("bob", at(0), at(3 * DAY))).status).toBe(200);
    await clock.advance(6 * HOUR);
    expect((await away("bob", at(0), at(2 * DAY))).status).toBe(200);
    // Six hours used, two days planned: a part day counts once, so three days, not four.
    expect(await taken("bob")).toBe(3);
    await clock.advance(6 * HOUR);
    expect((await endAway("bob")).status).toBe(200);
    expect(await taken("bob")).toBe(1);
  });

  it("pushes a deadline once by the absence in force, taking back the one it replaced", async () => {
    const id = await newGame("cy", "dee");
    const due = Date.parse((await summary(id)).deadlines[0]!);
    expect((await away("cy", at(0), at(DAY))).status).toBe(200);
    expect(Date.parse((await summary(id)).deadlines[0]!)).toBe(due + DAY);
    expect((await away("cy", at(0), at(2 * DAY))).status).toBe(200);
    expect(Date.parse((await summary(id)).deadlines[0]!)).toBe(due + 2 * DAY);
    expect((await summary(id)).players[0]!.away?.until).toBe(at(2 * DAY));
    expect((await endAway("cy")).status).toBe(200);
    expect(Date.parse((await summary(id)).deadlines[0]!)).toBe(due);
    expect((await summary(id)).players[0]!.away ?? null).toBeNull();
  });

  it("an absence that ends exactly now is over", async () => {
    expect((await away("eve", at(0), at(2 * HOUR))).status).toBe(200);
    await clock.advance(2 * HOUR);
    expect((await call("GET", "/me/vacation", { token: tokens.eve })).body.vacation).toBeNull();
  });

  it("a bad absence is a 400 naming the field, and changes nothing", async () => {
    const res = await away("fay", at(2 * DAY), at(DAY));
    expect([res.status, res.body.error.code, res.body.error.field]).toEqual([400, "vacation/invalid", "end"]);
    expect(res.body.error.message).toBe("end: end must be after start");
    expect((await call("GET", "/me/vacation", { token: tokens.fay })).body.vacation).toBeNull();
  });

  it("takes times with any offset, and refuses one without, naming the field", async () => {
    expect((await away("fay", "2026-12-02T10:00:00+01:00", "2026-12-03T10:00:00+01:00")).status).toBe(200);
    expect((await endAway("fay")).status).toBe(200);
    for (const [start, end, field] of [["2026-12-02T10:00:00", at(2 * DAY), "start"], [at(DAY), "next week", "end"]] as const) {
      const res = await away("fay", start, end);
      expect([res.status, res.body.error.field]).toEqual([400, `vacation.${field}`]);
      expect(res.body.error.message).toContain(`${field} must be an ISO date-time`);
    }
  });

  it("leaves a game that is over as it was", async () => {
    const id = await newGame("fay", "ann");
    for (let i = 0; (await summary(id)).status === "active" && i < 10; i++) {
      const who = ["fay", "ann"][(await summary(id)).awaiting[0]!]!;
      const g = (await call("GET", `/games/${id}`, { token: tokens[who] })).body;
      await call("POST", `/games/${id}/moves`, { token: tokens[who], body: { move: g.legalMoves[0].move, clientMoveId: `to-the-end-${i}`, expectedVersion: g.moveVersion } });
    }
    const before = await summary(id);
    expect(before.status).toBe("finished");
    expect((await away("fay", at(0), at(DAY))).status).toBe(200);
    const after = await summary(id);
    expect([after.version, after.players[0]!.away ?? null]).toEqual([before.version, null]);
  });
});
