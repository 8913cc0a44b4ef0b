"use client";
/**
 * Loads one game for the signed-in viewer and keeps it fresh: the game and its full history on
 * open, then a cheap poll of the game (lib/poller.ts: every 15 s on the player's turn, slower
 * while the game waits on others, never while the tab is hidden, at once on focus) that fetches
 * only new history when the version moved. Submits moves with the version the viewer saw; a
 * conflict or a rejection is explained and the board refetched. Tells the nav bar who a game
 * email's link plays as.
 */
import type { SeatRequest } from "@backroom/functions/contract";
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { api, ApiFailure, fullHistory, gameLinkSession, newClientMoveId, type GameResponse, type HistoryEntry } from "../lib/api";
import { setPlayingAs } from "../lib/playing-as";
import { usePress } from "../lib/use-press";
import { startPolling, type Poller } from "../lib/poller";
import type { Clock } from "./clock";
import { GameSkeleton } from "./GameSkeleton";
import { i18n, useT } from "../i18n";
import { errorText } from "../i18n/errors";

// What draws a loaded game is a chunk of its own, fetched while the game's data is (see the first
// effect), so the page's first JavaScript is only what shows the loading line.
const importGameView = () => import("./GameView");
const importRematchPanel = () => import("./RematchPanel");
const GameView = lazy(() => importGameView().then((m) => ({ default: m.GameView })));
/** Imports what draws a loaded game (the first effect starts it; tests await it). */
export const loadGameParts = (): Promise<unknown> => Promise.all([importGameView(), importRematchPanel()]);
const RematchPanel = lazy(() => importRematchPanel().then((m) => ({ default: m.RematchPanel })));

