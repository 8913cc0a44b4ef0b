"use client";
/**
 * Politika's auto-pass setting (engine version 2, PR19): manual, bystander or always, changed at
 * any time; response windows skip a seat whose setting passes them. Shown whenever the legal
 * moves offer a change (version 1 games have none).
 */
import { useId } from "react";
import type { PolitikaView } from "@backroom/engine/politika/index";
import type { MoveFormsProps } from "../../components/board-kit";

const MODES = [
  ["manual", "Manual: ask me whenever I hold a playable card"],
  ["bystander", "Bystander: ask me only in my own challenges"],
  ["always", "Always pass: never ask me in response windows"],
] as const;

export function AutoPassControl({ view, mySeat, legalMoves, onConfirm, busy }: MoveFormsProps<PolitikaView>) {
  const id = useId();
  const offered = legalMoves.some((m) => (m.move as { kind?: string }).kind === "auto-pass");
  const current = view.seats[mySeat]?.autoPass;
  if (!offered || !current) return null;
  return (
    <section className="free-form auto-pass" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Response windows</h3>
      <label>
        Auto-pass{" "}
        <select aria-label="Auto-pass setting" value={current} disabled={busy} onChange={(e) => void onConfirm({ kind: "auto-pass", mode: e.target.value })}>
          {MODES.map(([mode, text]) => (
            <option key={mode} value={mode}>
              {text}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
