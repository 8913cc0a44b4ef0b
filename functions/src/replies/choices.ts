/**
 * A move by reply (issue #28): the numbered choices a "Your move" mail lists, and what a reply
 * to it says. Pure: no I/O, no clock. The inbound pipeline numbers the awaited decision again
 * when a reply comes in (the same legal moves give the same numbers) and reads the reply
 * against that list; the mail renders the same list (mail/emails.ts). docs/api.md, "Replying
 * to a mail", says what a reply may say.
 *
 * The numbering never depends on the reader's language, only on the legal moves: a reader who
 * changes language between the mail and the reply still gets the move they read.
 */
import type { DeferredMoves, Language, LegalMove } from "../contract";
import { RUSSIAN } from "../mail/translate";
import { commandWords, isPassWords, labelMatch, normalise, numberTokens, tokens, type Words } from "./words";

/** One numbered choice of a mail. */
export interface Choice {
  /** 1-based, as the mail lists it ("3. End the turn"). */
  readonly number: number;
  /** The engine's move, as `legalMoves` gives it: what a reply choosing it submits. */
  readonly move: unknown;
  /** The move's kind ("end-turn"). */
  readonly kind: string;
  /** The label in the reader's language, as the mail shows it. */
  readonly label: string;
  /** The label in every language: a reply may use the words of either. */
  readonly labels: Readonly<Record<Language, string>>;
}

/** What a mail offers by reply for one decision. */
export interface NumberedChoices {
  readonly choices: readonly Choice[];
  /** Legal moves that could be chosen by reply but did not make the short list (on the game page). */
  readonly more: number;
  /** Legal moves that need the game page: built there in steps, or not listed by the API. */
  readonly pageOnly: number;
  /** Labels (every language) of legal moves not listed, so a reply naming one is not taken for chat. */
  readonly unlisted: readonly Readonly<Record<Language, string>>[];
}

export interface NumberChoicesInput {
  /** The game's id ("politika"): picks the Russian labels and the kinds built in steps. */
  readonly game: string;
  /**
   * The awaited decision's legal moves, labelled in English, in the engine's order: all of them,
   * as `labelledMoves(def, state, seat, names)` gives them (game-response.ts) and GameNews.moves
   * carries them. The mail and the reply's reading must pass the same ones to agree on numbers.
   */
  readonly moves: readonly LegalMove[];
  /** Kinds the API left out of `moves` (GET /games/{id}'s `deferredMoves`): page only. */
  readonly deferred?: readonly DeferredMoves[];
  /** The reader's language: only the labels shown change with it, never the numbers. */
  readonly language: Language;
}

export type ReplyReading =
  /** `talk`: what the reply says after a first line that is the move (posted after the move is made). */
  | { readonly kind: "move"; readonly choice: Choice; readonly talk?: string }
  | { readonly kind: "text" }
  | { readonly kind: "unclear"; readonly reason: UnclearReason; readonly candidates: readonly Choice[] };

/**
 * Why a reply that looks like a move cannot be made: nothing written (`empty`), two choice
 * numbers (`two-numbers`), a number the list does not have (`no-such-number`), words several
 * choices share (`ambiguous`), a number and the words of another choice (`number-and-words-disagree`),
 * a pass where none is offered (`pass-not-offered`), a legal move the list left for the page
 * (`not-listed`).
 */
export type UnclearReason = "empty" | "two-numbers" | "no-such-number" | "ambiguous" | "number-and-words-disagree" | "pass-not-offered" | "not-listed";

/** A decision with at most this many choices is listed whole; a longer one gets a short list of this length. */
export const MAX_CHOICES = 12;

/** The longest English label a move built in steps may have to be offered by reply: one line of a plain-text mail (RFC 5322, 2.1.1: 78 characters). */
export const ONE_LINE = 78;

/**
 * Kinds the game page builds in steps (web/games/<game>/moves.ts, STEPPED_KINDS; a test keeps
 * them equal). The server cannot import the web, so the list is kept here too.
 */
export const STEPPED_KINDS: Readonly<Record<string, readonly string[]>> = {
  "twelve-o-twelve": ["setup-discard", "get-food", "attract", "use-ability"],
  politika: ["challenge"],
};

