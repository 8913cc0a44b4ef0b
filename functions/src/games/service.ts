/**
 * The platform's use cases, over injected ports (store, games, clock, random): create a game,
 * read it as a viewer, read its history, submit a move, list my games, sign in. Each follows
 * parse → load → decide → append → respond; the HTTP layer only routes and serialises.
 */
import * as z from "zod/mini";
import type { AnyBot } from "@backroom/engine/core/bot";
import type { GameCreated, GameEvent } from "@backroom/engine/core/events";
import { RuleViolation, type AnyGameDefinition } from "@backroom/engine/core/game";
import { sha256Hex } from "../auth/secrets";
import { armTimers, type Armed } from "../clocks/arm-timers";
import { describeTimeControl, nextDeadlines, TimeControl } from "../clocks/clock-policy";
import { awayFlags, type Absence } from "../clocks/vacation-policy";
import type {
  CreateGameRequest, GameInfo, GameRecord, GameResponse, HistoryResponse, LegalMove, MoveResponse, MovesResponse, MyGame,
  MyGamesResponse, SubmitMoveRequest, ChatRequest,
} from "../contract";
import { fromZod, Refusal } from "../errors";
import type { Clock } from "../ports/clock";
import type { Random } from "../ports/random";
import type { Telemetry } from "../ports/telemetry";
import type { Timers } from "../ports/timers";
import { DuplicateMove, SeqTaken, VersionConflict, type SeatChange, type TransactItem } from "../store/writes";
import { GameStore } from "../store/game-store";
import type { Recipient, SummaryItem, SummaryPlayer } from "../store/items";
import { etagMatches, gameEtag } from "./etag";
import { gameResponse, kindOf, labelledMoves } from "./game-response";
import { busy, conflict, handOverText, heldByBot, howText, seatOf, type MoveHow } from "./helpers";
import { history, news, record, type NewsOptions } from "./history";
import { GameLoader } from "./loader";
import { defaultPress } from "../press/rules";
import type { GameNews } from "./news";

export type { MoveHow } from "./helpers";

export interface ServiceConfig {
  /** Write a snapshot every this many events, so a move never replays more than that. */
  readonly snapshotEvery: number;
  /** How long a bot seat waits before it moves (BOT_DELAY_MS unless told: the local stack's tests shorten it). */
  readonly botDelayMs?: number;
}

export interface ServiceDeps {
  readonly store: GameStore;
  readonly games: Readonly<Record<string, AnyGameDefinition>>;
  readonly clock: Clock;
  readonly random: Random;
  readonly config: ServiceConfig;
  /** Deadline and bot timers (ports/timers.ts); none: no game's clock runs (tests of other things). */
  readonly timers?: Timers;
  /** Each game's bot, by game id (engine `bots`); a game without one falls back to its first legal move. */
  readonly bots?: Readonly<Record<string, AnyBot>>;
  readonly log?: (message: string, error?: unknown) => void;
  /** Counts what operators must see (a timer not set: `TimersNotSet`); none: nothing counted. */
  readonly telemetry?: Pick<Telemetry, "count">;
  /** The caller's unread press per game, for the dashboard (press/press.ts); none: 0 everywhere. */
  readonly unreadOf?: (email: string, games: readonly { summary: SummaryItem; seat: number }[]) => Promise<number[]>;
  /** A person's declared absence (vacation.ts), so a game created during it sees it; none: no absences. */
  readonly absenceOf?: (email: string) => Promise<Absence | null>;
}

export interface ChatOptions {
  readonly check?: (summary: SummaryItem, seat: number) => Promise<void> | void;
  readonly alsoWrite?: (line: { seq: number; seat: number; name: string; text: string; at: string }) => readonly TransactItem[];
}

export interface CreateOptions {
  /** The id to use (a lobby keeps its id when it starts); else a fresh one. */
  readonly gameId?: string;
  /** Conditional writes that must succeed with the creation (see GameStore.createGame). */
  readonly alsoWrite?: readonly TransactItem[];
  readonly rematchOf?: string;
}

export class GameService {
  private readonly loader: GameLoader;

