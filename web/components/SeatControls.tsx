"use client";
/**
 * The table menu's seat and time lines: the time control, each awaited seat's deadline in the
 * reader's time zone, who is away and who a bot plays for, and the seat actions — resign and
 * take back for one's own seat; for the host, hand a late seat to the bot or invite a new person
 * to take any seat. Every action asks once more before it is sent. Words in i18n (`seats.*`,
 * `gamePage.table.*`).
 */
import { useEffect, useRef, useState } from "react";
import { useT } from "../i18n";
import type { GameResponse, SeatRequest } from "@backroom/functions/contract";
// The words module, not the contract: the contract evaluates zod schemas at import.
import { describeTimeControl, formatDeadline } from "@backroom/functions/clocks/time-control-words";
import { isLate } from "./clock";

/** The reader's own zone, as the browser knows it. */
function localZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** A button that asks its question in place, with Yes and No, before it acts. */
function ConfirmAction({ label, question, onYes }: { label: string; question: string; onYes: () => void }) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) no.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span className="confirm-inline" role="group" aria-label={label}>
      <span>{question}</span>
      <button type="button" className="primary" onClick={() => { setAsking(false); onYes(); }}>
        {t("gamePage.table.yes")}
      </button>
      <button type="button" ref={no} onClick={() => setAsking(false)}>
        {t("gamePage.table.no")}
      </button>
    </span>
  );
}

export interface SeatControlsProps {
  readonly game: GameResponse;
  readonly onSeat: (seat: number, body: SeatRequest) => Promise<void>;
  /** The page clock's time, and when the awaited seats started waiting: lateness. */
  readonly now?: number;
  readonly since?: string | null;
}

export function SeatControls({ game, onSeat, now = Date.now(), since = null }: SeatControlsProps) {
  const { t, lng } = useT();
  const [replacing, setReplacing] = useState<number | null>(null);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const zone = localZone();
  const active = game.status === "active";
  const deadlines = game.players.filter((p) => p.deadline);
  const away = game.players.filter((p) => p.awayUntil);
  const me = game.mySeat === null ? null : game.players[game.mySeat]!;
  const others = game.players.filter((p) => p.seat !== game.mySeat && !p.resigned);
  const late = (seat: number) =>
    isLate(game.players[seat]!, { now, awaited: game.awaiting.includes(seat), daysPerDecision: game.timeControl.daysPerDecision, since });
  return (
    <section className="seat-controls" aria-label={t("seats.region")}>
      <p className="time-control-line">{t("seats.timeControl", { rule: describeTimeControl(game.timeControl, lng) })}</p>
      {active && deadlines.length > 0 ? (
        <ul className="deadlines">
          {deadlines.map((p) => (
            <li key={p.seat}>{t("seats.until", { name: p.name, when: formatDeadline(p.deadline!, zone, lng) })}</li>
          ))}
        </ul>
      ) : null}
      {away.length > 0 ? (
        <ul className="away">
          {away.map((p) => <li key={p.seat}>{t("vacation.awayUntil", { name: p.name, when: formatDeadline(p.awayUntil!, zone, lng) })}</li>)}
        </ul>
      ) : null}
      <ul className="bots">
        {game.players.filter((p) => p.bot).map((p) => (
          <li key={p.seat}>{p.resigned ? t("seats.resigned", { name: p.name }) : t("seats.bot", { name: p.name })}</li>
        ))}
      </ul>
      {active && me && !me.resigned ? (
        <div className="seat-actions" role="group" aria-label={t("gamePage.table.you")}>
          {me.bot ? <ConfirmAction label={t("seats.takeBack")} question={t("gamePage.table.confirmTakeBack")} onYes={() => void onSeat(me.seat, { action: "take-back" })} /> : null}
          <ConfirmAction label={t("seats.resign")} question={t("seats.confirmResign")} onYes={() => void onSeat(me.seat, { action: "resign" })} />
        </div>
      ) : null}
      {active && game.host && others.length > 0 ? (
        <>
          <h3 className="host-heading">{t("gamePage.table.host")}</h3>
          <ul className="host-seats">
            {others.map((p) => (
              <li key={p.seat}>
                {!p.bot && late(p.seat) ? <ConfirmAction label={t("seats.toBot", { name: p.name })} question={t("gamePage.table.confirmBot", { name: p.name })} onYes={() => void onSeat(p.seat, { action: "bot" })} /> : null}
                <button type="button" aria-expanded={replacing === p.seat} onClick={() => setReplacing(replacing === p.seat ? null : p.seat)}>{t("seats.replace", { name: p.name })}</button>
                {replacing === p.seat ? (
                  <form
                    className="replace-form"
                    onSubmit={(e) => {
                      e.preventDefault();
                      void onSeat(p.seat, { action: "replace", name: name.trim(), email: email.trim() }).then(() => setReplacing(null));
                    }}
                  >
                    <input aria-label={t("seats.newName")} placeholder={t("seats.namePlaceholder")} required maxLength={40} value={name} onChange={(e) => setName(e.target.value)} />
                    <input aria-label={t("seats.newEmail")} placeholder={t("seats.emailPlaceholder")} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
                    <button type="submit">{t("seats.invite")}</button>
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
          {others.some((p) => !p.bot && !late(p.seat)) ? <p className="help">{t("gamePage.table.lateOnly")}</p> : null}
        </>
      ) : null}
    </section>
  );
}
