"use client";
/**
 * The game's history for this viewer: the move list (lines written for this viewer by the
 * engine), the step-through replay controls (first/prev/next/last, a slider, arrow keys; the
 * page puts them in a bar under the board) and the marks on what happened since the viewer's
 * last move.
 */
import { memo, useEffect, useRef } from "react";
import type { HistoryEntry } from "../lib/api";
import { seatGlyph, seatVars, useSeatColour } from "../lib/seats";
import { useT } from "../i18n";
import { useEngineText } from "./board-kit";

/** Entries a replay steps through: creation and moves (chat does not change the board). */
export function replaySteps(entries: readonly HistoryEntry[]): HistoryEntry[] {
  return entries.filter((e) => e.type !== "chat");
}

/** Moves by others after the viewer's last own move (all moves if they never moved). */
export function isSinceLastMove(e: HistoryEntry, myLastSeq: number | null, mySeat: number | null): boolean {
  return e.type === "move" && e.seq > (myLastSeq ?? 0) && e.seat !== mySeat;
}

export interface ReplayControlsProps {
  /** Index into the replay steps; null = the live board. */
  readonly step: number | null;
  readonly count: number;
  readonly onStep: (step: number | null) => void;
}

export function clampStep(step: number, count: number): number | null {
  if (count === 0) return null;
  const s = Math.max(0, Math.min(count - 1, step));
  return s === count - 1 ? null : s;
}

export function ReplayControls({ step, count, onStep }: ReplayControlsProps) {
  const { t } = useT();
  const current = step ?? count - 1;
  const go = (s: number) => onStep(clampStep(s, count));
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target instanceof HTMLElement ? e.target : null;
      if (t && (t.closest("input:not([type=range]), textarea, select") || t.isContentEditable)) return;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const actions: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 };
      const target = actions[e.key];
      if (target === undefined) return;
      if (t?.matches("input[type=range]")) return; // the slider handles its own arrows
      e.preventDefault();
      go(target);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });
  if (count === 0) return null;
  return (
    <div className="replay-controls" role="group" aria-label={t("replay.label")}>
      <button type="button" onClick={() => go(0)} disabled={current <= 0} aria-label={t("replay.first")}>
        ⇤
      </button>
      <button type="button" onClick={() => go(current - 1)} disabled={current <= 0} aria-label={t("replay.previous")}>
        ◀
      </button>
      <input type="range" min={0} max={count - 1} value={current} onChange={(e) => go(Number(e.target.value))} aria-label={t("replay.step")} aria-valuetext={t("replay.stepOf", { step: current, count: count - 1 })} />
      <button type="button" onClick={() => go(current + 1)} disabled={current >= count - 1} aria-label={t("replay.next")}>
        ▶
      </button>
      <button type="button" onClick={() => go(count - 1)} disabled={current >= count - 1} aria-label={t("replay.last")}>
        ⇥
      </button>
      <span className="replay-pos" aria-live="polite">
        {current} / {count - 1}
      </span>
    </div>
  );
}

/** One line of the move list; memoised, so a replay step re-renders two rows, not five hundred. */
const MoveEntry = memo(function MoveEntry(props: { e: HistoryEntry; isNew: boolean; current: boolean; onJump: (seq: number) => void }) {
  const { e, isNew, current, onJump } = props;
  const seatColour = useSeatColour();
  const { t } = useT();
  const { say } = useEngineText();
  return (
    <li className={`entry entry-${e.type} ${isNew ? "entry-new" : ""}`} aria-current={current ? "step" : undefined}>
      {e.type === "chat" ? (
        // The API's chat line already names the speaker ("Boris: …").
        <span className="entry-chat">{t("chat.line", { text: e.text })}</span>
      ) : (
        <button type="button" className="entry-button" onClick={() => onJump(e.seq)}>
          <span className="entry-seq">{e.seq}</span>
          {e.seat !== null ? (
            <span className="entry-seat" style={seatVars(seatColour(e.seat))} aria-hidden="true">
              {seatGlyph(e.seat)}
            </span>
          ) : null}
          <span className="entry-text">{say(e.text)}</span>
          {isNew ? <span className="badge-new">{t("replay.new")}</span> : null}
        </button>
      )}
    </li>
  );
});

/** The list's new scrollTop so that the row at `top` (height `height`) is visible, moving as little as possible. */
export function keepInView(scrollTop: number, viewHeight: number, top: number, height: number): number {
  if (top < scrollTop) return top;
  if (top + height > scrollTop + viewHeight) return top + height - viewHeight;
  return scrollTop;
}

export function MoveList(props: {
  entries: readonly HistoryEntry[];
  mySeat: number | null;
  myLastSeq: number | null;
  /** Seq of the entry the board shows now. */
  currentSeq: number | null;
  onJump: (seq: number) => void;
}) {
  const { entries, mySeat, myLastSeq, currentSeq, onJump } = props;
  const listRef = useRef<HTMLOListElement>(null);
  const { t } = useT();
  useEffect(() => {
    // Scroll the list box only: scrollIntoView would also scroll the page, and on a phone the
    // game would open 2,000 px down at the history instead of at the board and the decision.
    const list = listRef.current;
    const el = list?.querySelector<HTMLElement>("[aria-current='step']");
    if (list && el) list.scrollTop = keepInView(list.scrollTop, list.clientHeight, el.offsetTop - list.offsetTop, el.offsetHeight);
  }, [currentSeq]);
  return (
    <ol className="move-list" ref={listRef} aria-label={t("replay.list")}>
      {entries.map((e) => (
        <MoveEntry key={e.seq} e={e} isNew={isSinceLastMove(e, myLastSeq, mySeat)} current={e.seq === currentSeq} onJump={onJump} />
      ))}
    </ol>
  );
}