  constructor(private readonly deps: ServiceDeps) {
    this.loader = new GameLoader(deps);
  }

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
   * when the lobby started or the rematch was claimed. The caller is never invited: they pressed
   * the button that made the game and are taken to it.
   */
  async createGame(caller: string, body: Omit<z.output<typeof CreateGameRequest>, "timeControl"> & { timeControl?: unknown }, opts: CreateOptions = {}): Promise<{ gameId: string; version: number }> {
    const def = this.deps.games[body.game];
    if (!def) throw new Refusal(400, "request/invalid", `game: unknown game "${body.game}"`, { field: "game" });
    const parsed = def.optionsSchema.safeParse(body.options);
    if (!parsed.success) throw fromZod(parsed.error, "options");
    const n = body.players.length;
    if (n < def.minPlayers || n > def.maxPlayers) {
      throw new Refusal(400, "request/invalid", `players: ${def.title} takes ${def.minPlayers}–${def.maxPlayers} players, not ${n}`, { field: "players" });
    }
    const people = body.players.flatMap((p) => ("email" in p ? [p.email] : []));
    if (new Set(people).size !== people.length) throw new Refusal(400, "request/invalid", "players: each player needs a different email", { field: "players" });
    const timed = TimeControl.safeParse(body.timeControl ?? {});
    if (!timed.success) throw fromZod(timed.error, "timeControl");
    const control: TimeControl = timed.data;

    const gameId = opts.gameId ?? this.deps.random.gameId();
    const seed = this.deps.random.seed();
    const now = this.deps.clock.now();
    const at = now.toISOString();
    const state = def.setup({ seats: n, options: parsed.data, seed });
    const awaiting = [...def.awaiting(state)];
    const created: GameCreated = {
      type: "game-created", seq: 0, gameId: gameId as GameCreated["gameId"], game: def.id, engineVersion: def.engineVersion,
      // A seat's language is the invitee's mail setting, not the game's: the record keeps name and email.
      options: parsed.data, players: body.players.map((p) => ("email" in p ? { name: p.name, email: p.email } : p)), commitment: sha256Hex(seed), createdBy: caller, at,
    };
    const creator = body.players.find((p) => "email" in p && p.email === caller)?.name ?? caller;
    const players: SummaryPlayer[] = await Promise.all(body.players.map(async (p) => {
      if (!("email" in p)) return { name: p.name, email: "", joined: true, bot: true };
      const away = await this.deps.absenceOf?.(p.email);
      return { name: p.name, email: p.email, joined: p.email === caller, ...(away && Date.parse(away.until) > now.getTime() ? { away } : {}) };
    }));
    // Stryker disable next-line ArrayDeclaration: nothing was awaited or due before the game began, and a non-seat entry in either list is never read (equivalent)
    const deadlines = nextDeadlines({ control, seats: n, bots: players.map((p) => p.bot === true), mover: null, awaitingBefore: [], awaitingAfter: awaiting, deadlines: [], now, away: players.map((p) => p.away) });
    await this.deps.store.createGame({
      summary: {
        gameId, game: def.id, title: def.title, engineVersion: def.engineVersion, engineVersions: [{ version: def.engineVersion, fromSeq: 0 }], options: parsed.data,
        players, status: "active", version: 0, moveVersion: 0, timeControl: control, deadlines, timeouts: players.map(() => 0),
        awaiting, lastSeqs: body.players.map(() => -1), winners: [], commitment: created.commitment, createdBy: caller, createdAt: at, updatedAt: at,
        press: { mode: body.press?.mode ?? defaultPress(def.id).mode, archive: body.press?.archive ?? defaultPress(def.id).archive },
        ...(opts.rematchOf ? { rematchOf: opts.rematchOf } : {}),
      },
      created,
      seed,
      outbox: {
        title: def.title,
        headline: `${creator} invited you to a game of ${def.title} with ${body.players.map((p) => p.name).join(", ")}. ${describeTimeControl(control)}.`,
        recipients: players.flatMap((p, seat) => (p.email === "" || p.email === caller ? [] : [{ email: p.email, name: p.name, seat, reason: "invited" as const }])),
        awaiting,
      },
      // The language the host chose for each invitee, kept only where they have none yet (their own wins).
      languages: body.players.flatMap((p) => ("email" in p && p.language && p.email !== caller ? [{ email: p.email, language: p.language }] : [])),
      ...(opts.alsoWrite ? { alsoWrite: opts.alsoWrite } : {}),
    });
    await this.arm({ gameId, moveVersion: 0, awaiting, players, deadlines }, null);
    return { gameId, version: 0 };
  }

