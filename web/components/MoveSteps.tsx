"use client";
/**
 * A move built in steps instead of picked from a long list (docs/web.md, "Moves built in
 * steps"): cards toggled one by one, then a target among a few, then a number with − and +.
 * Each step offers only what some candidate still has (`walkSteps` in web/lib/moves.ts), so what
 * is confirmed is always one of the candidates the game gave: its legal moves of that kind.
 * Later steps appear once the earlier ones are answered; nothing is marked wrong before the
 * player has touched anything.
 */
import { useEffect, useId, useMemo, useState } from "react";
import { stepNumber, walkSteps, type Step, type StepAnswers, type StepStatus, type StepWalk } from "../lib/moves";
import { useT } from "../i18n";

export interface StepUi<M> {
  readonly step: Step<M>;
  readonly legend: string;
  /** A cards step: the cards to show (the hand, or things on the board), each in words. */
  readonly pool?: readonly { readonly id: string; readonly label: string; readonly note?: string }[];
  /** A choice or number step: a value in words. */
  readonly label?: (value: string | number) => string;
  /** Not shown while there is nothing to choose (a Chameleon's faction for another card). */
  readonly hideWhenOne?: boolean;
}

export interface MoveStepsProps<M> {
  readonly title: string;
  readonly help?: string;
  readonly moves: readonly M[];
  readonly steps: readonly StepUi<M>[];
  /** A running line under the steps (Get Food's Food so far, the cards picked); null: none. */
  readonly summary?: (walk: StepWalk<M>) => string | null;
  readonly describe: (move: M) => string;
  readonly confirmLabel: (move: M) => string;
  readonly onConfirm: (move: M) => void | Promise<void>;
  readonly busy: boolean;
  /** Class of the section (styles, tests). */
  readonly className?: string;
}

export function MoveSteps<M>(props: MoveStepsProps<M>) {
  const { t } = useT();
  const id = useId();
  const { moves, steps, busy } = props;
  const [answers, setAnswers] = useState<StepAnswers>({});
  // New candidates (a move went through, the hand changed): start afresh.
  const identity = useMemo(() => JSON.stringify(moves), [moves]);
  useEffect(() => setAnswers({}), [identity]);
  const walk = walkSteps(moves, steps.map((s) => s.step), answers);
  const set = (stepId: string, value: StepAnswers[string]) => {
    // Changing a step forgets the later ones: their options depend on it.
    const at = steps.findIndex((s) => s.step.id === stepId);
    setChosenLeft(null);
    setAnswers((a) => Object.fromEntries([...steps.slice(0, at).map((s) => [s.step.id, a[s.step.id]]), [stepId, value]]));
  };
  const summary = props.summary?.(walk) ?? null;
  const built = walk.built;
  const [chosenLeft, setChosenLeft] = useState<number | null>(null);
  const leftChoice = walk.left.length > 1 && chosenLeft !== null ? (walk.left[chosenLeft] ?? null) : null;
  const move = built ?? leftChoice;

  return (
    <section className={`free-form move-steps ${props.className ?? ""}`} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{props.title}</h3>
      {props.help ? <p className="muted small">{props.help}</p> : null}
      {walk.shown.map((status) => {
        const ui = steps.find((s) => s.step.id === status.step.id)!;
        return <StepField key={status.step.id} ui={ui} status={status} name={`${id}-${status.step.id}`} busy={busy} onAnswer={(v) => set(status.step.id, v)} />;
      })}
      {walk.left.length > 1 ? (
        <fieldset className="step-field">
          <legend>{t("steps.which")}</legend>
          {[...walk.left.keys()]
            .sort((a, b) => props.describe(walk.left[a]!).localeCompare(props.describe(walk.left[b]!)))
            .map((i) => (
              <label key={i} className={`radio-chip ${chosenLeft === i ? "checked" : ""}`}>
                <input type="radio" name={`${id}-left`} checked={chosenLeft === i} onChange={() => setChosenLeft(i)} />
                {chosenLeft === i ? <span aria-hidden="true">✔ </span> : null}
                {props.describe(walk.left[i]!)}
              </label>
            ))}
        </fieldset>
      ) : null}
      <div className="free-form-confirm">
        {summary ? (
          <p className="free-form-preview" aria-live="polite">
            {summary}
          </p>
        ) : null}
        <button type="button" className="primary" disabled={move === null || busy} onClick={() => move !== null && void props.onConfirm(move)}>
          {busy ? t("steps.sending") : move !== null ? props.confirmLabel(move) : t("steps.notYet")}
        </button>
      </div>
    </section>
  );
}

