"use client";
/**
 * A seat's auto-pass setting (Politika PR19, Conspiracy Theory CR19) as one labelled control
 * outside the move list: the current mode checked and named in the legend, the others one tap
 * away when the engine offers the change now (Conspiracy Theory's turn player cannot change it in
 * the middle of the main phase). The change is still a move through the engine (kind
 * "auto-pass"), so it goes through the page's confirm step like any other.
 */
import { useId } from "react";
import type { LegalMove } from "../lib/api";
import { moveKey } from "../lib/moves";
import type { AutoPassSetting } from "./board-kit";
import { useT } from "../i18n";

export const AUTO_PASS_KIND = "auto-pass";

export function isAutoPass(m: LegalMove): boolean {
  return (m.move as { kind?: unknown } | null)?.kind === AUTO_PASS_KIND;
}

export interface AutoPassControlProps {
  readonly setting: AutoPassSetting;
  readonly legalMoves: readonly LegalMove[];
  /** The move waiting for confirmation, if any (a mode chosen here shows as chosen). */
  readonly chosen: LegalMove | null;
  readonly onChoose: (m: LegalMove) => void;
  readonly busy: boolean;
}

export function AutoPassControl({ setting, legalMoves, chosen, onChoose, busy }: AutoPassControlProps) {
  const { t } = useT();
  const id = useId();
  const moveFor = (mode: string) => legalMoves.find((m) => isAutoPass(m) && (m.move as { mode?: unknown }).mode === mode);
  const current = setting.modes.find((m) => m.mode === setting.current);
  const changeable = legalMoves.some(isAutoPass);
  return (
    <fieldset className="auto-pass-control" aria-describedby={current?.help || !changeable ? `${id}-help` : undefined}>
      <legend>
        {t("gamePage.autoPass.label")}: <b>{current?.label ?? setting.current}</b>
      </legend>
      <div className="auto-pass-modes">
        {setting.modes.map((m) => {
          const move = moveFor(m.mode);
          const isCurrent = m.mode === setting.current;
          const isChosen = !!move && chosen !== null && moveKey(chosen.move) === moveKey(move.move);
          return (
            <label key={m.mode} className={`radio-chip ${isCurrent ? "checked" : ""} ${isChosen ? "chosen" : ""}`}>
              <input
                type="radio"
                name={`${id}-mode`}
                checked={isCurrent}
                disabled={busy || (!isCurrent && !move)}
                onChange={() => move && onChoose(move)}
              />
              {m.label}
            </label>
          );
        })}
      </div>
      {current?.help || !changeable ? (
        <p id={`${id}-help`} className="help">
          {[current?.help, changeable ? null : t("gamePage.autoPass.notNow")].filter(Boolean).join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