  async readGame(caller: string, gameId: string): Promise<GameResponse> {
    return (await this.readGameTagged(caller, await this.loader.summary(gameId))).game;
  }

  /**
   * GET /games/{id} with its ETag (./etag.ts): while `ifNoneMatch` still names the tag, the
   * answer is `game: null` (a 304) after one read of the summary, and no event is read.
   */
  async readGameIfChanged(caller: string, gameId: string, ifNoneMatch: string | undefined): Promise<{ etag: string; game: GameResponse | null }> {
    const summary = await this.loader.summary(gameId);
    // Stryker disable next-line OptionalChaining: a game of an unregistered engine fails a few lines on anyway, as the same 500 (equivalent)
    const etag = gameEtag(summary, seatOf(summary, caller), this.deps.games[summary.game]?.engineVersion, this.awayNow(summary));
    if (etagMatches(ifNoneMatch, etag)) return { etag, game: null };
    return this.readGameTagged(caller, summary);
  }

  private async readGameTagged(caller: string, stored: SummaryItem): Promise<{ etag: string; game: GameResponse }> {
    const gameId = stored.gameId;
    const { def, summary, state } = await this.loader.load(await this.loader.upgraded(stored));
    const mySeat = seatOf(summary, caller);
    let seen = summary;
    if (mySeat !== null && !summary.players[mySeat]!.joined) {
      await this.deps.store.markJoined(gameId, mySeat);
      // Tagged as stored now, so the next poll matches.
      seen = { ...summary, players: summary.players.map((p, s) => (s === mySeat ? { ...p, joined: true } : p)) };
    }
    // Stryker disable next-line OptionalChaining: load() above has already refused a game of an unregistered engine (equivalent)
    const etag = gameEtag(seen, mySeat, this.deps.games[summary.game]?.engineVersion, this.awayNow(summary));
    return { etag, game: gameResponse({ def, summary, state, mySeat, host: caller === summary.createdBy, versions: this.loader.versionsInfo(summary), awayNow: this.awayNow(summary) }) };
  }

  /** Which seats' players are away now: the answer shows it, so its tag changes when an absence begins or ends. */
  private awayNow(summary: SummaryItem): boolean[] {
    return awayFlags(summary.players, this.deps.clock.now());
  }

  /** The caller's legal moves of one kind (those GET /games/{id} defers); none for a spectator. */
  async readMoves(caller: string, gameId: string, kind: string): Promise<MovesResponse> {
    const { def, summary, state } = await this.loader.load(await this.loader.upgraded(await this.loader.summary(gameId)));
    const mySeat = seatOf(summary, caller);
    const names = summary.players.map((p) => p.name);
    const legalMoves = mySeat === null || summary.players[mySeat]!.bot ? [] : labelledMoves(def, state, mySeat, names).filter((m) => kindOf(m.move) === kind);
    return { gameId: summary.gameId, version: summary.version, kind, legalMoves };
  }

  /**
   * A seat's legal moves as they stood at an earlier version, labelled: a reply by mail is
   * judged against the choices its mail listed (replies/replies.ts).
   */
  async legalMovesAt(gameId: string, seat: number, version: number): Promise<LegalMove[]> {
    const summary = await this.loader.upgraded(await this.loader.summary(gameId));
    const def = this.loader.engine(summary);
    return labelledMoves(def, await this.loader.stateAt(summary, def, version), seat, summary.players.map((p) => p.name));
  }

  history(caller: string, gameId: string, query: { after: number; limit: number; views: boolean }): Promise<HistoryResponse> {
    return history(this.deps, this.loader, caller, gameId, query);
  }

