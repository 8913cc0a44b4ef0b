/**
 * Builds what the API would send for one viewer of a game — the GameResponse and the history
 * with views — straight from an engine definition, so board and page tests (and bench/web.ts)
 * render real engine views without a server.
 */
import type { AnyGameDefinition, RecordedMove, Viewer } from "@backroom/engine";
import { randomPlayout } from "@backroom/engine/core/playout";
import type { GameResponse, HistoryEntry, PressResponse } from "@backroom/functions/contract";

export interface FixtureInput {
  readonly def: AnyGameDefinition;
  readonly names: readonly string[];
  readonly viewer: Viewer;
  readonly options?: unknown;
  readonly seed?: string;
  /** Moves to replay; or `playout` to let random bots make them. */
  readonly moves?: readonly RecordedMove[];
  readonly playout?: { maxMoves: number; botSeed?: string; until?: (state: unknown) => boolean };
  readonly myLastSeq?: number | null;
}

export interface Fixture {
  readonly game: GameResponse;
  readonly entries: HistoryEntry[];
  readonly states: unknown[];
  readonly moves: RecordedMove[];
}

export function buildFixture(input: FixtureInput): Fixture {
  const { def, names, viewer } = input;
  const seats = names.length;
  const options = def.optionsSchema.parse(input.options ?? {});
  const seed = input.seed ?? "web-fixture-seed";
  let moves: RecordedMove[] = [...(input.moves ?? [])];
  if (input.playout) {
    const p = input.playout;
    if (p.until) {
      // Play bots move by move until the state is interesting for the test.
      const all = randomPlayout(def, { seats, options, seed, botSeed: p.botSeed ?? "bot", maxMoves: p.maxMoves }).moves;
      let s = def.setup({ seats, options, seed });
      moves = [];
      for (const m of all) {
        if (p.until(s)) break;
        s = def.apply(s, m.seat, m.move);
        moves.push(m);
      }
    } else {
      moves = randomPlayout(def, { seats, options, seed, botSeed: p.botSeed ?? "bot", maxMoves: p.maxMoves }).moves;
    }
  }
  const states: unknown[] = [def.setup({ seats, options, seed })];
  for (const m of moves) states.push(def.apply(states[states.length - 1], m.seat, m.move));
  const at = "2026-11-30T09:00:00.000Z";
  const entries: HistoryEntry[] = states.map((s, i) => ({
    seq: i,
    type: i === 0 ? "game-created" : "move",
    seat: i === 0 ? null : moves[i - 1]!.seat,
    at,
    text: i === 0 ? `Game created for ${names.join(", ")}.` : def.describe({ before: states[i - 1], after: s, seat: moves[i - 1]!.seat, move: moves[i - 1]!.move, viewer, names }),
    view: def.view(s, viewer),
    scores: [...def.result(s).scores],
  }));
  const last = states[states.length - 1];
  const result = def.result(last);
  const mySeat = viewer === "spectator" ? null : viewer;
  const mine = mySeat === null ? [] : moves.flatMap((m, i) => (m.seat === mySeat ? [i + 1] : []));
  const game: GameResponse = {
    gameId: "fixture-game",
    game: def.id,
    title: def.title,
    version: moves.length,
    moveVersion: moves.length,
    status: result.finished ? "finished" : "active",
    options,
    players: names.map((name, seat) => ({ seat, name, email: seat === mySeat ? `${name.toLowerCase()}@example.com` : null, joined: true, bot: false, resigned: false, deadline: null, awayUntil: null })),
    timeControl: { daysPerDecision: null, onTimeout: "pass", handOverAfter: 3 },
    timeControlText: "No time limit",
    host: mySeat === 0,
    mySeat,
    awaiting: [...def.awaiting(last)],
    view: def.view(last, viewer),
    legalMoves: mySeat === null ? [] : def.legalMoves(last, mySeat).map((move: unknown) => ({ move, label: def.moveLabel(last, mySeat, move, names) })),
    deferredMoves: [],
    result: { ...result, winners: [...result.winners], scores: [...result.scores] },
    commitment: "0".repeat(64),
    engineVersion: def.engineVersion,
    engineVersions: [{ version: def.engineVersion, fromSeq: 0, note: "" }],
    seed: result.finished ? seed : null,
    myLastSeq: input.myLastSeq !== undefined ? input.myLastSeq : (mine.at(-1) ?? null),
    createdAt: at,
    updatedAt: at,
    press: { mode: def.id === "politika" ? "full" : "public", archive: "private" },
  };
  return { game, entries, states, moves };
}

/** The first state along a bot play-out where `pred` holds, with the fixture up to it. */
export function findState(input: Omit<FixtureInput, "playout" | "moves">, pred: (state: unknown) => boolean, opts: { maxMoves?: number; botSeeds?: readonly string[] } = {}): Fixture | null {
  for (const botSeed of opts.botSeeds ?? ["a", "b", "c", "d", "e", "f"]) {
    const f = buildFixture({ ...input, playout: { maxMoves: opts.maxMoves ?? 400, botSeed, until: pred } });
    if (pred(f.states[f.states.length - 1])) return f;
  }
  return null;
}

/**
 * Stubs `fetch` the way the API answers the game page: `game`, its history, and submitted moves
 * judged by the engine against `serverState` (what the server holds, perhaps after someone
 * else moved), answering 422 with the engine's sentence when it refuses. Returns what was
 * posted and the last refusal.
 */
export function serveGameWithEngine(opts: {
  def: AnyGameDefinition;
  game: GameResponse;
  entries: readonly HistoryEntry[];
  serverState: unknown;
  seat: number;
  stub: (impl: (input: string, init?: RequestInit) => Promise<Response>) => void;
}): { posts: { move: unknown; expectedVersion: number }[]; refusal: () => string } {
  const posts: { move: unknown; expectedVersion: number }[] = [];
  let refusal = "";
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  opts.stub(async (input, init = {}) => {
    const url = new URL(input, "http://localhost");
    if (url.pathname.endsWith("/history")) return json(200, { entries: opts.entries, next: null, version: opts.game.version });
    if (url.pathname.endsWith("/press")) return json(200, quietPress(opts.game));
    if (url.pathname.endsWith("/moves")) {
      const body = JSON.parse(String(init.body)) as { move: unknown; expectedVersion: number };
      posts.push(body);
      try {
        opts.def.apply(opts.serverState, opts.seat, body.move);
      } catch (e) {
        refusal = (e as Error).message;
        return json(422, { error: { code: (e as { code: string }).code, message: refusal } });
      }
      return json(200, { gameId: opts.game.gameId, seq: opts.game.version + 1, version: opts.game.version + 1, duplicate: false });
    }
    return json(200, opts.game);
  });
  return { posts, refusal: () => refusal };
}

/** GET /games/{id}/press for a game nobody has talked in yet: what a fake server answers the game page's press poll. */
export function quietPress(game: GameResponse): PressResponse {
  return { gameId: game.gameId, press: game.press, canWrite: game.mySeat !== null, botSeats: [], channels: [], lastMessageAt: game.players.map(() => null), muted: [] };
}
