"use client";
/** The create form's "open seats" choice: leave seats for others to take through a share link. */

export interface OpenSeats {
  minPlayers: number;
  maxPlayers: number;
}

export function OpenSeatsField({ min, max, value, onChange }: { min: number; max: number; value: OpenSeats | null; onChange: (v: OpenSeats | null) => void }) {
  const clamp = (n: number) => Math.max(min, Math.min(max, Number.isFinite(n) ? n : min));
  return (
    <fieldset>
      <legend>Open seats</legend>
      <label>
        <input type="checkbox" checked={value !== null} onChange={(e) => onChange(e.target.checked ? { minPlayers: min, maxPlayers: max } : null)} /> Leave seats open: anyone with the
        share link takes a free seat, and you start the game when enough have joined
      </label>
      {value ? (
        <p>
          <label>
            At least{" "}
            <input type="number" aria-label="At least players" min={min} max={value.maxPlayers} value={value.minPlayers} onChange={(e) => onChange({ ...value, minPlayers: Math.min(clamp(Number(e.target.value)), value.maxPlayers) })} />
          </label>{" "}
          <label>
            at most{" "}
            <input type="number" aria-label="At most players" min={value.minPlayers} max={max} value={value.maxPlayers} onChange={(e) => onChange({ ...value, maxPlayers: Math.max(clamp(Number(e.target.value)), value.minPlayers) })} />
          </label>{" "}
          players. List yourself and anyone you want seated; the rest join by link.
        </p>
      ) : null}
    </fieldset>
  );
}