  /**
   * The full record of a finished game (seed, every move) so anyone can re-run it. Refused while
   * the game runs: moves hold hidden choices and the seed would reveal every future draw.
   */
  record(gameId: string): Promise<GameRecord> {
    return record(this.deps, this.loader, gameId);
  }

  /**
   * A player's move. `expectedVersion` is the move version the player saw (or any event version
   * since): only another move makes it stale, never chat or other table events.
   */
  async submitMove(caller: string, gameId: string, body: SubmitMoveRequest): Promise<MoveResponse> {
    const summary = await this.loader.summary(gameId);
    const seat = seatOf(summary, caller);
    if (seat === null) throw new Refusal(403, "auth/not-a-player", "You are not a player in this game.");
    return this.play(gameId, seat, body.move, body.clientMoveId, body.expectedVersion);
  }

  /**
   * Judges and appends one move for `seat`: the path every move takes, a player's, a bot's or a
   * timeout's. A chat line that took the next seq slot meanwhile is no conflict: the move is
   * judged again against the same game and appended in the next slot.
   */
  async play(gameId: string, seat: number, move: unknown, clientMoveId: string, expected: number, how?: MoveHow): Promise<MoveResponse> {
    // Bounded by the loop itself, so no slip in its body can spin for ever.
    for (let attempt = 0; attempt < 9; attempt++) {
      const summary = await this.loader.upgraded(await this.loader.summary(gameId));
      const earlier = await this.deps.store.findMove(gameId, seat, clientMoveId);
      if (earlier) return { gameId, seq: earlier.seq, version: earlier.version, moveVersion: earlier.version, duplicate: true };
      if (summary.status === "finished") throw new RuleViolation("game/over", "The game is over.");
      // A player's own move (no `how`) only while they hold the seat. Checked on every try: a seat
      // change that took the slot meanwhile makes the append retry, and the move is judged again.
      const botHolds = how === undefined ? heldByBot(summary.players[seat]!) : null;
      if (botHolds) throw botHolds;
      if (expected < summary.moveVersion || expected > summary.version) throw conflict(summary.moveVersion);
      try {
        return await this.appendMove(summary, seat, move, clientMoveId, how);
      } catch (e) {
        if (e instanceof DuplicateMove) return { gameId, seq: e.seq, version: e.version, moveVersion: e.version, duplicate: true };
        if (e instanceof VersionConflict) throw conflict(e.currentVersion);
        if (!(e instanceof SeqTaken)) throw e;
      }
    }
    throw busy();
  }

