/**
 * The platform's use cases, over injected ports (store, games, clock, random): create a game,
 * read it as a viewer, read its history, submit a move, list my games, sign in. Each follows
 * parse → load → decide → append → respond; the HTTP layer only routes and serialises.
 */
import { z } from "zod";
import { changeOf, checkUpgrade, engineAt, RuleViolation, type AnyGameDefinition, type GameCreated, type GameEvent, type Viewer } from "@backroom/engine";
import { sha256Hex, type Clock, type Random } from "./auth/secrets";
import type {
  CreateGameRequest, EngineVersionInfo, GameInfo, GameRecord, GameResponse, HistoryEntry, HistoryResponse, LegalMove, MoveResponse, MyGame,
  MyGamesResponse, SubmitMoveRequest, ChatRequest,
} from "./contract";
import { DuplicateMove, GameStore, VersionConflict, type SeatChange, type TransactItem } from "./store/game-store";
import type { Recipient, SummaryItem } from "./store/items";
import { fromZod, HttpError } from "./http/errors";

export interface ServiceConfig {
  /** Write a snapshot every this many events, so a move never replays more than that. */
  readonly snapshotEvery: number;
}

export interface ServiceDeps {
  readonly store: GameStore;
  readonly games: Readonly<Record<string, AnyGameDefinition>>;
  readonly clock: Clock;
  readonly random: Random;
  readonly config: ServiceConfig;
}

/** How many history lines an email carries at most; the game page has the rest. */
const NEWS_LINES = 15;

/** One game's news for one reader (see GameService.news). */
export interface GameNews {
  readonly gameId: string;
  readonly game: string;
  readonly title: string;
  readonly seat: number | null;
  readonly name: string | null;
  readonly players: readonly string[];
  readonly status: "active" | "finished";
  readonly createdBy: string;
  /** History lines since the reader's last own move, as the reader may read them. */
  readonly lines: readonly string[];
  readonly earlierOmitted: boolean;
  readonly awaitingMe: boolean;
  /** The reader's legal moves, labelled as their move panel labels them. */
  readonly choices: readonly string[];
  readonly waitingFor: readonly string[];
  /** For an invitation: who moves first. */
  readonly firstToMove: readonly string[];
  readonly result: string | null;
  /** When the awaited decision is due (ISO); set once games have move deadlines (issue 10). */
  readonly deadline?: string;
}

export interface CreateOptions {
  /** The id to use (a lobby keeps its id when it starts); else a fresh one. */
  readonly gameId?: string;
  /** Conditional writes that must succeed with the creation (see GameStore.createGame). */
  readonly alsoWrite?: readonly TransactItem[];
  readonly rematchOf?: string;
  /** The host pressed the button that made the game and is taken to it: no invitation for them. */
  readonly skipHostInvitation?: boolean;
}

interface Loaded {
  readonly def: AnyGameDefinition;
  readonly summary: SummaryItem;
  readonly state: unknown;
}

export class GameService {
  constructor(private readonly deps: ServiceDeps) {}

  catalog(): { games: GameInfo[] } {
    return {
      games: Object.values(this.deps.games).map((def) => ({
        id: def.id, title: def.title, minPlayers: def.minPlayers, maxPlayers: def.maxPlayers,
        options: z.toJSONSchema(def.optionsSchema, { io: "input", unrepresentable: "any" }),
      })),
    };
  }

