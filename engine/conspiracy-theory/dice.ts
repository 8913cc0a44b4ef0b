/** Dice (CR29, CR30): rolls inside a battle or for an effect, their success and failure. */
import { invariant } from "../core/game";
import { Rng } from "../core/rng";
import type { Roll, State } from "./state";
import { analyseBattle, ID, is } from "./values";
import { nameOf, next, player, say, skullUsable, toHand } from "./effects";

// ---------------------------------------------------------------- dice (CR29, CR30)

export type RollSlot = "outer" | "inner";

export function rollIn(s: State, slot: RollSlot): Roll {
  const r = slot === "outer" ? s.roll : s.battle?.roll;
  invariant(r, "no roll in progress");
  return r;
}

export function startInnerRoll(s: State, roller: number, purpose: Roll["purpose"], need: number, entry: number): void {
  s.battle!.roll = { roller, purpose, need, result: 0, entry, open: false, priority: roller, passes: 0, untilEnd: [] };
  rollDie(s, "inner");
}

export function rollDie(s: State, slot: RollSlot): void {
  const r = rollIn(s, slot);
  const rng = new Rng(s.rng);
  r.result = rng.die();
  s.rng = rng.state;
  const ok = r.result >= r.need;
  say(s, `@${r.roller} rolls ${r.result} for ${purposeName(s, r)}: ${ok ? "success" : "failure"}.`);
  if (ok) {
    // CR26c: a successful roll opens a window, starting after the roller.
    r.open = true;
    r.priority = next(s, r.roller);
    r.passes = 0;
    r.untilEnd = [];
  } else failedRoll(s, slot);
}

export function purposeName(s: State, r: Roll): string {
  if (r.purpose === "certificate") return nameOf(s.certAttempt!.card);
  return nameOf(s.battle!.table[r.entry!]!.card);
}

/** CR30: a failed (or cancelled) roll; Crystal Skull may re-roll it at once. */
export function failedRoll(s: State, slot: RollSlot): void {
  const r = rollIn(s, slot);
  r.open = false;
  if (skullUsable(s, r.roller)) s.decisions.unshift({ kind: "skull", seat: r.roller });
  else rollFails(s, slot);
}

export function rollFails(s: State, slot: RollSlot): void {
  if (slot === "inner") {
    s.battle!.roll = null;
    return;
  }
  const a = s.certAttempt!;
  toHand(s, a.seat, a.card);
  const p = player(s, a.seat);
  p.tried = [...p.tried, a.card];
  say(s, `${nameOf(a.card)} is not activated and goes back to @${a.seat}'s hand.`);
  s.certAttempt = null;
  s.roll = null;
}

export function rollSucceeds(s: State, slot: RollSlot): void {
  if (slot === "outer") {
    const a = s.certAttempt!;
    const p = player(s, a.seat);
    if (a.host !== null && !p.artifacts.includes(a.host)) {
      toHand(s, a.seat, a.card);
      say(s, `${nameOf(a.card)} has lost its Artifact and goes back to @${a.seat}'s hand.`);
    } else {
      p.certificates = [...p.certificates, { card: a.card, host: a.host }];
      say(s, `${nameOf(a.card)} is active.`);
    }
    s.certAttempt = null;
    s.roll = null;
    return;
  }
  const b = s.battle!;
  const r = b.roll!;
  const e = b.table[r.entry!]!;
  b.roll = null;
  const ti = e.target === null ? -1 : b.table.findIndex((x) => x.card === e.target);
  const an = analyseBattle(s, b);
  if (r.purpose === "medium") {
    e.boost += 2;
    say(s, "Medium adds 2.");
  } else if (r.purpose === "prophet" && ti >= 0 && an.counting[ti] && !(is(e.target!, ID.hitman) && an.active[ti])) {
    b.table[ti]!.out = true;
    say(s, `Prophet knocks out ${nameOf(e.target!)}.`);
  } else if (r.purpose === "grand-master" && ti >= 0) {
    b.table[ti]!.cancelled = true;
    say(s, `Grand Master cancels ${nameOf(e.target!)}.`);
  }
}
