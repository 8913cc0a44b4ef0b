"use client";
/**
 * A game with open seats, before it starts: who sits in it, the share link, and for the host a
 * Start button that may fill the free seats with bots. Used by the join page and the dashboard.
 */
import { useState } from "react";
import Link from "next/link";
import type { LobbyInfo } from "../lib/api";
import { seatColour, seatGlyph } from "../lib/seats";
import { useT } from "../i18n";
import { errorText } from "../i18n/errors";

export function shareLink(lobby: LobbyInfo): string {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return `${origin}${lobby.joinPath}`;
}

export function LobbyPanel({ lobby, onStart, compact = false }: { lobby: LobbyInfo; onStart?: (bots: number) => Promise<void>; compact?: boolean }) {
  const { t } = useT();
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
      setError(errorText(e, t("lobby.startFailed")));
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
    <section className={compact ? "lobby lobby-compact" : "lobby card-panel"} aria-label={t("lobby.withOpenSeats", { title: lobby.title })}>
      {compact ? (
        <Link href={lobby.joinPath}>
          <b>{lobby.title}</b>
        </Link>
      ) : (
        <h2>{t("lobby.titleWaiting", { title: lobby.title })}</h2>
      )}
      <p className="muted">
        {t("lobby.taken", { taken: lobby.players.length, max: lobby.maxPlayers, min: lobby.minPlayers, host: lobby.host })}
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
            {t("lobby.shareLink")}{" "}
            <input readOnly value={shareLink(lobby)} aria-label={t("lobby.shareLink")} onFocus={(e) => e.currentTarget.select()} size={40} />
          </label>{" "}
          <button type="button" onClick={() => void copy()}>
            {copied ? t("lobby.copied") : t("lobby.copy")}
          </button>
          {onStart ? (
            <p>
              <label>
                {t("lobby.bots")}{" "}
                <input type="number" min={0} max={free} value={bots} aria-label={t("lobby.bots")} onChange={(e) => setBots(Math.max(0, Math.min(free, Number(e.target.value) || 0)))} />
              </label>{" "}
              <button type="button" className="primary" disabled={busy || !enough} onClick={() => void start()}>
                {busy ? t("lobby.starting") : t("lobby.start")}
              </button>
              {!enough ? <span className="muted"> {t("lobby.needs", { count: lobby.minPlayers - lobby.players.length - bots })}</span> : null}
            </p>
          ) : null}
        </div>
      ) : lobby.joined ? (
        <p className="muted">{t("lobby.youHaveSeat", { host: lobby.host })}</p>
      ) : null}
      <p className="error" role="alert">
        {error ?? ""}
      </p>
    </section>
  );
}
