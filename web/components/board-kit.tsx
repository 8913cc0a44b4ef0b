"use client";
/**
 * What every board is built from: the picker context (things on the board that narrow the
 * legal moves when clicked), the board contract, and small shared pieces (seat badges, cards,
 * counters). A board only draws a view; it never builds moves itself.
 */
import { createContext, useContext, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import type { LegalMove } from "../lib/api";
import { humanize, isPickable, samePick, type Pick } from "../lib/moves";
import { seatGlyph, seatName, seatVars, useSeatColour } from "../lib/seats";
import { useT, type Language } from "../i18n";

export interface Picker {
  readonly remaining: readonly LegalMove[];
  readonly picks: readonly Pick[];
  /** `anchor`: the element clicked, where the action sheet for the thing opens. */
  toggle(pick: Pick, anchor?: Element): void;
}

/** Null while the board is not taking input (another seat's turn, or a replayed step). */
export const PickerContext = createContext<Picker | null>(null);

export interface PickState {
  readonly pickable: boolean;
  readonly picked: boolean;
  /** Spread onto any element (an SVG <g> too) to make it a keyboard-usable toggle. */
  readonly props: {
    role?: "button";
    tabIndex?: number;
    "aria-pressed"?: boolean;
    onClick?: (e: MouseEvent<Element>) => void;
    onKeyDown?: (e: KeyboardEvent) => void;
    "data-pickable"?: "true";
    "data-picked"?: "true";
  };
}

export function usePick(pick: Pick | null | undefined): PickState {
  const picker = useContext(PickerContext);
  if (!picker || !pick) return { pickable: false, picked: false, props: {} };
  const picked = picker.picks.some((p) => samePick(p, pick));
  const pickable = picked || isPickable(picker.remaining, pick);
  if (!pickable) return { pickable: false, picked: false, props: {} };
  const toggle = (anchor?: Element) => picker.toggle(pick, anchor);
  return {
    pickable,
    picked,
    props: {
      role: "button",
      tabIndex: 0,
      "aria-pressed": picked,
      onClick: (e) => toggle(e.currentTarget),
      onKeyDown: (e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          toggle(e.currentTarget);
        }
      },
      "data-pickable": "true",
      ...(picked ? { "data-picked": "true" as const } : {}),
    },
  };
}

/** A box that becomes a toggle button when the current legal moves mention `pick`. */
export function Pickable(props: { pick?: Pick | null; className?: string; title?: string; children: ReactNode }) {
  const { props: p } = usePick(props.pick);
  return (
    <div className={props.className} title={props.title} {...p}>
      {props.children}
    </div>
  );
}

export interface BoardProps<V = unknown> {
  readonly view: V;
  /** Display names by seat. */
  readonly names: readonly string[];
  /** The viewer's seat, or null for a spectator. */
  readonly mySeat: number | null;
  /** Seats the game waits for in this view (live view only; empty when replaying). */
  readonly awaiting: readonly number[];
}

export interface Prompt {
  readonly text: string;
  /** A decision asked outside the viewer's own turn: a response, an ability, a trade offer. */
  readonly outOfTurn: boolean;
}

export interface BoardDef<V = unknown> {
  readonly Board: (props: BoardProps<V>) => ReactNode;
  /**
   * The sentence that tells the viewer what the game wants from them now, when they are
   * awaited. Boards say so precisely for out-of-turn decisions ("Alice attacks you: respond").
   */
  readonly prompt?: (view: V, mySeat: number, names: readonly string[], moves: readonly LegalMove[]) => Prompt | null;
  /** How to label a pick chip (card id → card name). */
  readonly pickLabel?: (pick: Pick) => string | null;
  /** The card list for the rules page, from the engine's card data. */
  readonly cards?: () => readonly CardEntry[];
  /**
   * Forms for moves the engine accepts but lists only as samples (Politika's free-form offers,
   * dice and card counts). Shown under the move panel whenever the viewer has legal moves —
   * optional ones too, when nobody waits for them; what they build goes through `onConfirm`,
   * the same submit path as a listed move. See docs/web.md, "Free-form moves".
   */
  readonly MoveForms?: (props: MoveFormsProps<V>) => ReactNode;
  /** How the score is counted, in a sentence, shown beside the scores ("one per token plus …"). */
  readonly scoreHelp?: string;
  /** The round (or turn) a view belongs to, so the score chart counts rounds, not moves. */
  readonly roundOf?: (view: V) => number;
  /** Seat colours where the game gives players a colour of their own (null: the palette's). */
  readonly seatColours?: (view: V) => readonly (string | null)[];
  /**
   * The engine's English sentences (move labels, history lines, the result) in another
   * language; English passes through. Engines stay pure and speak English; the web translates
   * them by pattern (see docs/web.md, "Languages").
   */
  readonly translate?: (text: string, lng: Language) => string;
  /**
   * A per-seat setting the engine changes by an always-legal move of kind "auto-pass" with a
   * `mode` (Politika PR19, Conspiracy Theory CR19): the viewer's current mode and the modes in
   * words. The page shows it as one labelled control, outside the move list.
   */
  readonly autoPass?: (view: V, mySeat: number) => AutoPassSetting | null;
  /**
   * Move kinds the board's MoveForms build in steps (cards, then a choice, then a number): they
   * stay out of the move list, where they would be long flat lists (a tapped card's sheet, which
   * the tap narrows, still offers them).
   */
  readonly steppedKinds?: readonly string[];
}

