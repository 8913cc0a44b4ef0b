"use client";
/**
 * The move builder: the legal moves left after the board picks, as labelled buttons grouped
 * by kind; one is chosen, then confirmed in the decision bar (DecisionBar.tsx), the one confirm
 * step of the page. Every button is one of the API's legal moves, so an illegal move cannot be
 * submitted from here. See docs/web.md, "How moves are built".
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import type { LegalMove } from "../lib/api";
import { groupByKind, moveKey, narrow, samePick, type Pick } from "../lib/moves";
import { useEngineText, type Picker } from "./board-kit";
import { DECISION_PROMPT_ID, MOVE_PANEL_ID } from "./DecisionBar";
import { useT } from "../i18n";

/** A group with more moves than this is folded to one line until opened, filtered or narrowed. */
export const GROUP_SHOWN = 8;

/** Moves that end a step (pass, End movement, End trading, skip an ability): always in view. */
export function isFinishing(m: LegalMove): boolean {
  const kind = (m.move as { kind?: unknown } | null)?.kind;
  return kind === "pass" || kind === "skip-ability" || (typeof kind === "string" && kind.startsWith("end-"));
}

export interface MoveBuilder {
  readonly picker: Picker;
  /** Every legal move, before picks narrow them. */
  readonly all: readonly LegalMove[];
  readonly remaining: readonly LegalMove[];
  readonly chosen: LegalMove | null;
  choose(m: LegalMove | null): void;
  reset(): void;
}

/** Builder state over one set of legal moves; resets whenever the set changes. */
export function useMoveBuilder(legalMoves: readonly LegalMove[]): MoveBuilder {
  const [picks, setPicks] = useState<readonly Pick[]>([]);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const identity = useMemo(() => legalMoves.map((m) => moveKey(m.move)).join("\n"), [legalMoves]);
  useEffect(() => {
    setPicks([]);
    setChosenKey(null);
  }, [identity]);

  const remaining = useMemo(() => {
    const r = narrow(legalMoves, picks);
    // A stale pick (the moves changed under it) must never strand the player with nothing.
    return r.length > 0 ? r : [...legalMoves];
  }, [legalMoves, picks]);

  const toggle = useCallback((pick: Pick) => {
    setChosenKey(null);
    setPicks((ps) => (ps.some((p) => samePick(p, pick)) ? ps.filter((p) => !samePick(p, pick)) : [...ps, pick]));
  }, []);

  const explicit = chosenKey === null ? null : (legalMoves.find((m) => moveKey(m.move) === chosenKey) ?? null);
  // Once the picks leave a single move, it is the one on offer; confirming is still a click.
  const chosen = explicit ?? (picks.length > 0 && remaining.length === 1 ? remaining[0]! : null);

  return {
    picker: { remaining, picks, toggle },
    all: legalMoves,
    remaining,
    chosen,
    choose: (m) => setChosenKey(m === null ? null : moveKey(m.move)),
    reset: () => {
      setPicks([]);
      setChosenKey(null);
    },
  };
}

export interface MovePanelProps {
  readonly builder: MoveBuilder;
  /** True when the decision is asked outside the viewer's own turn (a response, an offer). */
  readonly outOfTurn: boolean;
  /** Moves the viewer may make although the game is not waiting for them (an offer, a setting). */
  readonly optional?: boolean;
  /** Chooses a move (null: un-chooses); the page confirms it, or sends it when the player skips confirming. */
  readonly onChoose: (m: LegalMove | null) => void;
  /** Moves shown elsewhere on the page (the auto-pass control), left out of the list. */
  readonly omit?: (m: LegalMove) => boolean;
  readonly busy: boolean;
  readonly pickLabel?: (pick: Pick) => string | null;
}

