/**
 * GET /games/{id}'s size: every state of soak-style random games of each engine, read by
 * every seat, built by the function the API answers with (functions/src/games/game-response.ts);
 * the maximum and the 99th percentile per engine, against the 64 KB goal. Also how big the
 * deferred lists (GET /games/{id}/moves?kind=) get, fetched only by a player who acts.
 */
import { UNTIMED } from "../functions/src/clocks/clock-policy";
import type { AnyGameDefinition } from "../engine/core/game";
import { randomPlayout } from "../engine/core/playout";
import { conspiracyTheory } from "../engine/conspiracy-theory/index";
import { politika } from "../engine/politika/index";
import { twelveOTwelve } from "../engine/twelve-o-twelve/index";
import { gameResponse, kindOf, labelledMoves } from "../functions/src/games/game-response";
import type { SummaryItem } from "../functions/src/store/items";
import { soakGame as ctGame } from "./conspiracy-theory";
import { goal } from "./goals";
import { soakGame as politikaGame } from "./politika";
import { soakGame as twelveGame } from "./twelve-o-twelve";

const LIMIT = 64 * 1024;

interface SoakGame { seats: number; options: unknown; seed: string; botSeed: string; maxMoves: number; optionalMoves?: boolean }

/** A summary item as the store would hold it for a game of `seats` at `version`. */
export function summaryFor(def: AnyGameDefinition, seats: number, options: unknown, version: number): SummaryItem {
  const at = "2026-01-01T00:00:00.000Z";
  return {
    pk: "GAME#bench", sk: "SUMMARY", gameId: "bench-game", game: def.id, title: def.title, engineVersion: def.engineVersion, options,
    players: Array.from({ length: seats }, (_, i) => ({ name: `Player ${i + 1}`, email: `p${i}@example.com`, joined: true })),
    status: "active", version, awaiting: [], lastSeqs: Array.from({ length: seats }, () => version - 1), winners: [],
    commitment: "0".repeat(64), createdBy: "p0@example.com", createdAt: at, updatedAt: at,
    moveVersion: version, timeControl: UNTIMED, deadlines: Array.from({ length: seats }, () => null), timeouts: Array.from({ length: seats }, () => 0),
  };
}

/** Sizes (bytes of JSON) of GET /games/{id} for every seat at every state of `game`, and of the largest deferred list. */
export function responseSizes(def: AnyGameDefinition, game: SoakGame, sizes: number[]): number {
  let deferredMax = 0;
  const measure = (state: unknown, version: number) => {
    const summary = summaryFor(def, game.seats, game.options, version);
    for (let seat = 0; seat < game.seats; seat++) {
      const r = gameResponse({ def, summary, state, mySeat: seat, versions: [], host: seat === 0 });
      sizes.push(JSON.stringify(r).length);
      if (r.deferredMoves.length > 0) {
        const all = labelledMoves(def, state, seat, summary.players.map((p) => p.name));
        for (const d of r.deferredMoves) deferredMax = Math.max(deferredMax, JSON.stringify(all.filter((m) => kindOf(m.move) === d.kind)).length);
      }
    }
  };
  measure(def.setup(game), 0);
  randomPlayout(def, { ...game, onMove: (after, _before, _rec, index) => measure(after, index + 1) });
  return deferredMax;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function bench(): Record<string, string> {
  const out: Record<string, string> = {};
  const engines: [AnyGameDefinition, (i: number) => SoakGame, number][] = [[twelveOTwelve, twelveGame, 6], [politika, politikaGame, 6], [conspiracyTheory, ctGame, 6]];
  for (const [def, soakGame, games] of engines) {
    const sizes: number[] = [];
    let deferredMax = 0;
    for (let i = 0; i < games; i++) deferredMax = Math.max(deferredMax, responseSizes(def, soakGame(i), sizes));
    sizes.sort((a, b) => a - b);
    const [max, p99] = [sizes.at(-1)!, sizes[Math.floor(0.99 * (sizes.length - 1))]!];
    out[`${def.id}: GET /games/{id} over ${sizes.length} reads (${games} soak games, every seat)`] = `max ${kb(max)}, p99 ${kb(p99)}; largest deferred list ${kb(deferredMax)}`;
    goal({ name: `GET /games/{id} size, ${def.id}`, goal: "max ≤ 64 KB", measured: `max ${kb(max)}, p99 ${kb(p99)}`, met: max <= LIMIT });
  }
  return out;
}
