"use client";
/**
 * The settings page's vacation section: declare an absence (first day away, day back, in the
 * reader's own calendar), see the one declared and the allowance left, or come back early.
 * While away, the player's clocks stand still in every game and no reminders go out.
 */
import { useEffect, useState } from "react";
import { api, type VacationResponse } from "../lib/api";
import { useT } from "../i18n";
import { errorText } from "../i18n/errors";

/** Local midnight of a `YYYY-MM-DD` day, as an ISO instant. */
function localMidnight(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString();
}

function localDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export function VacationSection() {
  const { t, lng } = useT();
  const [state, setState] = useState<VacationResponse | null>(null);
  const [start, setStart] = useState(() => localDay(new Date()));
  const [back, setBack] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");

  useEffect(() => {
    api.vacation().then(setState).catch((e: unknown) => setError(errorText(e, t("vacation.loadFailed"))));
  }, [t]);

  const run = async (action: () => Promise<VacationResponse>, done: string) => {
    setError(null);
    setStatus(t("settings.saving"));
    try {
      setState(await action());
      setStatus(done);
    } catch (e) {
      setStatus("");
      setError(errorText(e, t("settings.saveFailed")));
    }
  };
  const day = (iso: string) => new Date(iso).toLocaleDateString(lng === "ru" ? "ru-RU" : "en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric" });

  if (!state) return error ? <p className="error" role="alert">{error}</p> : null;
  const { vacation, allowance } = state;
  return (
    <fieldset className="vacation">
      <legend>{t("vacation.title")}</legend>
      <p className="muted">{t("vacation.hint", { yearly: allowance.yearlyDays, max: allowance.maxDays })}</p>
      <p>{t("vacation.taken", { count: allowance.takenThisYear, yearly: allowance.yearlyDays })}</p>
      {vacation ? (
        <p>
          {t("vacation.declared", { from: day(vacation.from), until: day(vacation.until) })}{" "}
          <button type="button" onClick={() => void run(() => api.endVacation(), t("vacation.ended"))}>
            {Date.parse(vacation.from) <= Date.now() ? t("vacation.backNow") : t("vacation.cancel")}
          </button>
        </p>
      ) : (
        <form onSubmit={(e) => { e.preventDefault(); void run(() => api.setVacation(localMidnight(start), localMidnight(back)), t("vacation.saved")); }}>
          <label>
            {t("vacation.start")}
            <input type="date" required value={start} onChange={(e) => setStart(e.target.value)} />
          </label>
          <label>
            {t("vacation.back")}
            <input type="date" required value={back} onChange={(e) => setBack(e.target.value)} />
          </label>
          <button type="submit" className="primary">{t("vacation.declare")}</button>
        </form>
      )}
      <p role="status">{status}</p>
      {error ? <p className="error" role="alert">{error}</p> : null}
    </fieldset>
  );
}
