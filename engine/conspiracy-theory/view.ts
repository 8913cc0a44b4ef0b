/**
 * What each viewer may see (CR34), the secrets the leak tests check, log lines and move labels.
 *
 * Hidden: the deck (order and contents) and every hand but the viewer's own; cards the viewer
 * is looking at (Informant, Search, Hacker, Think Tank) are shown to that viewer only.
 * Everything on the table is public, and log lines name cards, never instance ids.
 */
import type { DescribeArgs, Seat, Viewer } from "../core/game";
import { cardIdOf, cardOf } from "./cards";
import type { Move } from "./moves";
import { baseAttackOf, baseDefenceOf, clearanceOf, isLegal, shapeOf } from "./pyramid";
import { awaitedSeat, captureType, context } from "./rules";
import { windowCancelled } from "./choices";
import type { AutoPassMode, Decision, ForbidKind, Side, State, Window } from "./state";
import { analyseBattle, isDormant, isProtected, permanentValues, roundOf } from "./values";

export interface PlayerView {
  readonly seat: Seat;
  /** Rows bottom up (C6). */
  readonly pyramid: readonly (readonly string[])[];
  readonly shape: string;
  readonly legalShape: boolean;
  readonly clearance: number;
  readonly baseAttack: number;
  readonly baseDefence: number;
  /** Base plus active Artifacts and Certificates: the values outside a battle (C24). */
  readonly attack: number;
  readonly defence: number;
  readonly artifacts: readonly { card: string; dormant: boolean; protected: boolean }[];
  readonly certificates: readonly { card: string; host: string | null; dormant: boolean }[];
  readonly handSize: number;
  readonly autoPass: AutoPassMode;
  readonly completeSince: number | null;
  readonly forbids: readonly { kind: ForbidKind; by: Seat; until: number; source: string }[];
}

export interface BattleCardView {
  readonly card: string;
  readonly by: Seat;
  readonly side: Side;
  readonly hadron: boolean;
  readonly target: string | null;
  readonly counting: boolean;
  readonly cancelled: boolean;
  readonly knockedOut: boolean;
  /** What the card adds to its side now (CR21). */
  readonly value: number;
}

export interface RollView {
  readonly roller: Seat;
  readonly purpose: string;
  readonly card: string | null;
  readonly need: number;
  readonly result: number;
  /** Open for answers (CR26c); false while the roller decides on a Crystal Skull re-roll. */
  readonly open: boolean;
  readonly priority: Seat;
}

export interface View {
  readonly viewer: Viewer;
  readonly seats: number;
  readonly round: number;
  /** The host's round limit (CR32), if any; the engine's safety valve is 200 rounds. */
  readonly roundLimit: number | null;
  readonly turn: { seat: Seat; number: number; placed: boolean; moved: boolean; stage: string };
  readonly firstPlayer: Seat;
  readonly firstRolls: readonly (readonly number[])[];
  readonly players: readonly PlayerView[];
  /** The viewer's own hand; null for spectators. */
  readonly hand: readonly string[] | null;
  /** Cards the viewer is looking at right now (another hand, the top of the deck). */
  readonly peek: readonly string[] | null;
  readonly deckSize: number;
  /** The whole discard pile, oldest first (CR34). */
  readonly discard: readonly string[];
  readonly certificateAttempt: { seat: Seat; card: string; host: string | null } | null;
  readonly roll: RollView | null;
  readonly window: {
    kind: string; actor: Seat; card: string; target: Seat | null; priority: Seat;
    responses: readonly { card: string; by: Seat; target: string }[];
    /**
     * What the seat holding priority may answer (CR27), oldest first: the window's uncancelled
     * cards played by another player. The opener's last word answers the responses, never her
     * own card; empty when nothing is left to answer (version 2 then passes for the seat).
     */
    answerable: readonly { card: string; by: Seat }[];
  } | null;
  readonly battle: {
    attacker: Seat; defender: Seat; opening: string; answer: string | null;
    table: readonly BattleCardView[];
    /** Live effective attack and defence (CR21). */
    attack: number; defence: number;
    priority: Seat; passes: number;
    /** The Organization type the capture right can take, if any (CR23b). */
    captureType: string | null;
    roll: RollView | null;
    outcome: { succeeded: boolean; winner: Side | null } | null;
  } | null;
  /** Seats whose decision the game waits for. */
  readonly awaiting: readonly Seat[];
  /** The pending decision, if any (its card only for the deciding seat). */
  readonly pending: {
    kind: Decision["kind"]; seat: Seat; purpose: string | null; from: Seat | null; source: string | null; card: string | null;
    /** A repair's steps so far (CR4): each moved Organization and the row it came from; public, like the pyramid. */
    repaired: readonly { card: string; from: number }[];
  } | null;
  readonly finished: { winners: readonly Seat[]; reason: string } | null;
}