/** The history with `fresh` merged in, one entry per seq, in seq order. */
export function mergeEntries(known: readonly HistoryEntry[], fresh: readonly HistoryEntry[]): HistoryEntry[] {
  const lastSeq = known.at(-1)?.seq ?? -1;
  if (fresh.every((e, i) => e.seq > lastSeq && (i === 0 || e.seq > fresh[i - 1]!.seq))) return [...known, ...fresh];
  const bySeq = new Map<number, HistoryEntry>();
  for (const e of known) bySeq.set(e.seq, e);
  for (const e of fresh) bySeq.set(e.seq, e);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export function GameScreen({ gameId, clock }: { gameId: string; /** The page's clock (tests); the browser's by default. */ clock?: Clock }) {
  const { t } = useT();
  const [game, setGame] = useState<GameResponse | null>(null);
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const [loadError, setLoadError] = useState<ApiFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const entriesRef = useRef<HistoryEntry[]>([]);
  const versionRef = useRef<number>(-1);
  // A line at the table is a chat event too: the history is read again after one (refresh is defined below).
  const refreshRef = useRef<(() => Promise<boolean>) | null>(null);
  const press = usePress(gameId, { onTableLine: () => void refreshRef.current?.() });
  const refreshPress = press.refresh;

  /**
   * Reads the game (and any new history) and the talk; true when either changed since the last
   * read. What a load or a poll brings is drawn as a transition, which React renders in slices
   * that let a tap through (a whole board at once is a long task on a phone); after the player's
   * own action (`urgent`) it is drawn at once, so no control is live on the board they acted on.
   */
  const refresh = useCallback(async (urgent = false): Promise<boolean> => {
    const draw = urgent ? (f: () => void) => f() : startTransition;
    try {
      const g = await api.game(gameId);
      const changed = g.version !== versionRef.current;
      if (changed || entriesRef.current.length === 0) {
        const lastSeq = entriesRef.current.at(-1)?.seq ?? -1;
        const { entries: fresh } = await fullHistory(gameId, lastSeq);
        // Two refreshes can overlap (a poll racing a move's own refresh, or React's strict-mode
        // double effect): both fetch the same entries, so merge by seq, never append blindly.
        entriesRef.current = mergeEntries(entriesRef.current, fresh);
      }
      versionRef.current = g.version;
      const entries = entriesRef.current;
      draw(() => {
        setEntries(entries);
        setGame(g);
        setLoadError(null);
      });
      // Private talk is not in the game's version: it rides on the same poll, at the same pace.
      const talked = await refreshPress(g, urgent);
      return changed || talked;
    } catch (e) {
      if (e instanceof ApiFailure) {
        setLoadError(e);
        return false;
      }
      throw e;
    }
  }, [gameId, refreshPress]);

  refreshRef.current = refresh;

  const poller = useRef<Poller | null>(null);
  useEffect(() => {
    void refresh();
    // Started now so they arrive with the data; a failure is left to React.lazy when they render.
    loadGameParts().catch(() => undefined);
    const p = startPolling({ refresh, ...(clock ? { now: clock } : {}) });
    poller.current = p;
    return () => {
      p.stop();
      poller.current = null;
    };
  }, [refresh, clock]);

  // Polls slow down while the game waits on others, and keep the normal pace on the player's turn.
  const myTurn = game !== null && game.status === "active" && game.mySeat !== null && game.awaiting.includes(game.mySeat);
  useEffect(() => poller.current?.setWaitingOnOthers(game !== null && !myTurn), [game, myTurn]);

  // A game email's link (not a sign-in) opens this game: the nav bar says whom it plays as.
  const myName = game && game.mySeat !== null ? (game.players[game.mySeat]?.name ?? null) : null;
  useEffect(() => {
    const link = gameLinkSession(gameId);
    setPlayingAs(link ? { gameId, email: link.email, name: myName } : null);
  }, [gameId, myName]);
  useEffect(() => () => setPlayingAs(null), []);

  const onMove = useCallback(
    async (move: unknown) => {
      if (!game) return;
      setBusy(true);
      setError(null);
      const clientMoveId = newClientMoveId();
      const submit = (expectedVersion: number) => api.submitMove(gameId, { move, clientMoveId, expectedVersion });
      try {
        // The move version: chat and other table talk since the player looked never make it stale.
        try {
          await submit(game.moveVersion);
        } catch (e) {
          // One retry with the same id on a lost connection: the server deduplicates it.
          if (!(e instanceof ApiFailure) || e.status !== 0) throw e;
          await submit(game.moveVersion);
        }
      } catch (e) {
        if (!(e instanceof ApiFailure)) throw e;
        // A rule violation is the engine's sentence: the game's translator puts it in the reader's language.
        const board = e.status === 422 ? await import("../games/use-game").then((m) => m.loadBoard(game.game)).catch(() => null) : null;
        const reason = errorText(e, i18n.t("errors:status", { status: e.status }), { translate: board?.translate });
        if (e.isConflict) setError(i18n.t("game.conflict"));
        else if (e.status === 422) setError(i18n.t("game.refused", { reason }));
        else setError(reason);
      } finally {
        await refresh(true);
        setBusy(false);
      }
    },
    [game, gameId, refresh],
  );

  const onChat = useCallback(
    async (text: string) => {
      // A refusal reaches the chat box as it is; the box words it in the reader's language (errorText).
      await api.chat(gameId, { text, clientMoveId: newClientMoveId() });
      await refresh(true);
    },
    [gameId, refresh],
  );

  const [seatError, setSeatError] = useState<string | null>(null);
  const onSeat = useCallback(
    async (seat: number, body: SeatRequest) => {
      setSeatError(null);
      try {
        await api.seat(gameId, seat, body);
      } catch (e) {
        if (!(e instanceof ApiFailure)) throw e;
        setSeatError(errorText(e, i18n.t("errors:status", { status: e.status })));
      }
      await refresh(true);
    },
    [gameId, refresh],
  );

  if (loadError?.isUnauthorized) {
    return (
      <div className="notice">
        <p>{t("game.signInToSee")}</p>
        <a className="button primary" href={`/sign-in?next=${encodeURIComponent(`/games/${gameId}`)}`}>
          {t("game.signIn")}
        </a>
      </div>
    );
  }
  if (loadError && !game) {
    return (
      <div className="notice" role="alert">
        <p>{loadError.status === 404 ? t("game.noSuchGame") : loadError.status === 403 && !loadError.code.startsWith("auth/") ? t("game.notAPlayer") : errorText(loadError, t("game.tryAgain"))}</p>
        <button type="button" onClick={() => void refresh()}>
          {t("game.tryAgain")}
        </button>
      </div>
    );
  }
  if (!game) return <GameSkeleton label={t("game.loading")} />;
  return (
    <Suspense fallback={<GameSkeleton label={t("game.loading")} seats={game.players.length} />}>
      <RematchPanel game={game} />
      <GameView game={game} entries={entries} onMove={onMove} onChat={onChat} onSeat={onSeat} press={press} busy={busy} error={seatError ?? error} {...(clock ? { clock } : {})} />
    </Suspense>
  );
}