  /**
   * Creates a game and mails its invitations. A lobby's start and a rematch pass `gameId` and
   * `alsoWrite`, conditional writes that land in the same transaction, so the game exists exactly
   * when the lobby started or the rematch was claimed; they also skip the host's invitation.
   */
  async createGame(caller: string, body: z.output<typeof import("./contract").CreateGameRequest>, opts: CreateOptions = {}): Promise<{ gameId: string; version: number }> {
    const def = this.deps.games[body.game];
    if (!def) throw new HttpError(400, "request/invalid", `game: unknown game "${body.game}"`, { field: "game" });
    const parsed = def.optionsSchema.safeParse(body.options);
    if (!parsed.success) throw fromZod(parsed.error, "options");
    const n = body.players.length;
    if (n < def.minPlayers || n > def.maxPlayers) {
      throw new HttpError(400, "request/invalid", `players: ${def.title} takes ${def.minPlayers}–${def.maxPlayers} players, not ${n}`, { field: "players" });
    }
    const emails = body.players.flatMap((p) => (p.email ? [p.email] : []));
    if (new Set(emails).size !== emails.length) throw new HttpError(400, "request/invalid", "players: each player needs a different email", { field: "players" });

    const gameId = opts.gameId ?? this.deps.random.gameId();
    const seed = this.deps.random.seed();
    const at = this.deps.clock.now().toISOString();
    const state = def.setup({ seats: n, options: parsed.data, seed });
    const awaiting = [...def.awaiting(state)];
    const created: GameCreated = {
      type: "game-created", seq: 0, gameId: gameId as GameCreated["gameId"], game: def.id, engineVersion: def.engineVersion,
      options: parsed.data, players: body.players, commitment: sha256Hex(seed), createdBy: caller, at,
    };
    const creator = body.players.find((p) => p.email === caller)?.name ?? caller;
    await this.deps.store.createGame({
      summary: {
        gameId, game: def.id, title: def.title, engineVersion: def.engineVersion, engineVersions: [{ version: def.engineVersion, fromSeq: 0 }], options: parsed.data,
        players: body.players.map((p) => ({ ...p, joined: p.email === caller || p.bot === true })), status: "active", version: 0,
        awaiting, lastSeqs: body.players.map(() => -1), winners: [], commitment: created.commitment, createdBy: caller, createdAt: at, updatedAt: at,
        ...(opts.rematchOf ? { rematchOf: opts.rematchOf } : {}),
      },
      created,
      seed,
      outbox: {
        title: def.title,
        headline: `${creator} invited you to a game of ${def.title} with ${body.players.map((p) => p.name).join(", ")}.`,
        recipients: body.players.flatMap((p, seat) => (p.email && !(opts.skipHostInvitation && p.email === caller) ? [{ email: p.email, name: p.name, seat, reason: "invited" as const }] : [])),
        awaiting,
      },
      ...(opts.alsoWrite ? { alsoWrite: opts.alsoWrite } : {}),
    });
    return { gameId, version: 0 };
  }

  async readGame(caller: string, gameId: string): Promise<GameResponse> {
    const { def, summary, state } = await this.load(await this.upgraded(await this.summary(gameId)));
    const mySeat = seatOf(summary, caller);
    if (mySeat !== null && !summary.players[mySeat]!.joined) await this.deps.store.markJoined(gameId, mySeat);
    const viewer: Viewer = mySeat ?? "spectator";
    const names = summary.players.map((p) => p.name);
    const awaiting = [...def.awaiting(state)];
    const legalMoves: LegalMove[] = mySeat !== null
      ? def.legalMoves(state, mySeat).map((move: unknown) => ({ move, label: def.moveLabel(state, mySeat, move, names) }))
      : [];
    const result = def.result(state);
    return {
      gameId, game: def.id, title: def.title, version: summary.version, status: summary.status, options: summary.options,
      players: summary.players.map((p, seat) => ({ seat, name: p.name, email: seat === mySeat ? p.email ?? null : null, joined: p.joined || seat === mySeat, ...(p.bot ? { bot: true } : {}) })),
      mySeat, awaiting, view: def.view(state, viewer), legalMoves,
      result: { finished: result.finished, winners: [...result.winners], scores: [...result.scores], scoreLabel: result.scoreLabel, ...(result.summary ? { summary: result.summary } : {}) },
      commitment: summary.commitment, seed: summary.status === "finished" ? summary.seed ?? null : null,
      engineVersion: summary.engineVersion, engineVersions: this.versionsInfo(summary),
      myLastSeq: mySeat === null ? null : nonNegative(summary.lastSeqs[mySeat]),
      createdAt: summary.createdAt, updatedAt: summary.updatedAt,
      rematch: summary.rematch ?? null,
    };
  }

