/**
 * Setup (C1–C5), the start of a turn (CR6, CR7) and the round limit (CR32), and who decides now:
 * the open context (a window, a battle, a decision), the seat it awaits, and a pass moving it on.
 */
import { invariant, RuleViolation, type Seat } from "../core/game";
import { Rng, seedRng } from "../core/rng";
import { allInstances, pyramidSize } from "./cards";
import { clearanceOf, isLegal } from "./pyramid";
import type { Battle, State } from "./state";
import { hasActive, ID, loopOrder, roundOf, turnSeatOf } from "./values";
import { CT, type Options, draw, next, player, safetyRoundCap, say } from "./effects";

// ---------------------------------------------------------------- setup

export function setup(seats: number, options: Options, seed: string, version = 1): State {
  const rng = new Rng(seedRng(seed));
  const deck = rng.shuffle(allInstances);
  const players = Array.from({ length: seats }, () => ({
    hand: deck.splice(0, 5), pyramid: [[], [], [], []] as string[][], artifacts: [], certificates: [],
    autoPass: options.autoPass, completeSince: null, tried: [], skullUsedTurn: 0, libraryUsedTurn: 0, intrigueUsedTurn: 0,
  }));
  // CR29: everyone rolls; players tied for highest roll again.
  const firstRolls: number[][] = [];
  let firstPlayer = options.firstPlayer;
  if (firstPlayer !== null) {
    if (firstPlayer >= seats) throw new RuleViolation(`${CT}/bad-option`, "The first player must be one of the seats.");
  } else {
    let contenders = Array.from({ length: seats }, (_, i) => i);
    while (contenders.length > 1) {
      const rolls = Array.from({ length: seats }, (_, i) => (contenders.includes(i) ? rng.die() : 0));
      firstRolls.push(rolls);
      const best = Math.max(...rolls);
      contenders = contenders.filter((i) => rolls[i] === best);
    }
    firstPlayer = contenders[0]!;
  }
  const s: State = {
    ...(version >= 2 ? { rulesVersion: version } : {}),
    rng: rng.state, seats, roundLimit: options.roundLimit, deck, discard: [], players, firstRolls, firstPlayer,
    turn: { seat: firstPlayer, number: 0, placed: false, moved: false, stage: "main" },
    forbids: [], certAttempt: null, roll: null, window: null, battle: null, decisions: [], peek: null, news: [], finished: null,
  };
  startTurn(s);
  s.news = [];
  return s;
}

// ---------------------------------------------------------------- turns

/** CR7 (1)-(2): victory check, then the draw (none in the first round, CR6). */
export function startTurn(s: State): void {
  const number = s.turn.number + 1;
  const seat = turnSeatOf(s, number);
  s.turn = { seat, number, placed: false, moved: false, stage: "main" };
  s.forbids = s.forbids.filter((f) => f.until >= number);
  for (let i = 0; i < s.players.length; i++) if (s.players[i]!.tried.length > 0) player(s, i).tried = [];
  const p = s.players[seat]!;
  // CR31: complete and unbroken since the end of the owner's previous turn.
  if (p.completeSince !== null && clearanceOf(p.pyramid) === pyramidSize) {
    s.finished = { winners: [seat], reason: `@${seat} held the complete pyramid of the World Conspiracy for a full round.` };
    say(s, s.finished.reason);
    return;
  }
  // CR4d: safety net.
  if (!isLegal(p.pyramid)) s.decisions.push({ kind: "repair", seat, steps: [] });
  if (roundOf(s, number) > 1) draw(s, seat, 1);
  if (hasActive(s, seat, ID.recruiter)) draw(s, seat, 1);
}

/** CR32 and the safety valve: after the last turn of the last round, highest clearance wins. */
export function roundLimitReached(s: State): boolean {
  const limit = Math.min(s.roundLimit ?? safetyRoundCap, safetyRoundCap);
  if (s.turn.number < limit * s.seats) return false;
  const best = Math.max(...s.players.map((p) => clearanceOf(p.pyramid)));
  const winners = s.players.flatMap((p, i) => (clearanceOf(p.pyramid) === best ? [i] : []));
  s.finished = {
    winners,
    reason: `The round limit (${limit}) is reached: the highest clearance (${best}) wins.`,
  };
  say(s, s.finished.reason);
  return true;
}

// ---------------------------------------------------------------- who decides now

export type Context = "decision" | "battle-roll" | "battle" | "roll" | "window" | "main";

export function context(s: State): Context | null {
  if (s.finished) return null;
  if (s.decisions.length > 0) return "decision";
  const b = s.battle;
  if (b) {
    if (b.roll?.open) return "battle-roll";
    invariant(!b.roll && !b.outcome, "battle waits for nothing");
    return "battle";
  }
  if (s.roll?.open) return "roll";
  if (s.window) return "window";
  invariant(s.turn.stage === "main" && !s.roll && !s.certAttempt, "turn waits for nothing");
  return "main";
}

export function awaitedSeat(s: State): Seat | null {
  switch (context(s)) {
    case null: return null;
    case "decision": return s.decisions[0]!.seat;
    case "battle-roll": return s.battle!.roll!.priority;
    case "battle": return s.battle!.priority;
    case "roll": return s.roll!.priority;
    case "window": return s.window!.priority;
    case "main": return s.turn.seat;
  }
}

/** The seat after `seat` in the battle's loop. */
export function nextInLoop(s: State, b: Battle, seat: number): number {
  const loop = loopOrder(s, b);
  return loop[(loop.indexOf(seat) + 1) % loop.length]!;
}

/** A pass (CR19): the priority moves on, in the battle's loop or round the table. */
export function passFor(s: State, seat: number, ctx: Context, untilEnd: boolean): void {
  if (untilEnd) say(s, `@${seat} passes until this ends.`);
  if (ctx === "battle") {
    const b = s.battle!;
    b.passes++;
    b.lastSeen[seat] = b.table.length;
    b.priority = nextInLoop(s, b, seat);
    if (untilEnd && !b.untilEnd.includes(seat)) b.untilEnd.push(seat);
  } else {
    const w = ctx === "window" ? s.window! : ctx === "roll" ? s.roll! : s.battle!.roll!;
    w.passes++;
    w.priority = next(s, seat);
    if (untilEnd && !w.untilEnd.includes(seat)) w.untilEnd.push(seat);
  }
}
