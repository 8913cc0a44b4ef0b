"use client";
/**
 * My games: those waiting for me first, then the other running games, then finished ones with
 * their winners. Each shows who has joined (invitation status).
 */
import Link from "next/link";
import type { MyGame } from "../lib/api";
import { seatColour, seatGlyph } from "../lib/seats";
import { formatDeadline } from "@backroom/functions/contract";

const TEXT = {
  until: (when: string) => `until ${when}`,
  bot: "a bot plays your seat",
};

function localZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

function GameRow({ g }: { g: MyGame }) {
  const winners = g.players.filter((p) => g.winners.includes(p.seat)).map((p) => p.name);
  const pending = g.players.filter((p) => !p.joined).length;
  return (
    <li className={`game-row ${g.waitingForMe ? "game-row-mine" : ""}`}>
      <Link href={`/games/${g.gameId}`} className="game-row-link">
        <span className="game-row-title">
          {g.waitingForMe ? <span className="tag tag-awaited">▶ your move</span> : null} <b>{g.title}</b>
        </span>
        <span className="game-row-players">
          {g.players.map((p) => (
            <span key={p.seat} className={`mini-player ${p.joined ? "" : "not-joined"}`} title={p.joined ? `${p.name} has joined` : `${p.name} is invited`}>
              <span style={{ color: seatColour(p.seat) }} aria-hidden="true">
                {seatGlyph(p.seat)}
              </span>{" "}
              {p.name}
              {p.seat === g.seat ? " (you)" : ""}
              {p.joined ? "" : " · invited"}
              {g.winners.includes(p.seat) ? " ★ winner" : ""}
            </span>
          ))}
        </span>
        <span className="game-row-meta muted">
          {g.status === "finished" ? `Finished · won by ${winners.join(", ") || "nobody"}` : pending > 0 ? `${pending} invitation${pending === 1 ? "" : "s"} not yet opened` : `Move ${g.version}`}
          {" · "}
          <time dateTime={g.updatedAt}>{new Date(g.updatedAt).toLocaleString()}</time>
          {g.deadline ? <span className="deadline">{` · ${TEXT.until(formatDeadline(g.deadline, localZone()))}`}</span> : null}
          {g.bot ? <span className="tag">{TEXT.bot}</span> : null}
        </span>
      </Link>
    </li>
  );
}

export function Dashboard({ games }: { games: readonly MyGame[] }) {
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
      {section("Waiting for you", mine, "Nothing needs you right now.")}
      {section("Other games", others, "No other running games.")}
      {section("Finished", finished, "No finished games yet.")}
    </div>
  );
}