  private async appendMove(summary: SummaryItem, seat: number, move: unknown, clientMoveId: string, how: MoveHow | undefined): Promise<MoveResponse> {
    const gameId = summary.gameId;
    const def = this.loader.engine(summary);
    const parsedMove = def.moveSchema.safeParse(move);
    if (!parsedMove.success) throw fromZod(parsedMove.error, "move");
    const before = await this.loader.stateAt(summary, def, summary.version);
    const awaitingBefore = def.awaiting(before) as readonly number[];
    // The engine decides who may move: besides the awaited seats, others may have optional
    // moves (an offer during another player's trading, withdrawing one's own offer).
    const after = def.apply(before, seat, parsedMove.data);
    const seq = summary.version + 1;
    const at = this.deps.clock.now().toISOString();
    const names = summary.players.map((p) => p.name);
    const result = def.result(after);
    const awaitingAfter = result.finished ? [] : [...def.awaiting(after)];
    const seed = result.finished ? await this.deps.store.getSeed(gameId) : undefined;
    const now = this.deps.clock.now();
    // Timeouts in a row: a timeout adds one, the player's own move clears them; after the
    // host's number the bot takes the seat for good (the player may take it back).
    const timeouts = summary.timeouts.map((t, s) => (s !== seat ? t : how === "timeout" ? t + 1 : how === "bot" ? t : 0));
    const handOver = how === "timeout" && summary.timeControl.handOverAfter > 0 && timeouts[seat]! >= summary.timeControl.handOverAfter;
    const event: GameEvent = { type: "move", seq, seat, move: parsedMove.data, clientMoveId, at, ...(how ? { by: how } : {}), ...(handOver ? { handOver: true as const } : {}) };
    const players = handOver ? summary.players.map((p, s) => (s === seat ? { ...p, bot: true } : p)) : summary.players;
    const deadlines = nextDeadlines({
      control: summary.timeControl, seats: players.length, bots: players.map((p) => p.bot === true), mover: seat,
      awaitingBefore: summary.awaiting, awaitingAfter, deadlines: summary.deadlines, now, away: players.map((p) => p.away),
    });
    // A seat without an address is a bot's from the start, so "not a bot" is "a person with an address".
    const mailable = (s: number) => players[s]!.bot !== true;
    const recipients: Recipient[] = result.finished
      ? players.flatMap((p, s) => (p.email === "" ? [] : [{ email: p.email, name: p.name, seat: s, reason: "game-over" as const }]))
      : [
        // A newly awaited seat is told; so is the seat whose time ran out, awaited again: a bot
        // moved for them while they were away, so this decision is news to them.
        ...awaitingAfter.filter((s) => (!awaitingBefore.includes(s) || (how === "timeout" && s === seat)) && mailable(s)).map((s) => ({ email: players[s]!.email, name: players[s]!.name, seat: s, reason: "your-turn" as const })),
        ...(handOver ? [{ email: players[seat]!.email, name: players[seat]!.name, seat, reason: "seat-to-bot" as const }] : []),
      ];
    const seatChanges: SeatChange[] = summary.players.flatMap((p, s) => {
      const waitingNow = awaitingAfter.includes(s);
      const changed = waitingNow !== summary.awaiting.includes(s) || result.finished;
      return changed && p.email ? [{ seat: s, email: p.email, waiting: waitingNow, status: result.finished ? "finished" as const : "active" as const }] : [];
    });
    // Stryker disable next-line StringLiteral: every engine tells a seat's viewer by its number, so any other viewer reads as the spectator (equivalent)
    const describe = def.describe({ before, after, seat, move: parsedMove.data, viewer: "spectator", names });
    await this.deps.store.append({
      gameId, event, expectedVersion: summary.version, expectedMoveVersion: summary.moveVersion, mover: seat,
      summary: { awaiting: awaitingAfter, status: result.finished ? "finished" : "active", winners: [...result.winners], updatedAt: at, ...(seed ? { seed } : {}) },
      clocks: { deadlines, timeouts, awayChanges: summary.awayChanges },
      ...(handOver ? { players } : {}),
      seatChanges,
      moveId: { seat, clientMoveId },
      ...(seq % this.deps.config.snapshotEvery === 0 ? { snapshot: { engineVersion: def.engineVersion, state: after } } : {}),
      outbox: {
        title: def.title,
        headline: result.finished
          ? `${def.title} has ended. ${result.summary ?? ""} Winner${result.winners.length === 1 ? "" : "s"}: ${result.winners.map((w) => names[w]).join(", ") || "none"}.`
          : how ? `${describe} (${howText(how)})${handOver ? ` ${handOverText(names[seat]!)}` : ""}` : describe,
        recipients,
        awaiting: awaitingAfter,
      },
    });
    await this.arm({ gameId, moveVersion: seq, awaiting: awaitingAfter, players, deadlines }, summary);
    return { gameId, seq, version: seq, moveVersion: seq, duplicate: false };
  }

  /**
   * Sets the timers of the decisions now awaited (a bot seat's move, a deadline) and cancels
   * those of the decisions just made. After the write: a failure here is logged and counted,
   * not the move's; a timer that is stale changes nothing (timers/autoplay.ts).
   */
  async arm(now: Armed, before: Armed | null): Promise<void> {
    if (!this.deps.timers) return;
    const { notSet, notCancelled } = await armTimers(this.deps.timers, this.deps.clock.now(), now, before, this.deps.config.botDelayMs);
    const log = this.deps.log ?? ((m, err) => console.error(m, err));
    for (const f of notSet) log(`timer ${f.name} of game ${now.gameId} not set`, f.error);
    for (const f of notCancelled) log(`timer ${f.name} of game ${now.gameId} not cancelled`, f.error);
    if (notSet.length > 0) this.deps.telemetry?.count("TimersNotSet", notSet.length);
  }