  async history(caller: string, gameId: string, query: { after: number; limit: number; views: boolean }): Promise<HistoryResponse> {
    const summary = await this.summary(gameId);
    const def = this.engine(summary);
    const viewer: Viewer = seatOf(summary, caller) ?? "spectator";
    const names = summary.players.map((p) => p.name);
    const until = Math.min(summary.version, query.after + query.limit);
    const entries: HistoryEntry[] = [];
    let state: unknown = query.after >= 0 ? await this.stateAt(summary, def, query.after) : undefined;
    const events = await this.deps.store.events(gameId, query.after, until);
    for (const event of events) {
      let text: string;
      if (event.type === "game-created") {
        state = def.setup({ seats: event.players.length, options: event.options, seed: await this.deps.store.getSeed(gameId) });
        text = `${names.join(", ")} sat down to play ${def.title}.`;
      } else if (event.type === "move") {
        const before = state;
        const move = def.moveSchema.parse(event.move);
        state = def.apply(before, event.seat, move);
        text = def.describe({ before, after: state, seat: event.seat, move, viewer, names });
      } else if (event.type === "engine-upgraded") {
        text = `Rules updated to engine version ${event.to}: ${event.reason}`;
      } else {
        text = `${names[event.seat]}: ${event.text}`;
      }
      entries.push({
        seq: event.seq, type: event.type, seat: event.type === "game-created" || event.type === "engine-upgraded" ? null : event.seat, at: event.at, text,
        ...(query.views ? { view: def.view(state, viewer), scores: [...def.result(state).scores] } : {}),
      });
    }
    return { entries, next: until < summary.version ? until : null, version: summary.version };
  }

  /**
   * The full record of a finished game (seed, every move) so anyone can re-run it. Refused while
   * the game runs: moves hold hidden choices and the seed would reveal every future draw.
   */
  async record(gameId: string): Promise<GameRecord> {
    const summary = await this.summary(gameId);
    if (summary.status !== "finished" || !summary.seed) {
      throw new HttpError(409, "game/not-over", "The full record, with the seed, is published when the game ends.");
    }
    const events = await this.deps.store.events(gameId, 0, summary.version);
    return {
      gameId, game: summary.game, engineVersion: summary.engineVersion, options: summary.options, seats: summary.players.length,
      names: summary.players.map((p) => p.name), seed: summary.seed, commitment: summary.commitment,
      moves: events.flatMap((e) => (e.type === "move" ? [{ seq: e.seq, seat: e.seat, move: e.move }] : [])),
      winners: summary.winners,
    };
  }

