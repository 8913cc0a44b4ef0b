"use client";
/**
 * Politika's auto-pass setting (engine version 2, PR19): manual, bystander or always, changed at
 * any time; response windows skip a seat whose setting passes them. The game page draws it as
 * one control outside the move list (components/AutoPassControl.tsx) from `politikaAutoPass`;
 * version 1 games have no setting, so nothing is shown.
 */
import type { PolitikaView } from "@backroom/engine/politika/index";
import type { AutoPassSetting } from "../../components/board-kit";
import { tt } from "./words";

const MODES = ["manual", "bystander", "always"] as const;

/** The board's `autoPass`: the viewer's setting and the three modes in words. */
export function politikaAutoPass(view: PolitikaView, mySeat: number): AutoPassSetting | null {
  const current = view.seats[mySeat]?.autoPass;
  if (!current) return null;
  return { current, modes: MODES.map((mode) => ({ mode, label: tt(`autoPass.short.${mode}`), help: tt(`autoPass.modes.${mode}`) })) };
}
