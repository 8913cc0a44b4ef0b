/**
 * Derived values: clearance, dormant cards, permanent bonuses, forbids, and the live analysis
 * of a battle table (cancels, knock-outs, Executor values, effective attack and defence:
 * CR12, CR20, CR21, CR27). Pure reads over the state; shared by the rules and the view.
 */
import { cardOf, cardIdOf, type CardId } from "./cards";
import { baseAttackOf, baseDefenceOf, clearanceOf } from "./pyramid";
import type { Battle, ForbidKind, Side, State } from "./state";

/** Card ids the rules code refers to. */
export const ID = {
  collider: "HC-01",
  informant: "EXE-INT-01", undercover: "EXE-INT-02", hacker: "EXE-INT-03", doubleAgent: "EXE-INT-04", liquidator: "EXE-INT-05",
  broker: "EXE-BNK-01", lobbyist: "EXE-BNK-02", financier: "EXE-BNK-03", debtCollector: "EXE-BNK-04", oligarch: "EXE-BNK-05",
  medium: "EXE-OCC-02", prophet: "EXE-OCC-03", alchemist: "EXE-OCC-04", grandMaster: "EXE-OCC-05",
  racketeer: "EXE-CRM-02", bomber: "EXE-CRM-03", hitman: "EXE-CRM-04", godfather: "EXE-CRM-05",
  crystalSkull: "ART-03", library: "ART-06",
  disguise: "CRT-04", blackmailer: "CRT-05", intrigue: "CRT-06", interrogator: "CRT-07", recruiter: "CRT-08",
  relicKeeper: "CRT-09", keeperOfSecrets: "CRT-10",
  recruitment: "ACT-01", archiveDig: "ACT-02", thinkTank: "ACT-03", leak: "ACT-04", search: "ACT-05", sabotage: "ACT-06",
  confiscation: "ACT-07", revokedLicence: "ACT-08", headhunting: "ACT-09", takeover: "ACT-10", veto: "ACT-11",
  coverUp: "ACT-12", interception: "ACT-13", refutation: "ACT-14", disinformation: "ACT-15", embargo: "ACT-16",
  quarantine: "ACT-17", moratorium: "ACT-18", reinforcements: "ACT-19", surpriseStrike: "ACT-20", stonewall: "ACT-21",
  alibi: "ACT-22",
} as const satisfies Record<string, CardId>;

export const is = (card: string, id: CardId): boolean => cardIdOf(card) === id;

export const other = (side: Side): Side => (side === "attacker" ? "defender" : "attacker");

export function clearance(s: State, seat: number): number {
  return clearanceOf(s.players[seat]!.pyramid);
}

export function turnSeatOf(s: State, number: number): number {
  return (s.firstPlayer + number - 1) % s.seats;
}

/** CR6: round r holds turns (r-1)·n+1 … r·n. */
export function roundOf(s: State, number = s.turn.number): number {
  return Math.ceil(number / s.seats);
}

/** CR12: a permanent card whose clearance is above its owner's is dormant. */
export function isDormant(s: State, seat: number, card: string): boolean {
  return (cardOf(card).clearance ?? 0) > clearance(s, seat);
}

export function activeArtifacts(s: State, seat: number): string[] {
  return s.players[seat]!.artifacts.filter((a) => !isDormant(s, seat, a));
}

/** Active Certificates: not dormant, and not attached to a dormant Artifact (CR12). */
export function activeCertificates(s: State, seat: number): { card: string; host: string | null }[] {
  return s.players[seat]!.certificates.filter((c) => !isDormant(s, seat, c.card) && (c.host === null || !isDormant(s, seat, c.host)));
}

/** activeArtifacts or activeCertificates holds `id` (loops: asked many times per move). */
export function hasActive(s: State, seat: number, id: CardId): boolean {
  const p = s.players[seat]!;
  for (const a of p.artifacts) if (is(a, id) && !isDormant(s, seat, a)) return true;
  for (const c of p.certificates) {
    if (is(c.card, id) && !isDormant(s, seat, c.card) && (c.host === null || !isDormant(s, seat, c.host))) return true;
  }
  return false;
}

export function hasCollider(s: State, seat: number): boolean {
  return s.players[seat]!.pyramid.some((r) => r.some((c) => is(c, ID.collider)));
}

/** Keeper of Secrets (CRT-10) protects its host from other players' cards. */
export function isProtected(s: State, owner: number, artifact: string): boolean {
  return activeCertificates(s, owner).some((c) => c.host === artifact && is(c.card, ID.keeperOfSecrets));
}

/** C15/C16/CR13: what the owner's active Artifacts and Certificates add; Relic Keeper adds 1 to each value its host adds. */
export function permanentValues(s: State, seat: number): { attack: number; defence: number } {
  const certs = activeCertificates(s, seat);
  let attack = 0, defence = 0;
  for (const a of activeArtifacts(s, seat)) {
    const def = cardOf(a);
    const relic = certs.some((c) => c.host === a && is(c.card, ID.relicKeeper)) ? 1 : 0;
    const at = def.attack ?? 0, de = def.defence ?? 0;
    attack += at + (at > 0 ? relic : 0);
    defence += de + (de > 0 ? relic : 0);
  }
  for (const c of certs) {
    attack += cardOf(c.card).attack ?? 0;
    defence += cardOf(c.card).defence ?? 0;
  }
  return { attack, defence };
}

export function baseValues(s: State, seat: number): { attack: number; defence: number } {
  const rows = s.players[seat]!.pyramid;
  return { attack: baseAttackOf(rows), defence: baseDefenceOf(rows) };
}