  async submitMove(caller: string, gameId: string, body: SubmitMoveRequest): Promise<MoveResponse> {
    const summary = await this.upgraded(await this.summary(gameId));
    const seat = seatOf(summary, caller);
    if (seat === null) throw new HttpError(403, "auth/not-a-player", "You are not a player in this game.");
    const earlier = await this.deps.store.findMove(gameId, seat, body.clientMoveId);
    if (earlier) return { gameId, seq: earlier.seq, version: earlier.version, duplicate: true };
    if (summary.status === "finished") throw new RuleViolation("game/over", "The game is over.");
    if (body.expectedVersion !== summary.version && !onlyUpgradesSince(summary, body.expectedVersion)) throw conflict(summary.version);
    const def = this.engine(summary);
    const parsedMove = def.moveSchema.safeParse(body.move);
    if (!parsedMove.success) throw fromZod(parsedMove.error, "move");
    const before = await this.stateAt(summary, def, summary.version);
    const awaitingBefore = def.awaiting(before) as readonly number[];
    // The engine decides who may move: besides the awaited seats, others may have optional
    // moves (an offer during another player's trading, withdrawing one's own offer).
    const after = def.apply(before, seat, parsedMove.data);
    const seq = summary.version + 1;
    const at = this.deps.clock.now().toISOString();
    const event: GameEvent = { type: "move", seq, seat, move: parsedMove.data, clientMoveId: body.clientMoveId, at };
    const names = summary.players.map((p) => p.name);
    const result = def.result(after);
    const awaitingAfter = result.finished ? [] : [...def.awaiting(after)];
    const seed = result.finished ? await this.deps.store.getSeed(gameId) : undefined;
    const recipients: Recipient[] = result.finished
      ? summary.players.flatMap((p, s) => (p.email ? [{ email: p.email, name: p.name, seat: s, reason: "game-over" as const }] : []))
      : awaitingAfter.filter((s) => !awaitingBefore.includes(s)).flatMap((s) => {
        const p = summary.players[s]!;
        return p.email ? [{ email: p.email, name: p.name, seat: s, reason: "your-turn" as const }] : [];
      });
    // Bot seats have no seat item (they list no one's games).
    const seatChanges: SeatChange[] = summary.players.flatMap((p, s) => {
      const waitingNow = awaitingAfter.includes(s);
      const changed = waitingNow !== summary.awaiting.includes(s) || result.finished;
      return changed && p.email ? [{ seat: s, email: p.email, waiting: waitingNow, status: result.finished ? "finished" as const : "active" as const }] : [];
    });
    try {
      await this.deps.store.append({
        gameId, event, expectedVersion: summary.version, mover: seat,
        summary: { awaiting: awaitingAfter, status: result.finished ? "finished" : "active", winners: [...result.winners], updatedAt: at, ...(seed ? { seed } : {}) },
        seatChanges,
        moveId: { seat, clientMoveId: body.clientMoveId },
        ...(seq % this.deps.config.snapshotEvery === 0 ? { snapshot: { engineVersion: def.engineVersion, state: after } } : {}),
        outbox: {
          title: def.title,
          headline: result.finished
            ? `${def.title} has ended. ${result.summary ?? ""} Winner${result.winners.length === 1 ? "" : "s"}: ${result.winners.map((w) => names[w]).join(", ") || "none"}.`
            : def.describe({ before, after, seat, move: parsedMove.data, viewer: "spectator", names }),
          recipients,
          awaiting: awaitingAfter,
        },
      });
    } catch (e) {
      if (e instanceof DuplicateMove) return { gameId, seq: e.seq, version: e.version, duplicate: true };
      if (e instanceof VersionConflict) throw conflict(e.currentVersion);
      throw e;
    }
    return { gameId, seq, version: seq, duplicate: false };
  }

