/**
 * The create form's time control: days per decision (or no limit), what happens when time
 * runs out, and after how many timeouts in a row a bot takes the seat. Words in i18n
 * (`timeControl.*`); the summary line is the server's own `describeTimeControl` in the reader's language.
 */
import { useT } from "../i18n";
import type { TimeControl } from "@backroom/functions/contract";
import { DAYS_PER_DECISION, describeTimeControl } from "@backroom/functions/clocks/time-control-words";

export const DEFAULT_TIME_CONTROL: TimeControl = { daysPerDecision: null, onTimeout: "pass", handOverAfter: 3 };

export function TimeControlFields({ value, onChange }: { value: TimeControl; onChange: (next: TimeControl) => void }) {
  const { t, lng } = useT();
  return (
    <fieldset className="time-control">
      <legend>{t("timeControl.legend")}</legend>
      <label>
        {t("timeControl.days")}{" "}
        <select
          aria-label={t("timeControl.days")}
          value={value.daysPerDecision === null ? "" : String(value.daysPerDecision)}
          onChange={(e) => onChange({ ...value, daysPerDecision: e.target.value === "" ? null : Number(e.target.value) })}
        >
          <option value="">{t("timeControl.none")}</option>
          {DAYS_PER_DECISION.map((d) => (
            <option key={d} value={d}>
              {t("timeControl.day", { count: d })}
            </option>
          ))}
        </select>
      </label>
      {value.daysPerDecision !== null ? (
        <>
          <label>
            {t("timeControl.onTimeout")}{" "}
            <select aria-label={t("timeControl.onTimeout")} value={value.onTimeout} onChange={(e) => onChange({ ...value, onTimeout: e.target.value as TimeControl["onTimeout"] })}>
              <option value="pass">{t("timeControl.pass")}</option>
              <option value="bot">{t("timeControl.bot")}</option>
            </select>
          </label>
          <label>
            {t("timeControl.handOver")}{" "}
            <input
              aria-label={t("timeControl.handOver")}
              type="number"
              min={0}
              max={10}
              value={value.handOverAfter}
              onChange={(e) => onChange({ ...value, handOverAfter: Math.max(0, Math.min(10, Math.trunc(Number(e.target.value) || 0))) })}
            />
          </label>
        </>
      ) : null}
      <p className="hint">{describeTimeControl(value, lng)}.</p>
    </fieldset>
  );
}