/**
 * Kinds that are settings, not a decision: Politika's and Conspiracy Theory's auto-pass mode is
 * always legal, and the game page shows it as one control outside the move list.
 */
const SETTING_KINDS: ReadonlySet<string> = new Set(["auto-pass"]);

/** Kinds that close a decision without doing anything: the likeliest answer when nothing suits (pass, end the turn, skip). */
const CLOSING = /^(pass|end-.+|skip-.+)$/;

/** A move's kind: the engines' moves all carry a string `kind` (game-response.ts, kindOf). */
function kindOf(move: unknown): string {
  const k = move && typeof move === "object" ? (move as { kind?: unknown }).kind : undefined;
  return typeof k === "string" ? k : "move";
}

function labelsOf(game: string, en: string): Record<Language, string> {
  const ru = RUSSIAN[game];
  return { en, ru: ru ? ru(en) : en };
}

/**
 * The awaited decision's choices, numbered for a mail. All of them when there are at most
 * `MAX_CHOICES`; otherwise a short list (`shortList`). Left out always: settings (auto-pass),
 * moves built in steps on the page whose label does not fit one line, kinds the API deferred,
 * and a second move with the same label as an earlier one (the player cannot tell them apart
 * on the page either: two copies of one card).
 */
export function numberChoices({ game, moves, deferred = [], language }: NumberChoicesInput): NumberedChoices {
  const stepped = new Set(STEPPED_KINDS[game] ?? []);
  const seen = new Set<string>();
  const offered: { move: unknown; kind: string; en: string; at: number }[] = [];
  let pageOnly = deferred.reduce((n, d) => n + d.count, 0);
  const unlisted: Record<Language, string>[] = [];
  for (const m of moves) {
    const kind = kindOf(m.move);
    if (SETTING_KINDS.has(kind) || seen.has(m.label)) continue;
    seen.add(m.label);
    if (stepped.has(kind) && m.label.length > ONE_LINE) {
      pageOnly += 1;
      unlisted.push(labelsOf(game, m.label));
      continue;
    }
    offered.push({ move: m.move, kind, en: m.label, at: offered.length });
  }
  const listed = offered.length <= MAX_CHOICES ? offered : shortList(offered);
  const keep = new Set(listed);
  for (const o of offered) if (!keep.has(o)) unlisted.push(labelsOf(game, o.en));
  const choices = listed.map((o, i): Choice => {
    const labels = labelsOf(game, o.en);
    return { number: i + 1, move: o.move, kind: o.kind, label: labels[language], labels };
  });
  return { choices, more: offered.length - listed.length, pageOnly, unlisted };
}

/**
 * The likeliest `MAX_CHOICES` of a long decision, shown in the engine's order. "Likely" is kept
 * simple and deterministic: first the moves that close the decision (pass, end the turn, skip),
 * which a player in a long game picks most often and which never need the page; then every
 * kind's first move in the engine's order, then every kind's second, and so on, so that each
 * kind of action is represented before any kind gets a second line.
 */
function shortList<T extends { kind: string; at: number }>(offered: readonly T[]): T[] {
  const picked: T[] = offered.filter((o) => CLOSING.test(o.kind)).slice(0, MAX_CHOICES);
  const byKind = new Map<string, T[]>();
  for (const o of offered) if (!CLOSING.test(o.kind)) byKind.set(o.kind, [...(byKind.get(o.kind) ?? []), o]);
  for (let round = 0; picked.length < MAX_CHOICES; round++) {
    const row = [...byKind.values()].flatMap((list) => (list[round] ? [list[round]!] : []));
    if (row.length === 0) break;
    picked.push(...row.slice(0, MAX_CHOICES - picked.length));
  }
  return picked.sort((a, b) => a.at - b.at);
}

/** Fewest letters a reply's words must have to name a choice ("пас", "fox"). */
const ENOUGH_LETTERS = 3;

/** A reply longer than this many words, without a leading choice number, is talk rather than an order. */
const ORDER_WORDS = 6;