export function MovePanel({ builder, outOfTurn, optional = false, onChoose, omit, busy, pickLabel }: MovePanelProps) {
  const { chosen, picker } = builder;
  const { t } = useT();
  const { say, kind: kindName } = useEngineText();
  // Pass and end-of-step moves are permanent buttons above the list, never behind "Show all".
  const finishing = useMemo(() => builder.all.filter((m) => isFinishing(m) && !omit?.(m)), [builder.all, omit]);
  const remaining = useMemo(() => builder.remaining.filter((m) => !isFinishing(m) && !omit?.(m)), [builder.remaining, omit]);
  const [filter, setFilter] = useState("");
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const filtered = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f ? remaining.filter((m) => m.label.toLowerCase().includes(f) || say(m.label).toLowerCase().includes(f)) : remaining;
  }, [remaining, filter, say]);
  // By action, never one flat list: a group of dozens of permutations (12-0-12's Get Food) is
  // folded, so Attract and Poach stay in view; picks on the board or the filter unfold it.
  const groups = groupByKind(filtered);
  // A lone group is shown whole: folding only helps when other actions would be pushed away.
  const folded = (kind: string, size: number) => groups.length > 1 && size > GROUP_SHOWN && !filter.trim() && !opened.has(kind);

  return (
    <section id={MOVE_PANEL_ID} className={`move-panel ${outOfTurn ? "out-of-turn" : ""}`} aria-labelledby="move-panel-heading" aria-describedby={DECISION_PROMPT_ID}>
      <h2 id="move-panel-heading">{optional ? t("moves.whileYouWait") : outOfTurn ? t("moves.decisionNeeded") : t("moves.yourMove")}</h2>
      {picker.picks.length > 0 ? (
        <div className="picks" aria-label={t("moves.selected")}>
          {picker.picks.map((p) => (
            <button key={`${String(p.key ?? "")}:${String(p.value)}`} type="button" className="chip chip-picked" onClick={() => picker.toggle(p)} aria-label={t("moves.remove", { what: p.label ?? pickLabel?.(p) ?? String(p.value) })}>
              {p.label ?? pickLabel?.(p) ?? String(p.value)} <span aria-hidden="true">×</span>
            </button>
          ))}
          <button type="button" className="link-button" onClick={builder.reset}>
            {t("moves.clear")}
          </button>
        </div>
      ) : null}
      {finishing.length > 0 ? (
        <div className="finish-row" role="group" aria-label={t("moves.endOrPass")}>
          {finishing.map((m) => {
            const isChosen = chosen !== null && moveKey(chosen.move) === moveKey(m.move);
            return (
              <button key={moveKey(m.move)} type="button" className={`move-option finish ${isChosen ? "chosen" : ""}`} aria-pressed={isChosen} onClick={() => onChoose(isChosen ? null : m)} disabled={busy}>
                {isChosen ? <span aria-hidden="true">✔ </span> : null}
                {say(m.label)}
              </button>
            );
          })}
        </div>
      ) : null}
      {remaining.length > 12 ? (
        <input type="search" className="move-filter" placeholder={t("moves.filter")} aria-label={t("moves.filter")} value={filter} onChange={(e) => setFilter(e.target.value)} />
      ) : null}
      <div className="move-groups">
        {groups.map((g) => (
          <fieldset key={g.kind ?? "moves"} className="move-group">
            <legend>{g.kind ? kindName(g.kind) : t("moves.moves")}</legend>
            {folded(g.kind ?? "moves", g.moves.length) ? (
              <p className="folded-group">
                <button type="button" className="link-button" onClick={() => setOpened((o) => new Set(o).add(g.kind ?? "moves"))}>
                  {t("moves.showWays", { count: g.moves.length, action: (g.kind ? kindName(g.kind) : t("moves.moves")).toLowerCase() })}
                </button>{" "}
                <span className="muted">{t("moves.orPick")}</span>
              </p>
            ) : g.moves.map((m) => {
              const isChosen = chosen !== null && moveKey(chosen.move) === moveKey(m.move);
              return (
                <button key={moveKey(m.move)} type="button" className={`move-option ${isChosen ? "chosen" : ""}`} aria-pressed={isChosen} onClick={() => onChoose(isChosen ? null : m)} disabled={busy}>
                  {isChosen ? <span aria-hidden="true">✔ </span> : null}
                  {say(m.label)}
                </button>
              );
            })}
          </fieldset>
        ))}
        {filtered.length === 0 && filter.trim() ? <p className="muted">{t("moves.noMatch", { filter })}</p> : null}
      </div>
    </section>
  );
}