/** CR28: forbids last from their resolution to the end of the target's next turn. */
export function forbidden(s: State, seat: number, kind: ForbidKind): boolean {
  return s.forbids.some((f) => f.kind === kind && f.target === seat && s.turn.number <= f.until);
}

/** The turn number of `seat`'s next turn (if it is `seat`'s turn now, the one after). */
export function nextTurnOf(s: State, seat: number): number {
  const ahead = (seat - s.turn.seat + s.seats) % s.seats;
  return s.turn.number + (ahead === 0 ? s.seats : ahead);
}

/** CR20: connected when the owner's pyramid holds an Organization of the Executor's type (the Collider is no type here). */
export function connected(s: State, seat: number, executor: string): boolean {
  const t = cardOf(executor).type;
  return s.players[seat]!.pyramid.some((r) => r.some((c) => cardOf(c).type === t));
}

/** CR18: attacker, defender, then the third players in seat order from the attacker's left. */
export function loopOrder(s: State, b: Battle): number[] {
  const out = [b.attacker, b.defender];
  for (let k = 1; k < s.seats; k++) {
    const p = (b.attacker + k) % s.seats;
    if (p !== b.defender) out.push(p);
  }
  return out;
}

export function sideOf(b: Battle, seat: number): Side | null {
  return seat === b.attacker ? "attacker" : seat === b.defender ? "defender" : null;
}

export function combatantOn(b: Battle, side: Side): number {
  return side === "attacker" ? b.attacker : b.defender;
}

export interface BattleAnalysis {
  readonly cancelled: boolean[];
  readonly out: boolean[];
  /** Executors on the table that are not knocked out. */
  readonly counting: boolean[];
  /** Executors whose abilities work: counting and connected or holding Hadron power (CR37). */
  readonly active: boolean[];
  /** What each card adds to its side now. */
  readonly value: number[];
  readonly openingCancelled: boolean;
  readonly attack: number;
  readonly defence: number;
}

/**
 * CR21/CR27: the battle counted as it stands. Cancels resolve from the last card played back
 * to the first (a cancelled cancel restores its target); an uncancelled Alibi knocks out its
 * target; ability knock-outs and ability cancels are fixed.
 */
export function analyseBattle(s: State, b: Battle): BattleAnalysis {
  // Loops over the table rather than maps and closures: the legal moves of every battle
  // priority ask for this.
  const t = b.table;
  const n = t.length;
  /** The table index of `card` (the last, as a map from cards to indices would give), or -1. */
  const indexOf = (card: string): number => {
    for (let j = n - 1; j >= 0; j--) if (t[j]!.card === card) return j;
    return -1;
  };
  const cancelled: boolean[] = [];
  const out: boolean[] = [];
  for (const e of t) {
    cancelled.push(e.cancelled);
    out.push(e.out);
  }
  for (let i = n - 1; i >= 0; i--) {
    const e = t[i]!;
    if (cancelled[i] || e.target === null) continue;
    if (is(e.card, ID.veto) || is(e.card, ID.coverUp)) {
      const j = indexOf(e.target);
      if (j >= 0 && j < i) cancelled[j] = true;
    }
  }
  for (let i = 0; i < n; i++) {
    const e = t[i]!;
    if (is(e.card, ID.alibi) && !cancelled[i] && e.target !== null) {
      const j = indexOf(e.target);
      if (j >= 0) out[j] = true;
    }
  }
  const counting: boolean[] = [];
  const active: boolean[] = [];
  const value: number[] = [];
  for (let i = 0; i < n; i++) {
    const e = t[i]!;
    const def = cardOf(e.card);
    const executor = def.kind === "executor";
    const counts = executor && !out[i];
    // Asked only where it matters: a counting Executor without Hadron power.
    const linked = counts && !e.hadron && connected(s, e.by, e.card);
    const works = counts && (e.hadron || linked);
    counting.push(counts);
    active.push(works);
    if (executor) {
      if (!counts) value.push(0);
      else {
        const printed = e.side === "attacker" ? def.attack ?? 0 : def.defence ?? 0;
        const base = e.hadron ? 4 : printed + (linked ? def.bonus ?? 0 : 0);
        value.push(base + (works ? e.boost : 0));
      }
    } else if (def.kind === "action" && !cancelled[i]) value.push((e.side === "attacker" ? def.attack : def.defence) ?? 0);
    else value.push(0);
  }
  // Godfather: each of its owner's other counting crime Executors on its side adds 1 more.
  for (let i = 0; i < n; i++) {
    const g = t[i]!;
    if (!is(g.card, ID.godfather) || !active[i]) continue;
    for (let j = 0; j < n; j++) {
      const e = t[j]!;
      if (j !== i && counting[j] && e.by === g.by && e.side === g.side && cardOf(e.card).type === "crime") value[j]! += 1;
    }
  }
  const openingCancelled = b.openingEntry !== null && cancelled[b.openingEntry] === true;
  const notExecutor = b.opening !== "executor";
  let attackSum = 0, defenceSum = 0;
  for (let i = 0; i < n; i++) {
    if (t[i]!.side === "attacker") attackSum += value[i]!;
    else defenceSum += value[i]!;
  }
  const attack = baseAttackOf(s.players[b.attacker]!.pyramid) + permanentValues(s, b.attacker).attack
    + (notExecutor && hasActive(s, b.attacker, ID.blackmailer) ? 2 : 0) + attackSum;
  const defence = baseDefenceOf(s.players[b.defender]!.pyramid) + permanentValues(s, b.defender).defence
    + (notExecutor && hasActive(s, b.defender, ID.disguise) ? 2 : 0) + defenceSum;
  return { cancelled, out, counting, active, value, openingCancelled, attack: Math.max(0, attack), defence: Math.max(0, defence) };
}
