"use client";
/**
 * Loads one game for the signed-in viewer and keeps it fresh: the game and its full history on
 * open, then a cheap poll of the game (every 15 s while the tab is visible, and on focus) that
 * fetches only new history when the version moved. Submits moves with the version the
 * viewer saw; a conflict or a rejection is explained and the board refetched.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { api, ApiFailure, fullHistory, newClientMoveId, type GameResponse, type HistoryEntry } from "../lib/api";
import { GameView } from "./GameView";
import { RematchPanel } from "./RematchPanel";

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
        try {
          await submit(game.version);
        } catch (e) {
          if (!(e instanceof ApiFailure)) throw e;
          // One retry with the same id on a lost connection: the server deduplicates it.
          if (e.status === 0) await submit(game.version);
          else if (e.isConflict) {
            // Only chat (or a rules update, which changes nothing on the board) since the version
            // the player saw: the move goes again against the new version (the server still
            // checks it is legal, under the rules the game now has).
            const since = await api.history(gameId, { after: game.version, limit: 200 });
            if (since.entries.length > 0 && since.entries.every((x) => x.type === "chat" || x.type === "engine-upgraded")) await submit(since.version);
            else throw e;
          } else throw e;
        }
      } catch (e) {
        if (!(e instanceof ApiFailure)) throw e;
        if (e.isConflict) setError("Someone moved first, so your move was not made. The board has been refreshed: look again and choose.");
        else if (e.status === 422) setError(`That move was refused: ${e.message} The board has been refreshed.`);
        else setError(e.message);
      } finally {
        await refresh();
        setBusy(false);
      }
    },
    [game, gameId, refresh],
  );

  const onChat = useCallback(
    async (text: string) => {
      try {
        await api.chat(gameId, { text, clientMoveId: newClientMoveId() });
      } catch (e) {
        throw e instanceof ApiFailure ? new Error(e.message) : e;
      }
      await refresh();
    },
    [gameId, refresh],
  );

  if (loadError?.isUnauthorized) {
    return (
      <div className="notice">
        <p>Please sign in to see this game.</p>
        <a className="button primary" href={`/sign-in?next=${encodeURIComponent(`/games/${gameId}`)}`}>
          Sign in
        </a>
      </div>
    );
  }
  if (loadError && !game) {
    return (
      <div className="notice" role="alert">
        <p>{loadError.status === 404 ? "There is no such game." : loadError.status === 403 && !loadError.code.startsWith("auth/") ? "You are not a player in this game." : loadError.message}</p>
        <button type="button" onClick={() => void refresh()}>
          Try again
        </button>
      </div>
    );
  }
  if (!game) return <p className="loading">Loading the game…</p>;
  return (
    <>
      <RematchPanel game={game} />
      <GameView game={game} entries={entries} onMove={onMove} onChat={onChat} busy={busy} error={error} />
    </>
  );
}