function rollView(s: State, r: NonNullable<State["roll"]>): RollView {
  const card = r.purpose === "certificate" ? s.certAttempt?.card ?? null : s.battle?.table[r.entry ?? -1]?.card ?? null;
  return { roller: r.roller, purpose: r.purpose, card, need: r.need, result: r.result, open: r.open, priority: r.priority };
}

function answerable(w: Window): { card: string; by: Seat }[] {
  const cancelled = windowCancelled(w);
  return [{ card: w.card, by: w.actor }, ...w.responses.map((r) => ({ card: r.card, by: r.by }))]
    .filter((x) => x.by !== w.priority && !cancelled.has(x.card));
}

export function view(s: State, viewer: Viewer): View {
  const players: PlayerView[] = s.players.map((p, seat) => {
    const perm = permanentValues(s, seat);
    return {
      seat,
      pyramid: p.pyramid,
      shape: shapeOf(p.pyramid),
      legalShape: isLegal(p.pyramid),
      clearance: clearanceOf(p.pyramid),
      baseAttack: baseAttackOf(p.pyramid),
      baseDefence: baseDefenceOf(p.pyramid),
      attack: baseAttackOf(p.pyramid) + perm.attack,
      defence: baseDefenceOf(p.pyramid) + perm.defence,
      artifacts: p.artifacts.map((card) => ({ card, dormant: isDormant(s, seat, card), protected: isProtected(s, seat, card) })),
      certificates: p.certificates.map((c) => ({
        card: c.card, host: c.host, dormant: isDormant(s, seat, c.card) || (c.host !== null && isDormant(s, seat, c.host)),
      })),
      handSize: p.hand.length,
      autoPass: p.autoPass,
      completeSince: p.completeSince,
      forbids: s.forbids.filter((f) => f.target === seat).map((f) => ({ kind: f.kind, by: f.by, until: f.until, source: f.source })),
    };
  });
  const b = s.battle;
  const an = b ? analyseBattle(s, b) : null;
  const awaited = awaitedSeat(s);
  const d = s.decisions[0];
  return {
    viewer,
    seats: s.seats,
    round: roundOf(s),
    roundLimit: s.roundLimit,
    turn: { ...s.turn },
    firstPlayer: s.firstPlayer,
    firstRolls: s.firstRolls,
    players,
    hand: viewer === "spectator" ? null : s.players[viewer]!.hand,
    peek: s.peek && s.peek.by === viewer ? s.peek.cards : null,
    deckSize: s.deck.length,
    discard: s.discard,
    certificateAttempt: s.certAttempt,
    roll: s.roll ? rollView(s, s.roll) : null,
    window: s.window && {
      kind: s.window.kind, actor: s.window.actor, card: s.window.card, target: s.window.target, priority: s.window.priority,
      responses: s.window.responses, answerable: answerable(s.window),
    },
    // Stryker disable next-line LogicalOperator: `an` is set exactly when `b` is, so `b || an` is `b && an` (equivalent)
    battle: b && an && {
      attacker: b.attacker, defender: b.defender, opening: b.opening, answer: b.answer,
      table: b.table.map((e, i) => ({
        card: e.card, by: e.by, side: e.side, hadron: e.hadron, target: e.target,
        counting: an.counting[i]!, cancelled: an.cancelled[i]!, knockedOut: an.out[i]!, value: an.value[i]!,
      })),
      attack: an.attack, defence: an.defence, priority: b.priority, passes: b.passes,
      captureType: captureType(s),
      roll: b.roll ? rollView(s, b.roll) : null,
      outcome: b.outcome && { succeeded: b.outcome.succeeded, winner: b.outcome.winner },
    },
    awaiting: awaited === null ? [] : [awaited],
    pending: d ? {
      kind: d.kind, seat: d.seat,
      purpose: d.kind === "pick" ? d.purpose : null,
      from: d.kind === "pick" ? d.from : null,
      source: d.kind === "pick" && d.source !== null ? cardIdOf(d.source) : null,
      card: d.kind === "place-taken" && viewer === d.seat ? d.card : null,
      repaired: d.kind === "repair" ? d.steps.map((x) => ({ ...x })) : [],
    } : null,
    finished: s.finished,
  };
}