/**
 * What a reply to a mail says, read against that mail's list (docs/api.md, "Replying to a
 * mail"). The reply is the player's own text, quotes and signature already stripped. In order:
 *  1. a choice's label, whole, in either language, optionally after its number ("3. End the turn");
 *  2. pass (pass, «пас», «пасую») when a plain pass is listed;
 *  3. a leading number ("3", "3.", "#3", "3)", "3 please"), with no second number beside it;
 *  4. words that only one choice's label has (either language; case, accents, ё and word endings ignored);
 *  5. a short reply (at most `ORDER_WORDS` words) with one number;
 * and anything else is talk ("text"). A reply that aims at a move but cannot be read as one is
 * "unclear": it is never taken for talk, so a mistyped order is not posted to the table.
 * When the first line alone is the move (a leading number, a whole label or a pass) and more
 * lines follow, they are the move's `talk` ("2\n\nSorry Anna, nothing personal"); a later line
 * that is only a number is still read as a second number, never as talk.
 */
export function readReply(text: string, list: NumberedChoices, language: Language): ReplyReading {
  const { choices } = list;
  const unclear = (reason: UnclearReason, candidates: readonly Choice[] = []): ReplyReading => ({ kind: "unclear", reason, candidates });
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l.length > 0);
  if (lines.length === 0) return unclear("empty");
  const all = lines.join(" ");
  const said = normalise(all);
  const page = unlistedIndex(list);

  // 1. A whole label, pasted or typed, with or without the number the mail gave it.
  const whole = exactLabel(said, choices);
  if (whole.length === 1) return { kind: "move", choice: whole[0]! };
  if (whole.length > 1) return unclear("ambiguous", whole);
  const pasted = /^(?:[#№]\s*)?(\d+)\s*[.):\-–—]?\s+(.+)$/u.exec(all);
  if (pasted) {
    const named = exactLabel(normalise(pasted[2]!), choices);
    const n = Number(pasted[1]);
    const same = named.find((c) => c.number === n);
    if (same) return { kind: "move", choice: same };
    if (named.length > 0) return unclear("number-and-words-disagree", [...choices.filter((c) => c.number === n), ...named]);
  }
  if (page.whole.has(said) || (pasted && page.whole.has(normalise(pasted[2]!)))) return unclear("not-listed");

  // 2. Pass, in either language, where a plain pass is offered.
  const pass = choices.find((c) => c.kind === "pass" && normalise(c.labels.en) === "pass");
  if (isPassWords(tokens(all))) return pass ? { kind: "move", choice: pass } : unclear("pass-not-offered");

  // 1 and 2 on the first line alone, the rest talk: "End the turn\nYour move, Bob".
  if (lines.length > 1 && !lines.slice(1).some((l) => leadingNumber(l)?.rest === "")) {
    const first = exactLabel(normalise(lines[0]!), choices);
    if (first.length === 1) return withTalk(first[0]!, text);
    if (pass && isPassWords(tokens(lines[0]!))) return withTalk(pass, text);
  }

  // 3. A leading number: the first line starts with it, followed by a mark, nothing, or a few words.
  const lead = leadingNumber(lines[0]!);
  if (lead) {
    const alone = lines.slice(1).filter((l) => leadingNumber(l)?.rest === "");
    const others = [...numberTokens(lead.rest), ...alone.flatMap((l) => numberTokens(l))];
    if (others.some((n) => n !== lead.number)) return unclear("two-numbers", choices.filter((c) => c.number === lead.number || others.includes(c.number)));
    const choice = choices.find((c) => c.number === lead.number);
    if (!choice) return unclear("no-such-number");
    // "3 Moscow" when 3 is not Moscow: the words name another choice, or a move left for the page.
    const words = commandWords(tokens(lead.rest));
    if (words.length > 0) {
      const named = wordMatches(words, choices, language);
      if (named.length > 0 && !named.includes(choice)) return unclear("number-and-words-disagree", [choice, ...named]);
      if (named.length === 0 && page.words.some((label) => labelMatch(words, label) !== null)) return unclear("number-and-words-disagree", [choice]);
    }
    return withTalk(choice, text);
  }

  // 4. Words that name one choice.
  const words = commandWords(tokens(all));
  const short = tokens(all).length <= ORDER_WORDS;
  if (words.filter((w) => !/^\d+$/.test(w)).join("").length >= ENOUGH_LETTERS) {
    const named = wordMatches(words, choices, language);
    if (named.length === 1) return { kind: "move", choice: named[0]! };
    if (named.length > 1) return unclear("ambiguous", named);
    if (short && page.words.some((label) => labelMatch(words, label) !== null)) return unclear("not-listed");
  }

  // 5. A short reply with numbers ("I'll take 3", "3 and 4").
  if (short) {
    const numbers = [...new Set(numberTokens(all))];
    if (numbers.length > 1) return unclear("two-numbers", choices.filter((c) => numbers.includes(c.number)));
    if (numbers.length === 1) {
      const choice = choices.find((c) => c.number === numbers[0]);
      return choice ? { kind: "move", choice } : unclear("no-such-number");
    }
  }
  return { kind: "text" };
}

/** The move `choice` read from the reply's first line, and the lines after it as its talk (if any). */
function withTalk(choice: Choice, text: string): ReplyReading {
  const raw = text.split(/\r?\n/);
  const after = raw.slice(raw.findIndex((l) => l.trim().length > 0) + 1);
  // Lines that are only a number were read as numbers (the same one again), not said.
  const talk = after.filter((l) => leadingNumber(l.trim())?.rest !== "").join("\n").replace(/\n{3,}/g, "\n\n").trim();
  return talk ? { kind: "move", choice, talk } : { kind: "move", choice };
}

/** The unlisted labels, normalised once per list (a 12-0-12 turn leaves a few hundred for the page). */
const unlistedIndexes = new WeakMap<NumberedChoices, { whole: Set<string>; words: Words[] }>();
function unlistedIndex(list: NumberedChoices): { whole: Set<string>; words: Words[] } {
  let index = unlistedIndexes.get(list);
  if (!index) {
    const labels = list.unlisted.flatMap((l) => [l.en, l.ru]);
    index = { whole: new Set(labels.map(normalise)), words: labels.map(tokens) };
    unlistedIndexes.set(list, index);
  }
  return index;
}

/** The choices whose label, in either language, is exactly `said` once normalised. */
function exactLabel(said: string, choices: readonly Choice[]): Choice[] {
  if (said.length === 0) return [];
  return choices.filter((c) => normalise(c.labels.en) === said || normalise(c.labels.ru) === said);
}

/**
 * A first line that starts with a choice number: "3", "3.", "#3", "3)", "№ 3", "3 please",
 * "3, thanks". A number followed by a longer sentence without a mark ("3 cards is a lot") is talk.
 */
function leadingNumber(line: string): { number: number; rest: string } | null {
  // A mark counts only before a space or the end: "12-0-12" and "10:30" are not choice 12 or 10.
  const m = /^(?:[#№]\s*|\(\s*)?(\d+)(\s*[.):\-–—](?=\s|$)|(?=[\s,!?]|$))(.*)$/u.exec(line);
  if (!m) return null;
  const rest = m[3]!.trim();
  const marked = m[2]!.trim().length > 0;
  if (!marked && tokens(rest).length > 3) return null;
  return { number: Number(m[1]), rest };
}

/**
 * The choices that `words` name, reading the reader's language first: every word must be in the
 * label (word endings aside); among several, the one whose label the words cover best, when it
 * covers at least half its label and strictly more than any other.
 */
function wordMatches(words: Words, choices: readonly Choice[], language: Language): Choice[] {
  const other: Language = language === "en" ? "ru" : "en";
  const first = bestCovered(words, choices, language);
  if (first.length === 1) return first;
  const second = bestCovered(words, choices, other);
  if (second.length === 1 && first.length === 0) return second;
  return [...new Set([...first, ...second])];
}

function bestCovered(words: Words, choices: readonly Choice[], language: Language): Choice[] {
  const scored = choices.flatMap((c) => {
    const cover = labelMatch(words, tokens(c.labels[language]));
    return cover === null ? [] : [{ c, cover }];
  });
  if (scored.length <= 1) return scored.map((s) => s.c);
  scored.sort((a, b) => b.cover - a.cover);
  if (scored[0]!.cover >= 0.5 && scored[0]!.cover > scored[1]!.cover) return [scored[0]!.c];
  return scored.map((s) => s.c);
}
