"use client";
/** At a finished game: "Rematch" for its players, then "Go to the rematch" for everyone. */
import { useState } from "react";
import Link from "next/link";
import { api, ApiFailure, type GameResponse } from "../lib/api";

export function RematchPanel({ game }: { game: GameResponse }) {
  const [made, setMade] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rematch = made ?? game.rematch ?? null;
  if (game.status !== "finished") return null;
  if (rematch) {
    return (
      <p className="rematch">
        <Link className="button primary" href={`/games/${rematch}`}>
          Go to the rematch
        </Link>
      </p>
    );
  }
  if (game.mySeat === null) return null;
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setMade((await api.rematch(game.gameId)).gameId);
    } catch (e) {
      setError(e instanceof ApiFailure ? e.message : "Could not start the rematch.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="rematch">
      <button type="button" className="primary" disabled={busy} onClick={() => void start()}>
        {busy ? "Starting…" : "Rematch"}
      </button>{" "}
      <span className="muted">A new game with the same players and options; everyone is invited.</span>
      <span className="error" role="alert">
        {error ?? ""}
      </span>
    </p>
  );
}
