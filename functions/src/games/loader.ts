/**
 * Loading a game: its summary, the engine version it is judged by, a safe upgrade to the newest
 * version, and the state rebuilt from the newest snapshot and the events since.
 */
import type { AnyGameDefinition } from "@backroom/engine/core/game";
import { changeOf, checkUpgrade, engineAt } from "@backroom/engine/core/versions";
import type { EngineVersionInfo } from "../contract";
import { Refusal } from "../errors";
import type { Clock } from "../ports/clock";
import { VersionConflict } from "../store/writes";
import { type GameStore } from "../store/game-store";
import type { SummaryItem } from "../store/items";
import { versionsOf } from "./helpers";

export interface LoaderDeps {
  readonly store: GameStore;
  readonly games: Readonly<Record<string, AnyGameDefinition>>;
  readonly clock: Clock;
}

export interface Loaded {
  readonly def: AnyGameDefinition;
  readonly summary: SummaryItem;
  readonly state: unknown;
}

export class GameLoader {
  constructor(private readonly deps: LoaderDeps) {}

  async summary(gameId: string): Promise<SummaryItem> {
    const summary = await this.deps.store.getSummary(gameId);
    if (!summary) throw new Refusal(404, "game/not-found", `There is no game ${gameId}.`);
    return summary;
  }

  /**
   * The definition the game is judged by: its own engine version, which every build keeps
   * (docs/engine.md). Only a build older than the game's version lacks it (a rollback).
   */
  engine(summary: SummaryItem): AnyGameDefinition {
    const latest = this.deps.games[summary.game];
    if (!latest) throw new Error(`game ${summary.gameId} uses unregistered engine ${summary.game}`);
    const def = engineAt(latest, summary.engineVersion);
    if (!def) {
      throw new Refusal(503, "game/engine-unavailable", `This game uses rules version ${summary.engineVersion} of ${latest.title}, which this server does not have yet. Try again in a few minutes.`);
    }
    return def;
  }

  versionsInfo(summary: SummaryItem): EngineVersionInfo[] {
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
  async upgraded(summary: SummaryItem): Promise<SummaryItem> {
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

  async load(summary: SummaryItem): Promise<Loaded> {
    const def = this.engine(summary);
    return { def, summary, state: await this.stateAt(summary, def, summary.version) };
  }

  /**
   * The state after event `seq`: the newest snapshot at or before it, then the events since.
   * The whole history replays under the game's current version (an upgrade proved that it
   * may), so a snapshot taken under another version is never used.
   */
  async stateAt(summary: SummaryItem, def: AnyGameDefinition, seq: number): Promise<unknown> {
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
  }}
