/**
 * What the Russian tests read: every English text an engine writes along a whole game (the
 * awaited seats' move labels, each move's history line for every viewer, the result), played by
 * random players or by the game's bot in every seat; and the checks they share: a glossary's
 * terms and banned words (engine/<game>/glossary.ts) and Latin words left in Russian.
 */
import type { Bot } from "@backroom/engine/core/bot";
import { playBotGame } from "@backroom/engine/core/bot";
import type { GameDefinition } from "@backroom/engine/core/game";
import { randomPlayout } from "@backroom/engine/core/playout";
import type { Glossary } from "@backroom/engine/core/glossary";

export interface GameTexts {
  /** Move labels, as the move panel and the email's choices show them. */
  readonly labels: Set<string>;
  /** History lines (each move's, for every viewer), with the moves each was written for. */
  readonly lines: Set<string>;
  /** The result's summary and score label. */
  readonly result: Set<string>;
}

export interface PlayOptions<S, M, O> {
  readonly seats: number;
  readonly options: O;
  readonly seed: string;
  /** The game's bot in every seat, or random players (who also make optional moves). */
  readonly bot: Bot<S, M> | "random";
  readonly names: readonly string[];
  readonly maxMoves: number;
  /** At most this many labels of one state (Get Food lists can be long; a sample covers every pattern). */
  readonly labelsPerState?: number;
}

/** Every English text of one whole game. */
export function gameTexts<S, M, O, V>(def: GameDefinition<S, M, O, V>, o: PlayOptions<S, M, O>): GameTexts {
  const texts: GameTexts = { labels: new Set(), lines: new Set(), result: new Set() };
  const viewers = [...Array.from({ length: o.seats }, (_, i) => i), "spectator" as const];
  const record = (before: S, after: S, seat: number, move: M) => {
    for (const seatNow of def.awaiting(before)) {
      for (const m of def.legalMoves(before, seatNow).slice(0, o.labelsPerState ?? 60)) texts.labels.add(def.moveLabel(before, seatNow, m, o.names));
    }
    for (const viewer of viewers) texts.lines.add(def.describe({ before, after, seat, move, viewer, names: o.names }));
  };
  let final: S;
  if (o.bot === "random") {
    const { state } = randomPlayout(def, {
      seats: o.seats, options: o.options, seed: o.seed, botSeed: `${o.seed}-players`, maxMoves: o.maxMoves, optionalMoves: true,
      onMove: (after, before, rec) => record(before as S, after as S, rec.seat, rec.move as M),
    });
    final = state;
  } else {
    const bot = o.bot;
    final = playBotGame(def, Array.from({ length: o.seats }, () => bot), {
      seats: o.seats, options: o.options, seed: o.seed, botSeed: `${o.seed}-bots`, maxMoves: o.maxMoves,
      onDecision: (seat, before, move) => record(before, def.apply(before, seat, move), seat, move),
    }).state;
  }
  const result = def.result(final);
  texts.result.add(result.scoreLabel);
  if (result.summary) texts.result.add(result.summary);
  return texts;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function formRe(form: string): RegExp {
  const stem = form.endsWith("*");
  return new RegExp(`(?<!\\p{L})${escape(stem ? form.slice(0, -1) : form)}${stem ? "" : "(?!\\p{L})"}`, "iu");
}
/** Where `ru` holds `form` as a whole word (a form ending in "*" is a stem), in any case; -1 if nowhere. */
const where = (ru: string, form: string): number => ru.search(formRe(form));
/** Whether `ru` holds `form`. */
export const holds = (ru: string, form: string): boolean => where(ru, form) >= 0;

/** Interpolation parameters and markup of i18next strings are not words of either language. */
const bare = (s: string) => s.replace(/\{\{[^}]*\}\}|<\/?\d+>/g, " ");

/**
 * Where `pairs` (English, its Russian) break the glossary: a term the English uses that the
 * Russian does not write in one of its forms. `names` are taken out of the English first (card
 * and place names hold words like "Production" that are not the term there).
 */
export function missingTerms(glossary: Glossary, pairs: Iterable<readonly [string, string]>, names: readonly string[] = []): string[] {
  const longestFirst = [...names].sort((a, b) => b.length - a.length);
  const problems: string[] = [];
  for (const [en, ru] of pairs) {
    let plain = bare(en);
    for (const n of longestFirst) plain = plain.split(n).join(" ");
    for (const term of glossary.terms) {
      if (term.en.test(plain) && !term.forms.some((f) => holds(bare(ru), f))) problems.push(`${term.ru}: ${en.slice(0, 200)} → ${ru.slice(0, 200)}`);
    }
  }
  return problems;
}

/** Where the banned words of `glossary` appear in `texts` (the word with a little of its context). */
export function bannedWords(glossary: Glossary, texts: Iterable<string>): string[] {
  const problems: string[] = [];
  for (const ru of texts) {
    for (const b of glossary.banned) {
      for (const f of b.forms) {
        const at = where(ru, f);
        if (at >= 0) problems.push(`${f} (write ${b.instead}): …${ru.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, " ")}…`);
      }
    }
  }
  return problems;
}

/** Latin words left in `ru` once the players' names and the allowed brand words are taken out. */
export function latinLeft(ru: string, names: readonly string[], allowed: readonly string[] = []): string[] {
  let rest = ru;
  for (const n of [...names, ...allowed].sort((a, b) => b.length - a.length)) rest = rest.split(n).join(" ");
  return rest.match(/[A-Za-z]+/g) ?? [];
}

type Tree = { readonly [k: string]: string | Tree | readonly unknown[] };

/**
 * English and Russian strings side by side, by key (plural forms of one key are one entry: every
 * English form is paired with all the Russian ones).
 */
export function pairsOf(en: unknown, ru: unknown, path = ""): [string, string][] {
  if (typeof en === "string" && typeof ru === "string") return [[en, ru]];
  if (Array.isArray(en) && Array.isArray(ru)) return en.flatMap((e, i) => pairsOf(e, ru[i], `${path}[${i}]`));
  if (!en || !ru || typeof en !== "object" || typeof ru !== "object") return [];
  const group = (t: Tree) => {
    const out = new Map<string, unknown[]>();
    for (const [k, v] of Object.entries(t)) {
      const base = k.replace(/_(zero|one|two|few|many|other)$/, "");
      out.set(base, [...(out.get(base) ?? []), v]);
    }
    return out;
  };
  const a = group(en as Tree);
  const b = group(ru as Tree);
  return [...a].flatMap(([k, vs]) => {
    const ws = b.get(k) ?? [];
    if (vs.every((v) => typeof v === "string") && ws.every((w) => typeof w === "string")) {
      return (vs as string[]).map((v): [string, string] => [v, (ws as string[]).join(" | ")]);
    }
    return pairsOf(vs[0], ws[0], `${path}.${k}`);
  });
}

/** Every string inside a tree of strings. */
export function stringsOf(t: unknown): string[] {
  if (typeof t === "string") return [t];
  if (Array.isArray(t)) return t.flatMap(stringsOf);
  if (t && typeof t === "object") return Object.values(t).flatMap(stringsOf);
  return [];
}