/** Ids `viewer` must never see: the deck and other seats' hands, except cards it is looking at. */
export function secrets(s: State, viewer: Viewer): string[] {
  const seen = s.peek && s.peek.by === viewer ? new Set(s.peek.cards) : new Set<string>();
  return [...s.deck, ...s.players.flatMap((p, i) => (i === viewer ? [] : p.hand))].filter((c) => !seen.has(c));
}

const nameOf = (card: string): string => cardOf(card).nameEn;

export function withNames(text: string, names: readonly string[]): string {
  return text.replace(/@(\d)/g, (_, n: string) => names[Number(n)] ?? `Seat ${Number(n) + 1}`);
}

export function describe({ after, seat, move, viewer, names }: DescribeArgs<State, Move>): string {
  const who = names[seat] ?? `Seat ${seat + 1}`;
  const lines: string[] = [];
  if (move.kind === "pass" && !move.untilEnd) lines.push(`${who} passes.`);
  if (move.kind === "auto-pass") lines.push(`${who} sets auto-pass to ${move.mode}.`);
  if (move.kind === "skull" && !move.reroll) lines.push(`${who} lets the failed roll stand.`);
  if (move.kind === "place-taken" && move.row === null) lines.push(`${who} keeps the Organization in hand.`);
  if (move.kind === "pick" && move.card === null) lines.push(`${who} stops discarding.`);
  for (const n of after.news) {
    const text = n.to === null || (viewer !== "spectator" && n.to.includes(viewer)) ? n.text : n.other;
    if (text !== null) lines.push(withNames(text, names));
  }
  if (lines.length === 0) lines.push(`${who} acts.`);
  return lines.join(" ");
}

const rowName = (row: number): string => `row ${row + 1}`;

/** Tells a Certificate copy that failed this turn from an untried one (both are listed, CR14). */
function triedNote(s: State, card: string): string {
  return s.players.some((p) => p.tried.includes(card)) ? " (the copy tried this turn)" : "";
}

/** "Move CIA from row 3 to row 2 (pyramid 3-2-1-1, legal)"; Undo and Done likewise (CR4). */
function repairLabel(s: State, seat: Seat, move: Extract<Move, { kind: "repair" }>): string {
  const rows = s.players[seat]!.pyramid;
  if (move.step === "done") return `Done: keep the pyramid as ${shapeOf(rows)}`;
  if (move.card === null || move.row === null) return "Repair";
  const card = move.card;
  const from = rows.findIndex((r) => r.includes(card));
  const after = rows.map((r, i) => [...r.filter((x) => x !== card), ...(i === move.row ? [card] : [])]);
  const result = `pyramid ${shapeOf(after)}, ${isLegal(after) ? "legal" : "not legal yet"}`;
  return move.step === "undo"
    ? `Undo: put ${nameOf(card)} back from ${rowName(from)} to ${rowName(move.row)} (${result})`
    : `Move ${nameOf(card)} from ${rowName(from)} to ${rowName(move.row)} (${result})`;
}

