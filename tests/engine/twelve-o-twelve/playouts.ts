/**
 * Random play-outs shared by the property tests, the benchmark and the soak run: bots pick
 * uniformly among legal moves; after every move the invariants are checked and, optionally,
 * no view or log line leaks another seat's secrets.
 */
import { randomPlayout, leakedSecrets } from "../../../engine/core/playout";
import { ANIMAL_CARDS, animalOf } from "../../../engine/twelve-o-twelve/cards";
import { allVersions } from "../../../engine/core/versions";
import { twelveOTwelve as g } from "../../../engine/twelve-o-twelve/index";
import type { Move } from "../../../engine/twelve-o-twelve/moves";
import { optionsSchema, type Options, type State } from "../../../engine/twelve-o-twelve/state";

/** Every combination of TR1 options, cycled by game index. */
export const VARIANTS: readonly Partial<Options>[] = [
  {},
  { variant: "training" },
  { leaders: "novice" },
  { leaders: "more-interaction" },
  { leaders: "less-interaction" },
  { leaders: "none" },
  { compromat: false },
  { leaders: "none", compromat: false },
  { variant: "training", compromat: false },
];

export const MAX_MOVES = 3000;

const NAMES = ["Ann", "Bo", "Cy", "Di"];

/** VP recomputed from scratch: Rulers symbols as the most right-half/left-half meetings in one row of cards. */
function recomputedVp(s: State, seat: number): number {
  const p = s.players[seat]!;
  let rulers = 0;
  if (s.options.variant !== "training") {
    const halves = p.supporters.map((x) => animalOf(x.card).community).filter((c) => c?.name === "rulers").map((c) => c!.edge);
    const rights = halves.filter((e) => e !== "<").length;
    const lefts = halves.filter((e) => e !== ">").length;
    rulers = Math.min(rights, lefts, Math.max(halves.length - 1, 0));
  }
  return p.supporters.reduce((n, x) => n + animalOf(x.card).vp, 0) - p.compromat + (rulers >= 3 ? 2 : 0);
}

export function checkInvariants(s: State): void {
  const all = [...s.deck, ...s.discard, ...s.players.flatMap((p) => [...p.hand, ...p.supporters.map((x) => x.card)])];
  if (all.length !== 60 || new Set(all).size !== 60) throw new Error(`cards not conserved: ${all.length} cards, ${new Set(all).size} distinct`);
  for (const c of all) if (!ANIMAL_CARDS.includes(c)) throw new Error(`unknown card ${c}`);
  s.players.forEach((p, seat) => {
    if (p.food < 0 || p.influence < 0 || p.compromat < 0) throw new Error(`negative reserve at seat ${seat}`);
    if (p.compromat > 5) throw new Error(`more than 5 Compromat at seat ${seat}`);
    if (!s.options.compromat && p.compromat > 0) throw new Error("Compromat in a game without Compromat");
    if (p.supporters.some((x) => x.food < 0 || x.influence < 0)) throw new Error("negative tokens");
    if (s.options.variant === "training" && p.leader !== null) throw new Error("Leader in the training variant");
  });
  const scores = g.result(s).scores;
  s.players.forEach((_, seat) => {
    if (scores[seat] !== recomputedVp(s, seat)) throw new Error(`VP of seat ${seat}: ${scores[seat]} vs ${recomputedVp(s, seat)}`);
  });
  const finished = g.result(s).finished;
  const awaited = g.awaiting(s);
  if (finished !== (awaited.length === 0)) throw new Error("awaiting must be empty exactly when finished");
  // (the play-out itself checks the seat it picks; several seats are awaited only during setup)
  if (awaited.length > 1) for (const seat of awaited) if (g.legalMoves(s, seat).length === 0) throw new Error(`seat ${seat} awaited without a legal move`);
  if (finished && s.winners.length === 0) throw new Error("finished without a winner");
}

/**
 * Secrets found in `text`, as `leakedSecrets` finds them. A fast filter first: card ids are
 * read around every "#" in the text, other secrets (Leaders) are searched for directly;
 * only the candidates go through `leakedSecrets`.
 */
export function leaks(text: string, secrets: readonly string[]): string[] {
  let secret: Set<string> | null = null;
  const candidates = new Set<string>();
  for (let i = text.indexOf("#"); i >= 0; i = text.indexOf("#", i + 1)) {
    let a = i;
    while (a > 0 && text.charCodeAt(a - 1) >= 97 && text.charCodeAt(a - 1) <= 122) a--;
    let b = i + 1;
    while (b < text.length && text.charCodeAt(b) >= 48 && text.charCodeAt(b) <= 57) b++;
    secret ??= new Set(secrets);
    const id = text.slice(a, b);
    if (secret.has(id)) candidates.add(id);
  }
  for (const x of secrets) if (!x.includes("#") && text.includes(x)) candidates.add(x);
  return candidates.size ? leakedSecrets(text, [...candidates]) : [];
}

export function checkLeaks(before: State, after: State, seat: number, move: Move): void {
  const viewers = [...after.players.map((_, i) => i), "spectator" as const];
  for (const viewer of viewers) {
    const now = g.secrets(after, viewer);
    const inView = leaks(JSON.stringify(g.view(after, viewer)), now);
    if (inView.length) throw new Error(`view for ${viewer} leaks ${inView.join(", ")}`);
    const line = g.describe({ before, after, seat, move, viewer, names: NAMES });
    const inLine = leaks(line, [...now, ...g.secrets(before, viewer)]);
    if (inLine.length) throw new Error(`log line for ${viewer} leaks ${inLine.join(", ")}: ${line}`);
  }
}

export interface PlayoutReport {
  finished: boolean;
  moves: number;
  turnLimit: boolean;
}

/** Every registered engine version of 12-0-12, oldest first: the random games cycle through them. */
export const VERSIONS = allVersions(g);

/** One random game by index: seats 2–4, the variants and the engine versions cycle with the index. */
export function playGame(index: number, check: { invariants: boolean; leaks: boolean }): PlayoutReport & { state: State; recorded: { seat: number; move: Move }[] } {
  const seats = 2 + (index % 3);
  const options = optionsSchema.parse(VARIANTS[index % VARIANTS.length]);
  const def = VERSIONS[index % VERSIONS.length]!;
  const first = def.setup({ seats, options, seed: `game-${index}` }) as State;
  if (check.invariants) checkInvariants(first);
  const r = randomPlayout(def, {
    seats, options, seed: `game-${index}`, botSeed: `bot-${index}`, maxMoves: MAX_MOVES,
    onMove: (after, before, rec) => {
      if (check.invariants) checkInvariants(after as State);
      if (check.leaks) checkLeaks(before as State, after as State, rec.seat, rec.move as Move);
    },
  });
  const state = r.state as State;
  return { finished: r.finished, moves: r.moves.length, turnLimit: (state.endReason ?? "").includes("turn limit"), state, recorded: r.moves as { seat: number; move: Move }[] };
}
