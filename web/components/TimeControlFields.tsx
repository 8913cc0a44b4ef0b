/**
 * The create form's time control: days per decision (or no limit), what happens when time
 * runs out, and after how many timeouts in a row a bot takes the seat. English literals kept
 * together here for translation.
 */
import { DAYS_PER_DECISION, describeTimeControl, type TimeControl } from "@backroom/functions/contract";

const TEXT = {
  legend: "Time control",
  days: "Time per decision",
  none: "No limit",
  day: (d: number) => `${d} day${d === 1 ? "" : "s"}`,
  onTimeout: "When time runs out",
  pass: "Pass where the rules allow, else a bot move",
  bot: "A bot move",
  handOver: "Hand the seat to a bot after this many timeouts in a row (0: never)",
};

export const DEFAULT_TIME_CONTROL: TimeControl = { daysPerDecision: null, onTimeout: "pass", handOverAfter: 3 };

export function TimeControlFields({ value, onChange }: { value: TimeControl; onChange: (next: TimeControl) => void }) {
  return (
    <fieldset className="time-control">
      <legend>{TEXT.legend}</legend>
      <label>
        {TEXT.days}{" "}
        <select
          aria-label={TEXT.days}
          value={value.daysPerDecision === null ? "" : String(value.daysPerDecision)}
          onChange={(e) => onChange({ ...value, daysPerDecision: e.target.value === "" ? null : Number(e.target.value) })}
        >
          <option value="">{TEXT.none}</option>
          {DAYS_PER_DECISION.map((d) => (
            <option key={d} value={d}>
              {TEXT.day(d)}
            </option>
          ))}
        </select>
      </label>
      {value.daysPerDecision !== null ? (
        <>
          <label>
            {TEXT.onTimeout}{" "}
            <select aria-label={TEXT.onTimeout} value={value.onTimeout} onChange={(e) => onChange({ ...value, onTimeout: e.target.value as TimeControl["onTimeout"] })}>
              <option value="pass">{TEXT.pass}</option>
              <option value="bot">{TEXT.bot}</option>
            </select>
          </label>
          <label>
            {TEXT.handOver}{" "}
            <input
              aria-label={TEXT.handOver}
              type="number"
              min={0}
              max={10}
              value={value.handOverAfter}
              onChange={(e) => onChange({ ...value, handOverAfter: Math.max(0, Math.min(10, Math.trunc(Number(e.target.value) || 0))) })}
            />
          </label>
        </>
      ) : null}
      <p className="hint">{describeTimeControl(value)}.</p>
    </fieldset>
  );
}
