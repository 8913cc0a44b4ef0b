"use client";
/**
 * The top of the game page, one line each on a phone: the title and the table menu's button;
 * whose turn it is with the clock; the seat chips (score, countdown, bot, away, late). The
 * table menu (seat administration, resign, the time control, rules and engine version) opens
 * under it on demand, so the board and the decision come first.
 */
import Link from "next/link";
import { useEffect, useId, useState, type ReactNode } from "react";
import type { GameResponse } from "../lib/api";
import { blurbFor } from "../lib/games";
import { engineVersionAnchor } from "../lib/rulings/anchor";
import { seatName } from "../lib/seats";
import { SeatBadge, useEngineText } from "./board-kit";
import { countdownText, isLate } from "./clock";
import { useT } from "../i18n";
import { gameTitle } from "../i18n/game-text";

export interface GameHeaderProps {
  readonly game: GameResponse;
  readonly names: readonly string[];
  readonly finished: boolean;
  readonly now: number;
  /** When the awaited seats started waiting (lateness). */
  readonly since: string | null;
  readonly scoreLabel: string;
  readonly scoreHelp?: string;
  /** What the table menu holds. */
  readonly menu: ReactNode;
}

export function GameHeader({ game, names, finished, now, since, scoreLabel, scoreHelp, menu }: GameHeaderProps) {
  const { t, lng } = useT();
  const { say } = useEngineText();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const mySeat = game.mySeat;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const awaitedNames = game.awaiting.map((s) => (s === mySeat ? t("game.you") : seatName(names, s)));
  // The clock that matters to the reader: their own deadline, else the soonest of those awaited.
  const deadlines = game.players.filter((p) => p.deadline && game.awaiting.includes(p.seat));
  const mine = deadlines.find((p) => p.seat === mySeat);
  const soonest = mine ?? [...deadlines].sort((a, b) => Date.parse(a.deadline!) - Date.parse(b.deadline!))[0];
  const clock = !finished && soonest ? countdownText(soonest.deadline!, now, t) : null;
  const status = finished
    ? t("game.over", {
        summary: game.result.summary ? say(game.result.summary) : "",
        winnersLabel: t("game.winner", { count: game.result.winners.length }),
        winners: game.result.winners.map((w) => seatName(names, w)).join(", ") || t("game.none"),
      }).replace(/ {2,}/g, " ")
    : awaitedNames.length > 0
      ? t("game.waitingFor", { names: awaitedNames.join(", ") })
      : t("game.waiting");

  return (
    <>
      <header className="game-header">
        <div className="game-topline">
          <h1>{gameTitle(game.game, game.title, lng)}</h1>
          <button type="button" className="table-button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
            <span aria-hidden="true">☰</span> {t("gamePage.table.button")}
          </button>
        </div>
        <p className="status-line" role="status">
          {status}
          {clock ? <span className="status-clock"> · {clock}</span> : null}
        </p>
        <ul className="players" aria-label={t("game.players")}>
          {game.players.map((p) => {
            const awaited = !finished && game.awaiting.includes(p.seat);
            const won = finished && game.result.winners.includes(p.seat);
            const late = !finished && isLate(p, { now, awaited, daysPerDecision: game.timeControl.daysPerDecision, since });
            return (
              <li key={p.seat} className={`player ${awaited ? "player-awaited" : ""}`}>
                <SeatBadge seat={p.seat} names={names} you={p.seat === mySeat} />
                <span className="player-score" title={scoreHelp}>
                  {game.result.scores[p.seat] ?? 0} {scoreLabel}
                </span>
                {awaited ? <span className="tag tag-awaited">{p.deadline ? `▶ ${countdownText(p.deadline, now, t)}` : t("game.toMove")}</span> : null}
                {late ? <span className="tag tag-late">{t("gamePage.chips.late")}</span> : null}
                {p.bot && !finished ? <span className="tag">{t("gamePage.chips.bot")}</span> : null}
                {p.awayUntil ? <span className="tag">{t("gamePage.chips.away")}</span> : null}
                {won ? <span className="tag tag-won">{t("game.winner")}</span> : null}
                {!p.joined ? <span className="tag">{t("game.invited")}</span> : null}
              </li>
            );
          })}
        </ul>
      </header>
      {/* Drawn while closed too (hidden), so a half-filled form survives closing it. */}
      <section id={menuId} className="table-menu" aria-label={t("gamePage.table.label")} hidden={!open}>
        {menu}
        {blurbFor(game.game) ? (
          <p className="table-links">
            <Link href={`/rules/${game.game}`}>{t("game.rulesLink")}</Link>
          </p>
        ) : null}
        <EngineVersionLine game={game} />
        <button type="button" onClick={() => setOpen(false)}>
          {t("gamePage.table.close")}
        </button>
      </section>
    </>
  );
}

/**
 * The engine version judging the game, and a link to the change note of each version it has
 * used (docs/engine.md: a game keeps its rules until moving on is proved safe).
 */
function EngineVersionLine({ game }: { game: GameResponse }) {
  const { t } = useT();
  const { say } = useEngineText();
  const rules = blurbFor(game.game) ? `/rules/${game.game}` : null;
  const versions = game.engineVersions ?? [];
  if (versions.length === 0) return null;
  return (
    <p className="engine-version">
      <small>
        {t("game.engineVersion", { n: game.engineVersion })}
        {" ("}
        {versions.map((v, i) => (
          <span key={v.version}>
            {i > 0 ? ", " : ""}
            {rules ? (
              <Link href={`${rules}#${engineVersionAnchor(v.version)}`} title={say(v.note)}>
                {t("game.version", { n: v.version })}
              </Link>
            ) : (
              t("game.version", { n: v.version })
            )}
            {v.fromSeq === 0 ? t("game.fromStart") : t("game.fromMove", { n: v.fromSeq })}
          </span>
        ))}
        {")"}
      </small>
    </p>
  );
}
