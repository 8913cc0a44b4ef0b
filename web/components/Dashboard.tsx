"use client";
/**
 * My games: those waiting for me first, then the other running games, then finished ones with
 * their winners. Each shows who has joined (invitation status) and the talk the player has not read.
 */
import Link from "next/link";
import type { MyGame } from "../lib/api";
import { seatColour, seatGlyph } from "../lib/seats";
import { formatDateTime, useT } from "../i18n";
// The words module, not the contract: the contract evaluates zod schemas at import.
import { formatDeadline } from "@backroom/functions/clocks/time-control-words";

function localZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
import { gameTitle } from "../i18n/game-text";
import { useGameStrings } from "../games/use-strings";

function GameRow({ g }: { g: MyGame }) {
  const { t, lng } = useT();
  const winners = g.players.filter((p) => g.winners.includes(p.seat)).map((p) => p.name);
  const pending = g.players.filter((p) => !p.joined).length;
  return (
    <li className={`game-row ${g.waitingForMe ? "game-row-mine" : ""}`}>
      <Link href={`/games/${g.gameId}`} className="game-row-link">
        <span className="game-row-title">
          {g.waitingForMe ? <span className="tag tag-awaited">{t("dashboard.yourMove")}</span> : null} <b>{gameTitle(g.game, g.title, lng)}</b>
          {g.unread ? <> <span className="badge-unread">{t("pressDashboard.unread", { count: g.unread })}</span></> : null}
        </span>
        <span className="game-row-players">
          {g.players.map((p) => (
            <span key={p.seat} className={`mini-player ${p.joined ? "" : "not-joined"}`} title={t(p.joined ? "dashboard.joined" : "dashboard.invited", { name: p.name })}>
              <span style={{ color: seatColour(p.seat) }} aria-hidden="true">
                {seatGlyph(p.seat)}
              </span>{" "}
              {p.name}
              {p.seat === g.seat ? t("dashboard.you") : ""}
              {p.joined ? "" : t("dashboard.invitedMark")}
              {g.winners.includes(p.seat) ? t("dashboard.winnerMark") : ""}
            </span>
          ))}
        </span>
        <span className="game-row-meta muted">
          {g.status === "finished" ? t("dashboard.wonBy", { names: winners.join(", ") || t("dashboard.nobody") }) : pending > 0 ? t("dashboard.unopened", { count: pending }) : t("dashboard.move", { n: g.version })}
          {" · "}
          <time dateTime={g.updatedAt}>{formatDateTime(g.updatedAt, lng)}</time>
          {g.deadline ? <span className="deadline">{` · ${t("dashboard.until", { when: formatDeadline(g.deadline, localZone(), lng) })}`}</span> : null}
          {g.bot ? <span className="tag">{t("dashboard.bot")}</span> : null}
        </span>
      </Link>
    </li>
  );
}

export function Dashboard({ games }: { games: readonly MyGame[] }) {
  const { t } = useT();
  // The games' titles are in their words, loaded on demand.
  const ready = useGameStrings([...new Set(games.map((g) => g.game))]);
  if (!ready) return <p className="loading">{t("home.loading")}</p>;
  const byRecent = (a: MyGame, b: MyGame) => b.updatedAt.localeCompare(a.updatedAt);
  const mine = games.filter((g) => g.status === "active" && g.waitingForMe).sort(byRecent);
  const others = games.filter((g) => g.status === "active" && !g.waitingForMe).sort(byRecent);
  const finished = games.filter((g) => g.status === "finished").sort(byRecent);
  const section = (title: string, list: MyGame[], empty: string) => (
    <section aria-label={title}>
      <h2>
        {title} <span className="muted">({list.length})</span>
      </h2>
      {list.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="game-rows">
          {list.map((g) => (
            <GameRow key={g.gameId} g={g} />
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <div className="dashboard">
      {section(t("dashboard.waiting"), mine, t("dashboard.waitingEmpty"))}
      {section(t("dashboard.others"), others, t("dashboard.othersEmpty"))}
      {section(t("dashboard.finished"), finished, t("dashboard.finishedEmpty"))}
    </div>
  );
}
