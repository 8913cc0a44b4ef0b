/**
 * The game header's long-game lines: the time control, each awaited seat's deadline in the
 * reader's time zone, who a bot plays for, and the seat actions (resign, take back, and for
 * the host: hand a seat to the bot or to a new person). English literals kept here together.
 */
import { useState } from "react";
import { formatDeadline, type GameResponse, type SeatRequest } from "@backroom/functions/contract";

const TEXT = {
  timeControl: (t: string) => `Time control: ${t}.`,
  until: (name: string, when: string) => `${name}: until ${when}`,
  bot: (name: string) => `A bot plays for ${name}.`,
  resigned: (name: string) => `${name} resigned; a bot plays on.`,
  resign: "Resign (a bot plays on for your seat)",
  confirmResign: "Resign this game? A bot will play your seat to the end, and you cannot take it back.",
  takeBack: "Take my seat back from the bot",
  toBot: (name: string) => `Hand ${name}'s seat to a bot`,
  replace: (name: string) => `Replace ${name}…`,
  newName: "New player's name",
  newEmail: "New player's email",
  invite: "Invite to take the seat",
};

/** The reader's own zone, as the browser knows it. */
function localZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

export function SeatControls({ game, onSeat }: { game: GameResponse; onSeat: (seat: number, body: SeatRequest) => Promise<void> }) {
  const [replacing, setReplacing] = useState<number | null>(null);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const zone = localZone();
  const active = game.status === "active";
  const deadlines = game.players.filter((p) => p.deadline);
  const me = game.mySeat === null ? null : game.players[game.mySeat]!;
  return (
    <section className="seat-controls" aria-label="Seats and time">
      <p className="time-control-line">{TEXT.timeControl(game.timeControlText)}</p>
      {active && deadlines.length > 0 ? (
        <ul className="deadlines">
          {deadlines.map((p) => (
            <li key={p.seat}>{TEXT.until(p.name, formatDeadline(p.deadline!, zone))}</li>
          ))}
        </ul>
      ) : null}
      <ul className="bots">
        {game.players.filter((p) => p.bot).map((p) => (
          <li key={p.seat}>{p.resigned ? TEXT.resigned(p.name) : TEXT.bot(p.name)}</li>
        ))}
      </ul>
      {active && me ? (
        <p className="row-buttons">
          {me.bot && !me.resigned ? <button type="button" onClick={() => void onSeat(me.seat, { action: "take-back" })}>{TEXT.takeBack}</button> : null}
          {!me.resigned ? (
            <button type="button" onClick={() => { if (window.confirm(TEXT.confirmResign)) void onSeat(me.seat, { action: "resign" }); }}>
              {TEXT.resign}
            </button>
          ) : null}
        </p>
      ) : null}
      {active && game.host ? (
        <ul className="host-seats">
          {game.players.filter((p) => p.seat !== game.mySeat && !p.resigned).map((p) => (
            <li key={p.seat}>
              {!p.bot ? <button type="button" onClick={() => void onSeat(p.seat, { action: "bot" })}>{TEXT.toBot(p.name)}</button> : null}
              <button type="button" onClick={() => setReplacing(replacing === p.seat ? null : p.seat)}>{TEXT.replace(p.name)}</button>
              {replacing === p.seat ? (
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    void onSeat(p.seat, { action: "replace", name: name.trim(), email: email.trim() }).then(() => setReplacing(null));
                  }}
                >
                  <input aria-label={TEXT.newName} placeholder="Name" required maxLength={40} value={name} onChange={(e) => setName(e.target.value)} />
                  <input aria-label={TEXT.newEmail} placeholder="Email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
                  <button type="submit">{TEXT.invite}</button>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
