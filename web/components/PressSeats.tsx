"use client";
/**
 * The other players as talk reaches them: when each last wrote where the viewer can see (so a
 * silent player shows), whether the bot holds the seat (it reads no press), and the switch that
 * mutes a player's messages for the viewer alone.
 */
import { useState } from "react";
import type { PressResponse } from "../lib/api";
import { seatGlyph, seatName, seatVars, useSeatColour } from "../lib/seats";
import { formatDateTime, useT } from "../i18n";
import { errorText } from "../i18n/errors";

export interface PressSeatsProps {
  readonly press: PressResponse;
  readonly names: readonly string[];
  readonly mySeat: number | null;
  readonly onMute: (seat: number, muted: boolean) => Promise<void>;
}

export function PressSeats({ press, names, mySeat, onMute }: PressSeatsProps) {
  const { t, lng } = useT();
  const seatColour = useSeatColour();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toggle = async (seat: number, muted: boolean) => {
    setBusy(seat);
    setError(null);
    try {
      await onMute(seat, muted);
    } catch (e) {
      setError(errorText(e, t("press.failed")));
    } finally {
      setBusy(null);
    }
  };
  const seats = names.map((_, s) => s).filter((s) => s !== mySeat);
  return (
    <div className="press-seats">
      <h3>{t("press.players")}</h3>
      <ul>
        {seats.map((s) => {
          const name = seatName(names, s);
          const last = press.lastMessageAt[s] ?? null;
          const muted = press.muted.includes(s);
          const bot = press.botSeats.includes(s);
          return (
            <li key={s} className="press-seat">
              <b style={seatVars(seatColour(s))}>
                <span className="press-glyph" aria-hidden="true">{seatGlyph(s)}</span> {name}
              </b>
              {bot ? <span className="tag">{t("press.botSeat")}</span> : null}
              {muted ? <span className="tag">{t("press.muted")}</span> : null}
              <span className="muted press-seat-last">{last ? t("press.last", { when: formatDateTime(last, lng) }) : t("press.silent")}</span>
              {bot ? null : (
                <button type="button" className="link-button" disabled={busy === s} onClick={() => void toggle(s, !muted)}>
                  {muted ? t("press.unmute", { name }) : t("press.mute", { name })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {press.muted.length > 0 ? <p className="muted">{t("press.mutedNote")}</p> : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
