"use client";
/**
 * Loads one game for the signed-in viewer and keeps it fresh: the game and its full history on
 * open, then a cheap poll of the game (every 15 s while the tab is visible, and on focus) that
 * fetches only new history when the version moved. Submits moves with the version the
 * viewer saw; a conflict or a rejection is explained and the board refetched.
 */
import type { SeatRequest } from "@backroom/functions/contract";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { api, ApiFailure, fullHistory, newClientMoveId, type GameResponse, type HistoryEntry } from "../lib/api";
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

const POLL_MS = 15_000;

export function GameScreen({ gameId }: { gameId: string }) {
  const { t } = useT();
  const [game, setGame] = useState<GameResponse | null>(null);
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const [loadError, setLoadError] = useState<ApiFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const entriesRef = useRef<HistoryEntry[]>([]);
  const versionRef = useRef<number>(-1);

  const refresh = useCallback(async () => {
    try {
      const g = await api.game(gameId);
      if (g.version !== versionRef.current || entriesRef.current.length === 0) {
        const lastSeq = entriesRef.current.at(-1)?.seq ?? -1;
        const { entries: fresh } = await fullHistory(gameId, lastSeq);
        // Two refreshes can overlap (a poll racing a move's own refresh, or React's strict-mode
        // double effect): both fetch the same entries, so merge by seq, never append blindly.
        entriesRef.current = mergeEntries(entriesRef.current, fresh);
        setEntries(entriesRef.current);
      }
      versionRef.current = g.version;
      setGame(g);
      setLoadError(null);
    } catch (e) {
      if (e instanceof ApiFailure) setLoadError(e);
      else throw e;
    }
  }, [gameId]);

  useEffect(() => {
    void refresh();
    // Started now so they arrive with the data; a failure is left to React.lazy when they render.
    loadGameParts().catch(() => undefined);
    const tick = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    const timer = setInterval(tick, POLL_MS);
    window.addEventListener("focus", tick);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", tick);
    };
  }, [refresh]);

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
        await refresh();
        setBusy(false);
      }
    },
    [game, gameId, refresh],
  );

  const onChat = useCallback(
    async (text: string) => {
      // A refusal reaches the chat box as it is; the box words it in the reader's language (errorText).
      await api.chat(gameId, { text, clientMoveId: newClientMoveId() });
      await refresh();
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
      await refresh();
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
  if (!game) return <p className="loading">{t("game.loading")}</p>;
  return (
    <Suspense fallback={<p className="loading">{t("game.loading")}</p>}>
      <RematchPanel game={game} />
      <GameView game={game} entries={entries} onMove={onMove} onChat={onChat} onSeat={onSeat} busy={busy} error={seatError ?? error} />
    </Suspense>
  );
}