  async chat(caller: string, gameId: string, body: ChatRequest): Promise<MoveResponse> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const summary = await this.summary(gameId);
      const seat = seatOf(summary, caller);
      if (seat === null) throw new HttpError(403, "auth/not-a-player", "Only the game's players can chat.");
      const earlier = await this.deps.store.findMove(gameId, seat, body.clientMoveId);
      if (earlier) return { gameId, seq: earlier.seq, version: earlier.version, duplicate: true };
      const seq = summary.version + 1;
      const at = this.deps.clock.now().toISOString();
      try {
        // Chat never changes the game, so a clash with a move is retried here instead of bothering the writer.
        await this.deps.store.append({
          gameId, expectedVersion: summary.version, event: { type: "chat", seq, seat, text: body.text, clientMoveId: body.clientMoveId, at },
          summary: { awaiting: summary.awaiting, status: summary.status, winners: summary.winners, updatedAt: at },
          seatChanges: [], moveId: { seat, clientMoveId: body.clientMoveId },
        });
        return { gameId, seq, version: seq, duplicate: false };
      } catch (e) {
        if (e instanceof DuplicateMove) return { gameId, seq: e.seq, version: e.version, duplicate: true };
        if (!(e instanceof VersionConflict)) throw e;
      }
    }
    throw conflict((await this.summary(gameId)).version);
  }

  async myGames(caller: string): Promise<MyGamesResponse> {
    const seats = await this.deps.store.playerSeats(caller);
    const summaries = new Map((await this.deps.store.summaries(seats.map((s) => s.gameId))).map((s) => [s.gameId, s]));
    const games: MyGame[] = seats.flatMap((seat) => {
      const s = summaries.get(seat.gameId);
      if (!s) return [];
      return [{
        gameId: s.gameId, game: s.game, title: s.title, status: s.status, seat: seat.seat,
        waitingForMe: s.status === "active" && s.awaiting.includes(seat.seat),
        players: s.players.map((p, i) => ({ seat: i, name: p.name, joined: p.joined })),
        winners: s.winners, version: s.version, updatedAt: s.updatedAt,
      }];
    });
    games.sort((a, b) => Number(b.waitingForMe) - Number(a.waitingForMe) || Number(a.status === "finished") - Number(b.status === "finished") || b.updatedAt.localeCompare(a.updatedAt));
    return { games };
  }

  /**
   * A game as one reader's email tells it: what happened since their last move (as that seat
   * may read it, never more), what decision the game awaits from them, who else it waits for.
   * Read-only: opening an email's news does not mark anyone as joined.
   */
  async news(email: string, gameId: string, opts: { invitation?: boolean } = {}): Promise<GameNews | null> {
    const summary = await this.deps.store.getSummary(gameId);
    if (!summary) return null;
    const def = this.engine(summary);
    const seat = seatOf(summary, email);
    const names = summary.players.map((p) => p.name);
    const lastOwn = seat === null ? -1 : summary.lastSeqs[seat] ?? -1;
    // Still an invitation only for a reader who has not moved yet.
    const invitation = (opts.invitation ?? false) && lastOwn < 0;
    const after = Math.max(lastOwn, summary.version - NEWS_LINES);
    const { entries } = await this.history(email, gameId, { after, limit: NEWS_LINES, views: false });
    const state = await this.stateAt(summary, def, summary.version);
    const awaiting = summary.status === "active" ? [...def.awaiting(state)] : [];
    const mine = seat !== null && awaiting.includes(seat);
    const choices = mine ? def.legalMoves(state, seat).map((m: unknown) => def.moveLabel(state, seat, m, names)) : [];
    const result = def.result(state);
    return {
      gameId, game: def.id, title: def.title, seat, name: seat === null ? null : names[seat]!, players: names,
      status: summary.status, createdBy: summary.players.find((p) => p.email === summary.createdBy)?.name ?? summary.createdBy,
      // An invitation introduces the game itself, so the "sat down to play" line is left out.
      lines: entries.filter((e) => e.seq > lastOwn && !(invitation && e.type === "game-created")).map((e) => e.text),
      earlierOmitted: after > lastOwn && after > 0,
      awaitingMe: mine, choices, waitingFor: awaiting.filter((s) => s !== seat).map((s) => names[s]!),
      firstToMove: invitation || summary.version === 0
        ? [...def.awaiting(summary.version === 0 ? state : def.setup({ seats: names.length, options: summary.options, seed: await this.deps.store.getSeed(gameId) }))].map((s) => names[s]!)
        : [],
      result: result.finished ? `${result.summary ?? ""} Winner${result.winners.length === 1 ? "" : "s"}: ${result.winners.map((w) => names[w]).join(", ") || "none"}.`.trim() : null,
    };
  }

  // ---- loading ----

  private async summary(gameId: string): Promise<SummaryItem> {
    const summary = await this.deps.store.getSummary(gameId);
    if (!summary) throw new HttpError(404, "game/not-found", `There is no game ${gameId}.`);
    return summary;
  }

  /**
   * The definition the game is judged by: its own engine version, which every build keeps
   * (docs/engine.md). Only a build older than the game's version lacks it (a rollback).
   */
  private engine(summary: SummaryItem): AnyGameDefinition {
    const latest = this.deps.games[summary.game];
    if (!latest) throw new Error(`game ${summary.gameId} uses unregistered engine ${summary.game}`);
    const def = engineAt(latest, summary.engineVersion);
    if (!def) {
      throw new HttpError(503, "game/engine-unavailable", `This game uses rules version ${summary.engineVersion} of ${latest.title}, which this server does not have yet. Try again in a few minutes.`);
    }
    return def;
  }

  private versionsInfo(summary: SummaryItem): EngineVersionInfo[] {
    const latest = this.deps.games[summary.game];
    return versionsOf(summary).map((v) => ({ ...v, note: latest ? changeOf(latest, v.version).summary : "" }));
  }

  /**
   * Moves an active game to the newest engine version when that is proved safe: every recorded
   * move legal under it, the same game after each (`checkUpgrade`). Then one engine-upgraded
   * event is appended with the conditional transaction every move uses, so racing callers
   * upgrade once. Otherwise the game stays pinned, and the refusal is noted so the proof is
   * not replayed on every read. Returns the summary to go on with. Finished games stay as they are.
   */
  private async upgraded(summary: SummaryItem): Promise<SummaryItem> {
    const latest = this.deps.games[summary.game];
    if (!latest || summary.status !== "active" || summary.engineVersion >= latest.engineVersion || summary.upgradeRefused === latest.engineVersion) return summary;
    const older = this.engine(summary);
    const seed = await this.deps.store.getSeed(summary.gameId);
    const events = await this.deps.store.events(summary.gameId, 0, summary.version);
    const moves = events.flatMap((e) => (e.type === "move" ? [{ seat: e.seat, move: e.move }] : []));
    const check = checkUpgrade(older, latest, { seats: summary.players.length, options: summary.options, seed }, moves);
    if (!check.safe) {
      await this.deps.store.markUpgradeRefused(summary.gameId, latest.engineVersion);
      return { ...summary, upgradeRefused: latest.engineVersion };
    }
    const seq = summary.version + 1;
    const at = this.deps.clock.now().toISOString();
    const from = summary.engineVersion;
    const to = latest.engineVersion;
    const versions = [...versionsOf(summary), { version: to, fromSeq: seq }];
    try {
      await this.deps.store.append({
        gameId: summary.gameId, expectedVersion: summary.version,
        event: { type: "engine-upgraded", seq, from, to, reason: changeOf(latest, to).summary, at },
        summary: { awaiting: [...latest.awaiting(check.state)], status: summary.status, winners: summary.winners, updatedAt: at },
        seatChanges: [],
        // A snapshot under the new version, so later reads need not replay the whole game.
        snapshot: { engineVersion: to, state: check.state },
        upgrade: { from, to, versions },
      });
    } catch (e) {
      // Someone moved or upgraded first: go on with what is stored now (upgraded or still pinned).
      if (e instanceof VersionConflict) return this.summary(summary.gameId);
      throw e;
    }
    return { ...summary, version: seq, engineVersion: to, engineVersions: versions, updatedAt: at };
  }

  private async load(summary: SummaryItem): Promise<Loaded> {
    const def = this.engine(summary);
    return { def, summary, state: await this.stateAt(summary, def, summary.version) };
  }

  /**
   * The state after event `seq`: the newest snapshot at or before it, then the events since.
   * The whole history replays under the game's current version (an upgrade proved that it
   * may), so a snapshot taken under another version is never used.
   */
  private async stateAt(summary: SummaryItem, def: AnyGameDefinition, seq: number): Promise<unknown> {
    const snapshot = await this.deps.store.latestSnapshot(summary.gameId, seq);
    let state: unknown;
    let from: number;
    if (snapshot && snapshot.engineVersion === def.engineVersion) {
      state = def.stateSchema.parse(snapshot.state);
      from = snapshot.seq;
    } else {
      state = def.setup({ seats: summary.players.length, options: summary.options, seed: await this.deps.store.getSeed(summary.gameId) });
      from = 0;
    }
    for (const event of await this.deps.store.events(summary.gameId, from, seq)) {
      if (event.type === "move") state = def.apply(state, event.seat, def.moveSchema.parse(event.move));
    }
    return state;
  }
}

/** The versions a game has used, with the seq from which each applies. */
function versionsOf(summary: SummaryItem): { version: number; fromSeq: number }[] {
  return summary.engineVersions ?? [{ version: summary.engineVersion, fromSeq: 0 }];
}

/** True when every event after `expected` is an engine upgrade: a move chosen then still means the same. */
function onlyUpgradesSince(summary: SummaryItem, expected: number): boolean {
  if (expected < 0 || expected >= summary.version) return false;
  const upgrades = new Set(versionsOf(summary).map((v) => v.fromSeq));
  for (let seq = expected + 1; seq <= summary.version; seq++) if (!upgrades.has(seq)) return false;
  return true;
}

function seatOf(summary: SummaryItem, email: string): number | null {
  const i = summary.players.findIndex((p) => p.email === email);
  return i < 0 ? null : i;
}

function nonNegative(n: number | undefined): number | null {
  return n === undefined || n < 0 ? null : n;
}

function conflict(currentVersion: number): HttpError {
  return new HttpError(409, "move/version-conflict", `Someone moved first: the game is now at version ${currentVersion}. Refresh and try again.`, { currentVersion });
}
