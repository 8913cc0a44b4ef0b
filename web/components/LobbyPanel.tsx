"use client";
/**
 * A game with open seats, before it starts: who sits in it, the share link, and for the host a
 * Start button that may fill the free seats with bots. Used by the join page and the dashboard.
 */
import { useState } from "react";
import Link from "next/link";
import { ApiFailure, type LobbyInfo } from "../lib/api";
import { seatColour, seatGlyph } from "../lib/seats";

export function shareLink(lobby: LobbyInfo): string {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return `${origin}${lobby.joinPath}`;
}

export function LobbyPanel({ lobby, onStart, compact = false }: { lobby: LobbyInfo; onStart?: (bots: number) => Promise<void>; compact?: boolean }) {
  const free = lobby.maxPlayers - lobby.players.length;
  const [bots, setBots] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const enough = lobby.players.length + bots >= lobby.minPlayers;
  const start = async () => {
    if (!onStart) return;
    setBusy(true);
    setError(null);
    try {
      await onStart(bots);
    } catch (e) {
      setError(e instanceof ApiFailure || e instanceof Error ? e.message : "Could not start the game.");
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareLink(lobby));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className={compact ? "lobby lobby-compact" : "lobby card-panel"} aria-label={`${lobby.title} with open seats`}>
      {compact ? (
        <Link href={lobby.joinPath}>
          <b>{lobby.title}</b>
        </Link>
      ) : (
        <h2>{lobby.title}: waiting for players</h2>
      )}
      <p className="muted">
        {lobby.players.length} of {lobby.maxPlayers} seats taken (at least {lobby.minPlayers} to start) · hosted by {lobby.host}
      </p>
      <ol className="lobby-players">
        {lobby.players.map((name, seat) => (
          <li key={seat}>
            <span style={{ color: seatColour(seat) }} aria-hidden="true">
              {seatGlyph(seat)}
            </span>{" "}
            {name}
          </li>
        ))}
      </ol>
      {lobby.isHost ? (
        <div className="lobby-host">
          <label>
            Share link{" "}
            <input readOnly value={shareLink(lobby)} aria-label="Share link" onFocus={(e) => e.currentTarget.select()} size={40} />
          </label>{" "}
          <button type="button" onClick={() => void copy()}>
            {copied ? "Copied" : "Copy"}
          </button>
          {onStart ? (
            <p>
              <label>
                Bots for free seats{" "}
                <input type="number" min={0} max={free} value={bots} aria-label="Bots for free seats" onChange={(e) => setBots(Math.max(0, Math.min(free, Number(e.target.value) || 0)))} />
              </label>{" "}
              <button type="button" className="primary" disabled={busy || !enough} onClick={() => void start()}>
                {busy ? "Starting…" : "Start the game"}
              </button>
              {!enough ? <span className="muted"> Needs {lobby.minPlayers - lobby.players.length - bots} more player(s) or bots.</span> : null}
            </p>
          ) : null}
        </div>
      ) : lobby.joined ? (
        <p className="muted">You have a seat. {lobby.host} starts the game when enough have joined; you will get an email.</p>
      ) : null}
      <p className="error" role="alert">
        {error ?? ""}
      </p>
    </section>
  );
}