export interface AutoPassSetting {
  readonly current: string;
  readonly modes: ReadonlyArray<{ readonly mode: string; readonly label: string; readonly help?: string }>;
}

export interface EngineWords {
  /** An engine sentence (a move label, a history line) in the chosen language. */
  readonly say: (text: string) => string;
  /** A move kind as a group name in the move panel ("attract-supporter" → "Attract supporter"). */
  readonly kind: (kind: string) => string;
}

/** The game page's translator of engine words into the chosen language (English outside a game). */
export const EngineText = createContext<EngineWords>({ say: (text) => text, kind: humanize });

export function useEngineText(): EngineWords {
  return useContext(EngineText);
}

export interface MoveFormsProps<V = unknown> {
  readonly view: V;
  readonly names: readonly string[];
  readonly mySeat: number;
  readonly legalMoves: readonly LegalMove[];
  readonly onConfirm: (move: unknown) => Promise<void> | void;
  readonly busy: boolean;
}

/** One card as the rules page lists it. */
export interface CardEntry {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly stats: ReadonlyArray<{ label: string; value: string | number }>;
  readonly text: string;
  /** How many copies the deck holds. */
  readonly copies?: number;
}

export function SeatBadge({ seat, names, you }: { seat: number; names: readonly string[]; you?: boolean }) {
  const seatColour = useSeatColour();
  const { t } = useT();
  return (
    <span className="seat-badge" style={seatVars(seatColour(seat))}>
      <span className="seat-glyph" aria-hidden="true">
        {seatGlyph(seat)}
      </span>
      {seatName(names, seat)}
      {you ? <span className="you">{t("dashboard.you")}</span> : null}
    </span>
  );
}

/** A token of one seat's colour, with that seat's glyph (never colour alone). */
export function SeatToken({ seat, names, count }: { seat: number; names: readonly string[]; count?: number }) {
  const label = `${seatName(names, seat)}${count !== undefined && count !== 1 ? ` ×${count}` : ""}`;
  const seatColour = useSeatColour();
  return (
    <span className="seat-token" style={seatVars(seatColour(seat))} title={label} aria-label={label}>
      {seatGlyph(seat)}
      {count !== undefined && count !== 1 ? <sub>{count}</sub> : null}
    </span>
  );
}

export function Counter({ label, value, icon }: { label: string; value: ReactNode; icon?: string }) {
  return (
    <span className="counter" title={label}>
      {icon ? <span aria-hidden="true">{icon} </span> : null}
      <span className="counter-label">{label}</span> <b>{value}</b>
    </span>
  );
}

/** A playing card: name, its numbers as small stats, and its ability text. */
export function CardFace(props: {
  pick?: Pick | null;
  name: string;
  kind?: string;
  stats?: ReadonlyArray<{ label: string; value: ReactNode }>;
  text?: string;
  footer?: ReactNode;
  className?: string;
  faceDown?: boolean;
  /** A mark beside the name, as printed cards carry icons (12-0-12's ability triggers). */
  badge?: ReactNode;
}) {
  const { props: p, picked } = usePick(props.pick);
  const { t } = useT();
  if (props.faceDown) {
    return (
      <div className={`card card-back ${props.className ?? ""}`} aria-label={t("board.faceDown")}>
        <span aria-hidden="true">▦</span>
      </div>
    );
  }
  return (
    <div className={`card ${picked ? "card-picked" : ""} ${props.className ?? ""}`} {...p}>
      <div className="card-head">
        <span className="card-name">{props.name}</span>
        {props.kind ? <span className="card-kind">{props.kind}</span> : null}
        {props.badge ?? null}
      </div>
      {props.stats && props.stats.length > 0 ? (
        <dl className="card-stats">
          {props.stats.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {props.text ? <p className="card-text">{props.text}</p> : null}
      {props.footer}
    </div>
  );
}

/** Heading of a panel on a board. */
export function Section({ title, children, className }: { title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`board-section ${className ?? ""}`}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** The viewer's own hand: a row of cards under a counted heading (nothing for spectators). */
export function HandSection({ title, count, children }: { title?: string; count: number; children: ReactNode }) {
  const { t } = useT();
  return (
    <Section title={`${title ?? t("board.yourHand")} (${count})`} className="hand">
      <div className="cards">
        {children}
        {count === 0 ? <p className="muted">{t("board.noCards")}</p> : null}
      </div>
    </Section>
  );
}

/** A face-up discard pile: its top card, and the whole pile (newest first) on demand. */
export function DiscardPile({ title, cards }: { title: string; cards: ReadonlyArray<{ key: string; name: string }> }) {
  const { t } = useT();
  const top = cards[cards.length - 1];
  return (
    <Section title={`${title} (${cards.length})`}>
      {top === undefined ? (
        <p className="muted">{t("board.empty")}</p>
      ) : (
        <details>
          <summary>{t("board.top", { name: top.name })}</summary>
          <ol className="discard-list">
            {[...cards].reverse().map((c) => (
              <li key={c.key}>{c.name}</li>
            ))}
          </ol>
        </details>
      )}
    </Section>
  );
}