/** CR20 in the label itself: what Hadron power does, since the card is not in front of the player. */
const HADRON_POWER = " with Hadron power (the Hadron Collider makes it attack 4, defence 4, connected)";

export function moveLabel(s: State, seat: Seat, move: Move, names: readonly string[]): string {
  const who = (n: number | null) => (n === null ? "" : names[n] ?? `Seat ${n + 1}`);
  switch (move.kind) {
    case "place": return `Place ${nameOf(move.card)} in ${rowName(move.row)}`;
    case "move": return `Move ${nameOf(move.card)} to ${rowName(move.row)}`;
    case "artifact": return `Put ${nameOf(move.card)} into play`;
    case "certificate": return `Activate ${nameOf(move.card)} (roll ${cardOf(move.card).activationRoll})${move.host ? ` on ${nameOf(move.host)}` : ""}`;
    case "action": return `Play ${nameOf(move.card)}${move.target !== null ? ` on ${who(move.target)}` : ""}`;
    case "attack": return `Attack ${who(move.target)} with ${nameOf(move.card)}${move.hadron ? HADRON_POWER : ""}`;
    case "library": return `Library: discard ${nameOf(move.card)}${triedNote(s, move.card)} and draw 1`;
    case "end-turn": return "End the turn";
    case "play": {
      const side = move.side && s.battle && s.battle.attacker !== seat && s.battle.defender !== seat ? ` for the ${move.side}` : "";
      const w = context(s) === "window" ? s.window : null;
      // In a window, whose card is answered too: a Veto may answer the opening card or any response (CR27).
      const owner = w && move.target ? (w.card === move.target ? w.actor : w.responses.find((r) => r.card === move.target)?.by) : undefined;
      const target = move.target ? ` on ${owner === undefined ? "" : `${who(owner)}'s `}${nameOf(move.target)}` : "";
      return `Play ${nameOf(move.card)}${side}${target}${move.hadron ? HADRON_POWER : ""}`;
    }
    case "intrigue": return "Master of Intrigue: make them roll again";
    case "pass": return move.untilEnd ? "Pass until this ends" : "Pass";
    case "repair": return repairLabel(s, seat, move);
    case "outcome": return `${move.capture ? "Capture" : "Discard"} ${nameOf(move.card)}`;
    case "place-taken": {
      const d = s.decisions[0];
      const card = d && d.kind === "place-taken" ? nameOf(d.card) : "it";
      return move.row === null ? `Keep ${card} in hand` : `Place ${card} in ${rowName(move.row)}`;
    }
    case "pick": {
      const d = s.decisions[0];
      if (move.card === null) return d && d.kind === "pick" && d.purpose === "oligarch" ? "Stop discarding" : "Nothing to choose";
      const verb: Record<string, string> = {
        "discard-artifact": "Discard", "take-artifact": "Take", "discard-certificate": "Discard", "take-certificate": "Take",
        "take-organization": "Take", "take-from-hand": "Take", "discard-from-hand": "Discard", "discard-own": "Discard",
        archive: "Take", oligarch: "Discard for +1", "hand-limit": "Discard",
      };
      return `${d && d.kind === "pick" ? verb[d.purpose] : "Choose"} ${nameOf(move.card)}${triedNote(s, move.card)}`;
    }
    case "think-tank": return `Take ${nameOf(move.take)}${move.order.length ? `; put back ${move.order.map(nameOf).join(", ")} (top first)` : ""}`;
    case "skull": return move.reroll ? "Re-roll with the Crystal Skull" : "Let the failure stand";
    case "auto-pass": return `Auto-pass: ${move.mode}`;
  }
}
