/**
 * Seats beyond a fixed list: lobbies (a game created with open seats, joined through a share
 * link, started by its host) and rematches (a finished game's players and options, again). Both
 * end in GameService.createGame with a conditional write in the same transaction, so a lobby
 * starts once and a game has at most one rematch however many people click at once.
 */
import * as z from "zod/mini";
import type { AnyGameDefinition } from "@backroom/engine";
import type { Clock } from "../ports/clock";
import type { Random } from "../ports/random";
import {
  CreateGameRequest, type JoinLobbyRequest, type Language, type LobbiesResponse, type LobbyInfo,
} from "../contract";
import type { GameService } from "../games/service";
import { AlsoWriteRefused, GameExists, WriteRaced } from "../store/writes";
import { busy } from "../games/helpers";
import { type GameStore } from "../store/game-store";
import { LobbyChanged, type LobbyItem, type LobbyStore } from "../store/lobby-store";
import { keys } from "../store/table";
import { fromZod, Refusal } from "../errors";

export interface LobbyDeps {
  readonly store: GameStore;
  readonly lobbies: LobbyStore;
  readonly service: GameService;
  readonly games: Readonly<Record<string, AnyGameDefinition>>;
  readonly clock: Clock;
  readonly random: Random;
  /** A person's language setting (the host's names the bots they add); none: English. */
  readonly languageOf: (email: string) => Promise<Language | undefined>;
}

/** A bot seat's name in the host's language: «Бот 1» at a Russian host's table. */
const botName = (n: number, language: Language | undefined) => `${language === "ru" ? "Бот" : "Bot"} ${n}`;

export const joinPath = (gameId: string) => `/join?game=${gameId}`;

export class LobbyService {
  constructor(private readonly deps: LobbyDeps) {}

  async create(caller: string, body: z.output<typeof import("../contract").CreateLobbyRequest>): Promise<{ gameId: string; joinPath: string }> {
    const def = this.deps.games[body.game];
    if (!def) throw new Refusal(400, "request/invalid", `game: unknown game "${body.game}"`, { field: "game" });
    const parsed = def.optionsSchema.safeParse(body.options);
    if (!parsed.success) throw fromZod(parsed.error, "options");
    const { minPlayers: min, maxPlayers: max } = body;
    if (min < def.minPlayers || max > def.maxPlayers || min > max) {
      throw new Refusal(400, "request/invalid", `minPlayers, maxPlayers: ${def.title} takes ${def.minPlayers}–${def.maxPlayers} players; pick a range within that`, { field: "maxPlayers" });
    }
    const people = body.players.filter((p): p is Extract<typeof p, { email: string }> => "email" in p);
    if (people.length !== body.players.length) {
      throw new Refusal(400, "request/invalid", "players: add bots when you start the game", { field: "players" });
    }
    // The language the host chose for someone they named goes with the seat to the start, where the
    // invitation is written (as for a game created with every seat named).
    const players = people.map((p) => ({ name: p.name, email: p.email, ...(p.language ? { language: p.language } : {}) }));
    if (!players.some((p) => p.email === caller)) {
      throw new Refusal(400, "request/invalid", "players: list yourself (the host) among the players", { field: "players" });
    }
    if (new Set(players.map((p) => p.email)).size !== players.length) throw new Refusal(400, "request/invalid", "players: each player needs a different email", { field: "players" });
    if (players.length > max) throw new Refusal(400, "request/invalid", `players: ${players.length} named, but at most ${max} may play`, { field: "players" });
    const { game: _g, options: _o, players: _p, minPlayers: _min, maxPlayers: _max, ...extra } = body;
    const at = this.deps.clock.now().toISOString();
    const lobby: LobbyItem = {
      gameId: this.deps.random.gameId(), game: def.id, title: def.title, options: parsed.data, extra, host: caller, players,
      emails: players.map((p) => p.email), minPlayers: min, maxPlayers: max, status: "open", createdAt: at, updatedAt: at,
    };
    await this.deps.lobbies.create(lobby);
    return { gameId: lobby.gameId, joinPath: joinPath(lobby.gameId) };
  }

  /** What the join page shows; anyone with the link may read it (names only, no addresses). */
  async read(caller: string | null, gameId: string): Promise<LobbyInfo> {
    return info(await this.lobby(gameId), caller);
  }

  async mine(caller: string): Promise<LobbiesResponse> {
    return { lobbies: (await this.deps.lobbies.lobbiesOf(caller)).map((l) => info(l, caller)) };
  }

  async join(caller: string, gameId: string, body: JoinLobbyRequest): Promise<LobbyInfo> {
    const lobby = await this.lobby(gameId);
    refuseJoin(lobby, caller);
    try {
      await this.deps.lobbies.join(lobby, { name: body.name, email: caller }, this.deps.clock.now().toISOString());
    } catch (e) {
      if (!(e instanceof LobbyChanged)) throw e;
      // Someone else joined or the host started meanwhile: say which.
      const now = await this.lobby(gameId);
      refuseJoin(now, caller);
      throw new Refusal(409, "lobby/changed", "The game changed while you joined. Try again.");
    }
    return info(await this.lobby(gameId), caller);
  }