function StepField<M>({ ui, status, name, busy, onAnswer }: { ui: StepUi<M>; status: StepStatus<M>; name: string; busy: boolean; onAnswer: (v: StepAnswers[string]) => void }) {
  const { t } = useT();
  const word = (v: string | number) => (ui.label ? ui.label(v) : String(v));
  if (ui.hideWhenOne && ((status.type === "choice" && status.options.length === 1) || (status.type === "number" && status.values.length === 1))) return null;
  if (status.type === "cards") {
    const picked = status.picked;
    const sizes = new Set(status.candidates.map((m) => status.step.cards(m).length));
    const need = sizes.size === 1 ? [...sizes][0]! - picked.length : 0;
    return (
      <div className="step-field give-cards" role="group" aria-label={ui.legend}>
        <span className="field-label">
          {ui.legend}
          {need > 0 ? <span className="muted"> · {t("steps.pickMore", { count: need })}</span> : null}
        </span>
        {(ui.pool ?? []).map((c) => {
          const on = picked.includes(c.id);
          return (
            <button
              key={c.id}
              type="button"
              className={`card-toggle ${on ? "chosen" : ""}`}
              aria-pressed={on}
              disabled={busy || (!on && !status.canAdd(c.id))}
              onClick={() => onAnswer(on ? picked.filter((x) => x !== c.id) : [...picked, c.id])}
            >
              {on ? <span aria-hidden="true">✔ </span> : null}
              {c.label}
              {c.note ? <span className="muted small"> ({c.note})</span> : null}
            </button>
          );
        })}
      </div>
    );
  }
  if (status.type === "choice") {
    if (status.options.length === 1) {
      return (
        <p className="step-field step-fixed">
          <span className="field-label">{ui.legend}: </span>
          <b>{word(status.options[0]!)}</b>
        </p>
      );
    }
    return (
      <fieldset className="step-field">
        <legend>{ui.legend}</legend>
        {status.options.map((o) => (
          <label key={o} className={`radio-chip ${status.chosen === o ? "checked" : ""}`}>
            <input type="radio" name={name} checked={status.chosen === o} disabled={busy} onChange={() => onAnswer(o)} />
            {status.chosen === o ? <span aria-hidden="true">✔ </span> : null}
            {word(o)}
          </label>
        ))}
      </fieldset>
    );
  }
  const { values, chosen } = status;
  const max = values[values.length - 1]!;
  return (
    <div className="step-field stepper" role="group" aria-label={ui.legend}>
      <span className="field-label">{ui.legend}</span>
      <div className="stepper-row">
        <button type="button" aria-label={t("steps.less", { label: ui.legend })} disabled={busy || chosen <= values[0]!} onClick={() => onAnswer(stepNumber(values, chosen, -1))}>
          −
        </button>
        <output className="stepper-value" aria-live="polite">
          {word(chosen)}
        </output>
        <button type="button" aria-label={t("steps.more", { label: ui.legend })} disabled={busy || chosen >= max} onClick={() => onAnswer(stepNumber(values, chosen, 1))}>
          +
        </button>
        <span className="stepper-note">{t("steps.upTo", { max: word(max) })}</span>
      </div>
    </div>
  );
}