  /** The summary and the state it stands for: the timer handler's view of a game. */
  async current(gameId: string): Promise<{ summary: SummaryItem; def: AnyGameDefinition; state: unknown; bot: AnyBot | undefined } | null> {
    const found = await this.deps.store.getSummary(gameId);
    if (!found) return null;
    const { def, summary, state } = await this.loader.load(await this.loader.upgraded(found));
    return { summary, def, state, bot: this.deps.bots?.[summary.game] };
  }

  /**
   * A line at the table. `opts.check` refuses it for the summary as read on each try (press
   * rules: press/press.ts); `opts.alsoWrite` adds writes to the line's own transaction (its copy
   * in the table channel).
   */
  async chat(caller: string, gameId: string, body: ChatRequest, opts: ChatOptions = {}): Promise<MoveResponse> {
    // Chat is conditioned only on its seq slot being free, never on the move version: it is
    // retried on a clash (with a move or another line) instead of bothering the writer. A line
    // sent again is found by its move id in the same write (DuplicateMove), landed or not yet.
    for (let attempt = 0; attempt < 10; attempt++) {
      const summary = await this.loader.summary(gameId);
      const seat = seatOf(summary, caller);
      if (seat === null) throw new Refusal(403, "auth/not-a-player", "Only the game's players can chat.");
      const seq = summary.version + 1;
      const at = this.deps.clock.now().toISOString();
      await opts.check?.(summary, seat);
      try {
        await this.deps.store.append({
          gameId, expectedVersion: summary.version, event: { type: "chat", seq, seat, text: body.text, clientMoveId: body.clientMoveId, at },
          summary: { awaiting: summary.awaiting, status: summary.status, winners: summary.winners, updatedAt: at },
          seatChanges: [], moveId: { seat, clientMoveId: body.clientMoveId },
          ...(opts.alsoWrite ? { alsoWrite: opts.alsoWrite({ seq, seat, name: summary.players[seat]!.name, text: body.text, at }) } : {}),
        });
        return { gameId, seq, version: seq, moveVersion: summary.moveVersion, duplicate: false };
      } catch (e) {
        if (e instanceof DuplicateMove) return { gameId, seq: e.seq, version: e.version, moveVersion: summary.moveVersion, duplicate: true };
        if (!(e instanceof VersionConflict)) throw e;
      }
    }
    throw busy();
  }

  async myGames(caller: string): Promise<MyGamesResponse> {
    const seats = await this.deps.store.playerSeats(caller);
    const summaries = new Map((await this.deps.store.summaries(seats.map((s) => s.gameId))).map((s) => [s.gameId, s]));
    const mine = seats.flatMap((seat) => {
      const s = summaries.get(seat.gameId);
      return s ? [{ summary: s, seat: seat.seat }] : [];
    });
    const unread = (await this.deps.unreadOf?.(caller, mine)) ?? [];
    const games: MyGame[] = mine.map(({ summary: s, seat: at }, i) => {
      const seat = { seat: at };
      // A finished game awaits nobody (appendMove empties `awaiting` at the end).
      const waiting = s.awaiting.includes(seat.seat);
      return {
        gameId: s.gameId, game: s.game, title: s.title, status: s.status, seat: seat.seat,
        waitingForMe: waiting,
        players: s.players.map((p, i) => ({ seat: i, name: p.name, joined: p.joined })),
        winners: s.winners, version: s.version, updatedAt: s.updatedAt,
        deadline: waiting ? s.deadlines[seat.seat] ?? null : null,
        bot: s.players[seat.seat]!.bot === true,
        unread: unread[i] ?? 0,
      };
    });
    // Waiting for me first, then the other running games, then finished ones; newest activity first within each.
    const rank = (g: MyGame) => (g.waitingForMe ? 0 : g.status === "finished" ? 2 : 1);
    games.sort((a, b) => rank(a) - rank(b) || b.updatedAt.localeCompare(a.updatedAt));
    return { games };
  }

  /** A game as one reader's email tells it (games/history.ts). */
  news(email: string, gameId: string, opts: NewsOptions = {}): Promise<GameNews | null> {
    return news(this.deps, this.loader, email, gameId, opts);
  }

}
