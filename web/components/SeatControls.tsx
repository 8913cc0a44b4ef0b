/**
 * The game header's long-game lines: the time control, each awaited seat's deadline in the
 * reader's time zone, who a bot plays for, and the seat actions (resign, take back, and for
 * the host: hand a seat to the bot or to a new person). Words in i18n (`seats.*`).
 */
import { useState } from "react";
import { useT } from "../i18n";
import type { GameResponse, SeatRequest } from "@backroom/functions/contract";
// The words module, not the contract: the contract evaluates zod schemas at import.
import { describeTimeControl, formatDeadline } from "@backroom/functions/clocks/time-control-words";


/** The reader's own zone, as the browser knows it. */
function localZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

export function SeatControls({ game, onSeat }: { game: GameResponse; onSeat: (seat: number, body: SeatRequest) => Promise<void> }) {
  const { t, lng } = useT();
  const [replacing, setReplacing] = useState<number | null>(null);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const zone = localZone();
  const active = game.status === "active";
  const deadlines = game.players.filter((p) => p.deadline);
  const away = game.players.filter((p) => p.awayUntil);
  const me = game.mySeat === null ? null : game.players[game.mySeat]!;
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
      {active && me ? (
        <p className="row-buttons">
          {me.bot && !me.resigned ? <button type="button" onClick={() => void onSeat(me.seat, { action: "take-back" })}>{t("seats.takeBack")}</button> : null}
          {!me.resigned ? (
            <button type="button" onClick={() => { if (window.confirm(t("seats.confirmResign"))) void onSeat(me.seat, { action: "resign" }); }}>
              {t("seats.resign")}
            </button>
          ) : null}
        </p>
      ) : null}
      {active && game.host ? (
        <ul className="host-seats">
          {game.players.filter((p) => p.seat !== game.mySeat && !p.resigned).map((p) => (
            <li key={p.seat}>
              {!p.bot ? <button type="button" onClick={() => void onSeat(p.seat, { action: "bot" })}>{t("seats.toBot", { name: p.name })}</button> : null}
              <button type="button" onClick={() => setReplacing(replacing === p.seat ? null : p.seat)}>{t("seats.replace", { name: p.name })}</button>
              {replacing === p.seat ? (
                <form
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
      ) : null}
    </section>
  );
}