  async start(caller: string, gameId: string, body: z.output<typeof import("../contract").StartLobbyRequest>): Promise<{ gameId: string; version: number }> {
    const lobby = await this.lobby(gameId);
    if (lobby.host !== caller) throw new Refusal(403, "lobby/not-host", "Only the host can start this game.");
    if (lobby.status !== "open") throw new Refusal(409, "lobby/started", "This game has already started.");
    const seated = lobby.players.length + body.bots;
    if (seated < lobby.minPlayers) {
      throw new Refusal(409, "lobby/too-few", `${lobby.players.length} seated${body.bots ? ` and ${body.bots} bots` : ""}: this game needs at least ${lobby.minPlayers} players. Wait for more, or add bots.`);
    }
    if (seated > lobby.maxPlayers) {
      throw new Refusal(400, "request/invalid", `bots: ${lobby.players.length} are seated and at most ${lobby.maxPlayers} may play, so add at most ${lobby.maxPlayers - lobby.players.length} bots`, { field: "bots" });
    }
    // Stryker disable next-line ConditionalExpression: asking when no bot is added names no one (equivalent); the test spares a read
    const language = body.bots > 0 ? await this.deps.languageOf(caller) : undefined;
    const bots = Array.from({ length: body.bots }, (_, i) => ({ name: botName(i + 1, language), bot: true as const }));
    const request = recreate({ ...lobby.extra, game: lobby.game, options: lobby.options, players: [...lobby.players, ...bots] });
    try {
      return await this.deps.service.createGame(caller, request, {
        gameId, alsoWrite: this.deps.lobbies.startWrites(lobby, caller, this.deps.clock.now().toISOString()),
      });
    } catch (e) {
      // Another start won (its game exists, or the lobby is no longer open), someone joined, or
      // (AWS) the writes overlapped: the lobby as it stands now says which.
      if (!(e instanceof AlsoWriteRefused || e instanceof GameExists || e instanceof WriteRaced)) throw e;
      const now = await this.lobby(gameId);
      if (now.status !== "open") throw new Refusal(409, "lobby/started", "This game has already started.");
      throw new Refusal(409, "lobby/changed", "Someone joined while you started the game. Look again and start.");
    }
  }

  /**
   * A new game with a finished game's players (same seats; bots stay bots), options and time control. The old
   * game's summary records the new id in the same transaction, on condition that it has none
   * yet: a second click, by anyone, gets the rematch the first one made.
   */
  async rematch(caller: string, gameId: string): Promise<{ gameId: string; created: boolean }> {
    const summary = await this.deps.store.getSummary(gameId);
    if (!summary) throw new Refusal(404, "game/not-found", `There is no game ${gameId}.`);
    if (!summary.players.some((p) => p.email === caller)) throw new Refusal(403, "auth/not-a-player", "Only the game's players can start a rematch.");
    if (summary.rematch) return { gameId: summary.rematch, created: false };
    if (summary.status !== "finished") throw new Refusal(409, "game/not-over", "A rematch can start when the game has ended.");
    const request = recreate({
      game: summary.game, options: summary.options, timeControl: summary.timeControl, ...(summary.press ? { press: summary.press } : {}),
      // A bot seat stays a bot; a person whose seat the bot played (resigned, timed out, handed
      // over) is a person again: a rematch is a fresh game among the same friends.
      players: summary.players.map((p) => (p.bot && !p.email ? { name: p.name, bot: true } : { name: p.name, email: p.email })),
    });
    const newId = this.deps.random.gameId();
    const claim = {
      Update: {
        TableName: this.deps.store.tableName,
        Key: { pk: keys.game(gameId), sk: keys.summary },
        UpdateExpression: "SET rematch = :id",
        ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(rematch)",
        ExpressionAttributeValues: { ":id": newId },
      },
    };
    try {
      await this.deps.service.createGame(caller, request, { gameId: newId, alsoWrite: [claim], rematchOf: gameId });
      return { gameId: newId, created: true };
    } catch (e) {
      if (!(e instanceof AlsoWriteRefused || e instanceof WriteRaced)) throw e;
      const now = await this.deps.store.getSummary(gameId);
      // Overlapping another write to the old game (AWS) before any rematch landed: nothing was made, so try again.
      if (!now?.rematch) throw e instanceof WriteRaced ? busy() : e;
      return { gameId: now.rematch, created: false };
    }
  }

  private async lobby(gameId: string): Promise<LobbyItem> {
    const lobby = await this.deps.lobbies.get(gameId);
    if (!lobby) throw new Refusal(404, "lobby/not-found", `There is no game with open seats ${gameId}. Check the link.`);
    return lobby;
  }
}

/**
 * The creation request rebuilt from what was stored (a lobby, a finished game). Stored names
 * passed the rules of their day; one today's rules refuse is a 400 naming it, not a 500.
 */
function recreate(stored: unknown): z.output<typeof CreateGameRequest> {
  const parsed = CreateGameRequest.safeParse(stored);
  if (!parsed.success) throw fromZod(parsed.error, "");
  return parsed.data;
}

/** Why `caller` may not join `lobby`, as the 409 to answer; nothing when they may. */
function refuseJoin(lobby: LobbyItem, caller: string): void {
  if (lobby.emails.includes(caller)) throw new Refusal(409, "lobby/already-joined", "You already have a seat in this game.");
  if (lobby.status !== "open") throw new Refusal(409, "lobby/started", "This game has already started; its seats are taken.");
  if (lobby.players.length >= lobby.maxPlayers) throw new Refusal(409, "lobby/full", `This game is full: all ${lobby.maxPlayers} seats are taken.`);
}

function info(lobby: LobbyItem, caller: string | null): LobbyInfo {
  return {
    gameId: lobby.gameId, game: lobby.game, title: lobby.title, status: lobby.status,
    // Stryker disable next-line OptionalChaining,StringLiteral: creation refuses a lobby without its host among the players, so the fallback is for damaged data only
    host: lobby.players.find((p) => p.email === lobby.host)?.name ?? "the host",
    players: lobby.players.map((p) => p.name), minPlayers: lobby.minPlayers, maxPlayers: lobby.maxPlayers, joinPath: joinPath(lobby.gameId),
    isHost: caller === lobby.host, joined: lobby.emails.some((e) => e === caller),
  };
}
