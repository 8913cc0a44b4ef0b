"use client";
/**
 * The awaited decision, pinned to the bottom of a phone's screen (beside the board, at the top of
 * the move column, on a wide one): what the game wants, the time left, and the one confirm step
 * every move goes through — chosen in the move panel, in the tap-a-card sheet, on the board or
 * in the auto-pass control, a move is sent only from here (unless the player chose to skip it,
 * GameView).
 */
import { useState } from "react";
import type { LegalMove } from "../lib/api";
import { useEngineText } from "./board-kit";
import { useT } from "../i18n";

/** The move panel's id: "Choose a move" scrolls there. */
export const MOVE_PANEL_ID = "move-panel";
export const DECISION_PROMPT_ID = "decision-prompt";
/** Prompts longer than this are clamped on a phone, with a toggle to read them whole. */
const LONG_PROMPT = 90;

export interface DecisionBarProps {
  readonly prompt: string;
  readonly outOfTurn: boolean;
  /** The viewer's countdown ("1 d 23 h left"), when their decision has a deadline. */
  readonly clock?: string | null;
  /** The move waiting for confirmation. */
  readonly chosen: LegalMove | null;
  readonly busy: boolean;
  readonly error: string | null;
  readonly onConfirm: (m: LegalMove) => void;
  readonly onCancel: () => void;
}

export function DecisionBar({ prompt, outOfTurn, clock, chosen, busy, error, onConfirm, onCancel }: DecisionBarProps) {
  const { t } = useT();
  const { say } = useEngineText();
  const [whole, setWhole] = useState(false);
  return (
    <section className={`decision-bar ${outOfTurn ? "out-of-turn" : ""}`} aria-label={t("gamePage.decision.label")}>
      <div className="decision-text">
        <p id={DECISION_PROMPT_ID} className={`decision-prompt ${whole ? "whole" : ""}`}>
          {prompt}
          {clock ? <span className="decision-clock"> · {clock}</span> : null}
        </p>
        {prompt.length > LONG_PROMPT ? (
          <button type="button" className="link-button decision-more" aria-expanded={whole} onClick={() => setWhole((w) => !w)}>
            {whole ? t("gamePage.decision.less") : t("gamePage.decision.more")}
          </button>
        ) : null}
      </div>
      <div className="decision-actions">
        {chosen ? (
          <>
            <button type="button" className="primary decision-confirm" disabled={busy} onClick={() => onConfirm(chosen)}>
              {busy ? t("moves.sending") : t("moves.confirm", { label: say(chosen.label) })}
            </button>
            <button type="button" disabled={busy} onClick={onCancel}>
              {t("gamePage.decision.cancel")}
            </button>
          </>
        ) : (
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              const panel = document.getElementById(MOVE_PANEL_ID);
              panel?.scrollIntoView?.({ block: "start", behavior: "smooth" });
              panel?.querySelector<HTMLElement>("button:not(:disabled), input")?.focus({ preventScroll: true });
            }}
          >
            {busy ? t("moves.sending") : t("moves.choose")}
          </button>
        )}
      </div>
      <p className="error" role="alert">
        {error ?? ""}
      </p>
    </section>
  );
}
