"use client";
/** The create form's "open seats" choice: leave seats for others to take through a share link. */
import { useT } from "../i18n";

export interface OpenSeats {
  minPlayers: number;
  maxPlayers: number;
}

export function OpenSeatsField({ min, max, value, onChange }: { min: number; max: number; value: OpenSeats | null; onChange: (v: OpenSeats | null) => void }) {
  const { t } = useT();
  const clamp = (n: number) => Math.max(min, Math.min(max, Number.isFinite(n) ? n : min));
  return (
    <fieldset>
      <legend>{t("openSeats.legend")}</legend>
      <label>
        <input type="checkbox" checked={value !== null} onChange={(e) => onChange(e.target.checked ? { minPlayers: min, maxPlayers: max } : null)} /> {t("openSeats.leaveOpen")}
      </label>
      {value ? (
        <p>
          <label>
            {t("openSeats.atLeast")}{" "}
            <input type="number" aria-label={t("openSeats.atLeastLabel")} min={min} max={value.maxPlayers} value={value.minPlayers} onChange={(e) => onChange({ ...value, minPlayers: Math.min(clamp(Number(e.target.value)), value.maxPlayers) })} />
          </label>{" "}
          <label>
            {t("openSeats.atMost")}{" "}
            <input type="number" aria-label={t("openSeats.atMostLabel")} min={value.minPlayers} max={max} value={value.maxPlayers} onChange={(e) => onChange({ ...value, maxPlayers: Math.max(clamp(Number(e.target.value)), value.minPlayers) })} />
          </label>{" "}
          {t("openSeats.rest")}
        </p>
      ) : null}
    </fieldset>
  );
}
