"use client";
/**
 * Politika's auto-pass setting (engine version 2, PR19): manual, bystander or always, changed at
 * any time; response windows skip a seat whose setting passes them. Shown whenever the legal
 * moves offer a change (version 1 games have none).
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { PolitikaView } from "@backroom/engine/politika/index";
import type { MoveFormsProps } from "../../components/board-kit";

const MODES = ["manual", "bystander", "always"] as const;

export function AutoPassControl({ view, mySeat, legalMoves, onConfirm, busy }: MoveFormsProps<PolitikaView>) {
  const { t } = useTranslation("politika");
  const id = useId();
  const offered = legalMoves.some((m) => (m.move as { kind?: string }).kind === "auto-pass");
  const current = view.seats[mySeat]?.autoPass;
  if (!offered || !current) return null;
  return (
    <section className="free-form auto-pass" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t("autoPass.heading")}</h3>
      <label>
        {t("autoPass.label")}{" "}
        <select aria-label={t("autoPass.setting")} value={current} disabled={busy} onChange={(e) => void onConfirm({ kind: "auto-pass", mode: e.target.value })}>
          {MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`autoPass.modes.${mode}`)}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
