"use client";
/**
 * Tap a thing, see what you can do with it (as on Board Game Arena): clicking a card, region,
 * pyramid row or player on the board opens this, anchored to the thing on a desktop and as a
 * sheet at the bottom of the screen on a phone (≤600 px, by CSS). It lists the legal moves that
 * concern the thing — the ones its pick leaves — and one tap sends one. Many moves (12-0-12's
 * Get Food permutations) are summarised by action; the move panel, already narrowed, lists them.
 * Esc, Close or a click elsewhere closes it, and focus returns to the thing.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { LegalMove } from "../lib/api";
import { groupByKind, humanize, moveKey } from "../lib/moves";

/** More moves than this are summarised by action instead of listed. */
export const SHEET_MOVES = 6;

export interface ActionSheetProps {
  /** What the thing is called on the board ("Mouse", "Tatarstan"). */
  readonly thing: string;
  readonly anchor: Element | null;
  /** The legal moves that concern the thing. */
  readonly moves: readonly LegalMove[];
  readonly busy: boolean;
  readonly onChoose: (m: LegalMove) => void;
  readonly onClose: () => void;
}

export function ActionSheet({ thing, anchor, moves, busy, onChoose, onClose }: ActionSheetProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<{ top: number; left: number } | null>(null);

  // Anchor below the thing (above it when there is no room), kept inside the window.
  useLayoutEffect(() => {
    if (!anchor || typeof window === "undefined") return;
    const r = anchor.getBoundingClientRect();
    const w = Math.min(320, window.innerWidth - 16);
    const h = ref.current?.offsetHeight ?? 200;
    const below = r.bottom + 6;
    const top = below + h > window.innerHeight && r.top - h - 6 > 0 ? r.top - h - 6 : below;
    setPos({ top, left: Math.max(8, Math.min(r.left, window.innerWidth - w - 8)) });
  }, [anchor, moves]);

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>("button")?.focus();
    const back = anchor instanceof HTMLElement || anchor instanceof SVGElement ? anchor : null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        onClose();
        back?.focus();
      }
    };
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (ref.current && !ref.current.contains(t) && !(anchor && anchor.contains(t))) onClose();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onDown);
    };
  }, [anchor, onClose]);

  const groups = groupByKind(moves);
  const many = moves.length > SHEET_MOVES;
  const title = `What you can do with ${thing}`;
  return (
    <div ref={ref} className="action-sheet" role="dialog" aria-label={title} style={pos ? { top: pos.top, left: pos.left } : undefined}>
      <p className="action-sheet-title">
        <b>{thing}</b>
      </p>
      {moves.length === 0 ? <p className="muted">Nothing to do with this now.</p> : null}
      {many ? (
        <>
          <p className="muted">
            {moves.length} moves concern {thing}; the move list now shows only these.
          </p>
          <ul className="action-sheet-kinds">
            {groups.map((g) => (
              <li key={g.kind ?? "moves"}>
                {g.moves.length === 1 ? (
                  <button type="button" className="action-sheet-move" disabled={busy} onClick={() => onChoose(g.moves[0]!)}>
                    {g.moves[0]!.label}
                  </button>
                ) : (
                  <span>
                    {humanize(g.kind ?? "move")}: {g.moves.length} ways
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="action-sheet-moves">
          {moves.map((m) => (
            <button key={moveKey(m.move)} type="button" className="action-sheet-move" disabled={busy} onClick={() => onChoose(m)}>
              {m.label}
            </button>
          ))}
        </div>
      )}
      <button
        type="button"
        className="link-button action-sheet-close"
        onClick={() => {
          onClose();
          if (anchor instanceof HTMLElement || anchor instanceof SVGElement) anchor.focus();
        }}
      >
        Close
      </button>
    </div>
  );
}
