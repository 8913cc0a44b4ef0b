"use client";
/**
 * A new conversation: the player ticks the others it is with (seats the bot plays cannot be
 * chosen: a bot reads no press) and, for a group, may name it. The same set of players is the
 * same conversation, so choosing one that exists opens it.
 */
import { useId, useState, type FormEvent } from "react";
import { seatName } from "../lib/seats";
import { useT } from "../i18n";
import { errorText } from "../i18n/errors";

export interface PressPickerProps {
  readonly names: readonly string[];
  readonly mySeat: number | null;
  readonly botSeats: readonly number[];
  readonly onOpen: (members: number[], name?: string) => Promise<void>;
}

export function PressPicker({ names, mySeat, botSeats, onOpen }: PressPickerProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const seats = names.map((_, s) => s).filter((s) => s !== mySeat);
  const group = chosen.length >= 2;

  const close = () => {
    setOpen(false);
    setChosen([]);
    setName("");
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (chosen.length === 0) {
      setError(t("press.pickOne"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const members = mySeat === null ? chosen : [mySeat, ...chosen];
      await onOpen([...members].sort((a, b) => a - b), group && name.trim() ? name.trim() : undefined);
      close();
    } catch (err) {
      setError(errorText(err, t("press.failed")));
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button type="button" className="press-new" onClick={() => setOpen(true)}>
        + {t("press.newChannel")}
      </button>
    );
  }
  return (
    <form className="press-picker" onSubmit={(e) => void submit(e)} aria-label={t("press.newChannel")}>
      <fieldset>
        <legend>{t("press.withWhom")}</legend>
        {seats.map((s) => {
          const bot = botSeats.includes(s);
          return (
            <label key={s} className="checkbox">
              <input type="checkbox" disabled={bot} checked={chosen.includes(s)}
                onChange={(e) => setChosen((c) => (e.target.checked ? [...c, s] : c.filter((x) => x !== s)))} />
              {seatName(names, s)}
              {bot ? <span className="muted"> · {t("press.botSeat")}</span> : null}
            </label>
          );
        })}
      </fieldset>
      {group ? (
        <label>
          {t("press.groupName")}
          <input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} aria-describedby={hintId} />
          <span id={hintId} className="help muted">{t("press.groupHint")}</span>
        </label>
      ) : null}
      <div className="press-picker-buttons">
        <button type="submit" className="primary" disabled={busy}>
          {t("press.open")}
        </button>
        <button type="button" onClick={close}>
          {t("press.cancel")}
        </button>
      </div>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
