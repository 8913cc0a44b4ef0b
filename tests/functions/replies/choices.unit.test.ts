/**
 * A move by reply (issue #28): the numbered choices of a "Your move" mail, and what a reply says.
 * Every real game's positions come from seeded play; a choice read back by its number or by its
 * own words, in either language, must be the very legal move the mail listed, and nothing a
 * reply says may make a move the mail did not list.
 */
import { describe, expect, it } from "vitest";
import type { AnyGameDefinition } from "@backroom/engine";
import { Rng, seedRng } from "@backroom/engine";
import { compactMoves, kindOf } from "../../../functions/src/games/game-response";
import { MAX_CHOICES, numberChoices, ONE_LINE, readReply, STEPPED_KINDS, type Choice, type NumberedChoices } from "../../../functions/src/replies/choices";
import type { Language } from "../../../functions/src/contract";
import { STEPPED_KINDS as POLITIKA_STEPS } from "../../../web/games/politika/moves";
import { STEPPED_KINDS as TWELVE_STEPS } from "../../../web/games/twelve-o-twelve/moves";
import { findPosition, GAMES, positions, type Position } from "./positions";

const LANGUAGES: readonly Language[] = ["en", "ru"];
const [twelve, politika, conspiracy, highCard] = GAMES as [AnyGameDefinition, AnyGameDefinition, AnyGameDefinition, AnyGameDefinition];
const REAL = new Set(["twelve-o-twelve", "politika", "conspiracy-theory"]);

const listFor = (p: Position, language: Language) => numberChoices({ game: p.def.id, moves: p.moves, language });
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** What a move reply made of `text` chose, or a description of what it was read as instead. */
function chosen(text: string, list: NumberedChoices, language: Language): Choice | string {
  const r = readReply(text, list, language);
  return r.kind === "move" ? r.choice : r.kind === "unclear" ? `unclear (${r.reason})` : "text";
}

describe.each(GAMES.map((def) => [def.id, def] as const))("%s: numbering a decision", (_id, def) => {
  const sample = positions(def, { games: 2, every: 12, maxMoves: 300 });

  it("lists only legal, one-line moves of the awaited decision, numbered 1..n, all of them when few, at most 12 otherwise, and the same moves in either language", () => {
    expect(sample.length).toBeGreaterThan(5);
    for (const p of sample) {
      const [en, ru] = LANGUAGES.map((l) => listFor(p, l)) as [NumberedChoices, NumberedChoices];
      expect(en.choices.map((c) => c.number), p.tag).toEqual(en.choices.map((_, i) => i + 1));
      expect(ru.choices.map((c) => c.move), `${p.tag}: the numbers do not depend on the reader's language`).toEqual(en.choices.map((c) => c.move));
      const legal = p.def.legalMoves(p.state, p.seat);
      const stepped = STEPPED_KINDS[def.id] ?? [];
      for (const c of en.choices) {
        expect(legal.some((m: unknown) => same(m, c.move)), `${p.tag}: ${c.label} is legal`).toBe(true);
        expect(() => p.def.apply(p.state, p.seat, c.move), `${p.tag}: ${c.label}`).not.toThrow();
        expect(c.kind, `${p.tag}: a setting is not a choice of the decision`).not.toBe("auto-pass");
        if (stepped.includes(c.kind)) expect(c.labels.en.length, `${p.tag}: built in steps and offered only when one line names it`).toBeLessThanOrEqual(ONE_LINE);
        if (REAL.has(def.id) && !/^(Pass|End|Done)/.test(c.labels.en)) expect(c.labels.ru, `${p.tag}: the Russian label`).toMatch(/[А-Яа-яЁё]/);
      }
      // Nothing vanishes: every distinct label but the auto-pass setting is listed, on the short list's "more", or page only.
      const distinct = new Set(p.moves.filter((m) => kindOf(m.move) !== "auto-pass").map((m) => m.label)).size;
      expect(en.choices.length + en.more + en.pageOnly, p.tag).toBe(distinct);
      expect(en.choices.length, p.tag).toBeLessThanOrEqual(MAX_CHOICES);
      if (en.more > 0) expect(en.choices.length, `${p.tag}: a short list is full`).toBe(MAX_CHOICES);
      expect(new Set(en.choices.map((c) => c.labels.en)).size, `${p.tag}: no two choices read the same`).toBe(en.choices.length);
    }
  });

  it("reads every choice back, by its number and by its own words in either language, as that same move", () => {
    for (const p of sample) {
      for (const language of LANGUAGES) {
        const list = listFor(p, language);
        for (const c of list.choices) {
          const ways = [
            `${c.number}`, `${c.number}.`, `#${c.number}`, `${c.number})`, `  ${c.number} please`, `${c.number}\n\nThanks, good game!`,
            c.labels.en, c.labels.ru, `  ${c.labels.en.toUpperCase()}  `, c.labels.ru.toLowerCase().replace(/ё/g, "е"),
            `${c.number}. ${c.labels.en}`, `${c.number}. ${c.labels.ru}`,
          ];
          for (const text of ways) expect(chosen(text, list, language), `${p.tag} (${language}): ${JSON.stringify(text)}`).toBe(c);
        }
      }
    }
  });
});

describe("what a reply says", () => {
  // A long decision of 12-0-12: a turn with Get Food, Attract and more, well over 12 choices.
  const big = findPosition(twelve, (p) => {
    const list = listFor(p, "en");
    return list.more > 0 && p.moves.some((m) => kindOf(m.move) === "get-food") ? list : null;
  });

  it("two numbers, however written, are unclear and name both choices", () => {
    const list = big.found;
    for (const text of ["3 and 4", "I'll take 3 and 4", "3, 4", "3\n4", "3 или 4", "#3 #4"]) {
      const r = readReply(text, list, "en");
      expect(r, text).toMatchObject({ kind: "unclear", reason: "two-numbers" });
      if (r.kind === "unclear") expect(r.candidates.map((c) => c.number).sort(), text).toEqual([3, 4]);
    }
  });

  it("a number the list does not have is unclear, never a move", () => {
    const list = big.found;
    for (const text of ["0", `${list.choices.length + 1}`, "#99", "99."]) expect(chosen(text, list, "en"), text).toBe("unclear (no-such-number)");
  });

  it("a number with a few words is that move; talk without a leading number is text, even with a number inside", () => {
    const list = big.found;
    expect(chosen("3 please", list, "en")).toBe(list.choices[2]);
    expect(chosen("3, спасибо", list, "ru")).toBe(list.choices[2]);
    expect(chosen("I'll take 3", list, "en")).toBe(list.choices[2]);
    for (const text of [
      "Well played, Bob; I did not see that coming at all.",
      "3 cards is too many for me, friend, let us talk tomorrow",
      "Я думаю, что через 2 хода всё решится, посмотрим",
      "12-0-12 is a fine game",
      "10:30 tomorrow suits me",
      "ok",
    ]) expect(chosen(text, list, "en"), text).toBe("text");
  });

  it("nothing written is unclear, not an empty chat message", () => {
    for (const text of ["", "  \n \n"]) expect(chosen(text, big.found, "en")).toBe("unclear (empty)");
  });

  it("a pasted line whose number belongs to another choice is unclear and names both", () => {
    const list = big.found;
    const [a, b] = [list.choices[0]!, list.choices[4]!];
    const r = readReply(`${b.number}. ${a.label}`, list, "en");
    expect(r).toMatchObject({ kind: "unclear", reason: "number-and-words-disagree" });
    if (r.kind === "unclear") expect(new Set(r.candidates)).toEqual(new Set([a, b]));
  });

  it("the words of a legal move the short list left for the page are unclear, not chat", () => {
    const list = big.found;
    const missing = big.position.moves.find((m) => kindOf(m.move) === "get-food" && !list.choices.some((c) => c.labels.en === m.label) && m.label.length <= ONE_LINE)!;
    expect(missing).toBeDefined();
    expect(chosen(missing.label, list, "en")).toBe("unclear (not-listed)");
  });

  it("words several choices share are ambiguous, in either language; words only one has pick it", () => {
    // 12-0-12's set-up: keep a Leader and discard two cards; a card's name is in several discards.
    const { found } = findPosition(twelve, (p) => {
      const list = listFor(p, "ru");
      const discards = list.choices.filter((c) => c.kind === "setup-discard");
      const card = discards.map((c) => /^Discard ([^,]+),/.exec(c.labels.en)?.[1]).find((name) => name && discards.filter((c) => c.labels.en.includes(name)).length >= 2);
      return card ? { list, card, sharing: discards.filter((c) => c.labels.en.includes(card)) } : null;
    });
    const r = readReply(found.card, found.list, "en");
    expect(r).toMatchObject({ kind: "unclear", reason: "ambiguous" });
    if (r.kind === "unclear") expect(new Set(r.candidates)).toEqual(new Set(found.sharing));
    const ruName = [...found.sharing[0]!.labels.ru.matchAll(/«([^»]+)»/g)].map((m) => m[1]!).find((n) => found.sharing.every((c) => c.labels.ru.includes(n)))!;
    const ru = readReply(ruName, found.list, "ru");
    expect(ru, ruName).toMatchObject({ kind: "unclear", reason: "ambiguous" });
    if (ru.kind === "unclear") expect(new Set(ru.candidates)).toEqual(new Set(found.sharing));
    // Conspiracy Theory: "row 1" is in every placing in row 1.
    const rows = findPosition(conspiracy, (p) => {
      const list = listFor(p, "en");
      return list.choices.filter((c) => / in row 1$/.test(c.labels.en)).length >= 2 ? list : null;
    }).found;
    expect(chosen("row 1", rows, "en")).toBe("unclear (ambiguous)");
    const one = rows.choices.find((c) => / in row 1$/.test(c.labels.en))!;
    const name = /^Place (.+) in row 1$/.exec(one.labels.en)?.[1];
    if (name && rows.choices.filter((c) => c.labels.en.includes(name)).length === 1) expect(chosen(`${name} row 1`, rows, "en")).toBe(one);
  });

  it("Russian words read with е for ё, and with another case ending", () => {
    const { found } = findPosition(twelve, (p) => {
      const list = listFor(p, "ru");
      const c = list.choices.find((x) => x.kind === "choose-leader" && x.labels.ru.includes("ё"));
      return c ? { list, c } : null;
    });
    const name = /«([^»]+)»/.exec(found.c.labels.ru)![1]!;
    const leaders = found.list.choices.filter((c) => c.kind === "choose-leader");
    for (const text of [`оставить ${name.replace(/ё/g, "е")}`, `Оставить лидера «${name.toUpperCase()}»`, found.c.labels.ru.replace(/ё/g, "е")]) {
      expect(chosen(text, found.list, "ru"), text).toBe(found.c);
    }
    expect(leaders.length).toBeGreaterThan(1);
    // Politika's regions are named in the locative in the labels («в Москве»); the nominative names them too.
    const moscow = findPosition(politika, (p) => {
      const list = listFor(p, "ru");
      const c = list.choices.find((x) => x.labels.en === "Place a representative in Moscow");
      return c ? { list, c } : null;
    }).found;
    expect(chosen("Москва", moscow.list, "ru")).toBe(moscow.c);
    expect(chosen("moscow", moscow.list, "ru")).toBe(moscow.c);
  });

  it("pass, in either language, is the plain pass where one is listed, and never a move where none is", () => {
    const words = ["pass", "Pass.", "I pass", "Пас", "пасую", "Я пасую!"];
    for (const def of [politika, conspiracy]) {
      const { found } = findPosition(def, (p) => {
        const list = listFor(p, "en");
        const pass = list.choices.find((c) => c.labels.en === "Pass");
        return pass ? { list, pass } : null;
      });
      for (const text of words) expect(chosen(text, found.list, "ru"), `${def.id}: ${text}`).toBe(found.pass);
      const none = findPosition(def, (p) => {
        const list = listFor(p, "en");
        return list.choices.length > 1 && !list.choices.some((c) => c.kind === "pass") ? list : null;
      }).found;
      for (const text of words) expect(chosen(text, none, "en"), `${def.id}, no pass: ${text}`).toBe("unclear (pass-not-offered)");
    }
  });

  it("a huge decision (12-0-12's Get Food discards) gets a short list led by its closing moves and counts the rest", () => {
    const list = big.found;
    expect(list.choices).toHaveLength(MAX_CHOICES);
    expect(list.more + list.pageOnly).toBe(new Set(big.position.moves.map((m) => m.label)).size - MAX_CHOICES);
    // Every kind that can be offered has a line before any kind gets a second one.
    const kinds = new Set(big.position.moves.filter((m) => !(STEPPED_KINDS[twelve.id]!.includes(kindOf(m.move)) && m.label.length > ONE_LINE)).map((m) => kindOf(m.move)));
    expect(new Set(list.choices.map((c) => c.kind))).toEqual(kinds);
    const closing = findPosition(twelve, (p) => {
      const l = listFor(p, "en");
      return l.more > 0 && p.moves.some((m) => /^(end-|skip-)/.test(kindOf(m.move))) ? { l, p } : null;
    }).found;
    for (const m of closing.p.moves.filter((x) => /^(end-|skip-)/.test(kindOf(x.move)))) expect(closing.l.choices.map((c) => c.labels.en)).toContain(m.label);
  });

  it("kinds the API deferred are never offered, and are counted as page only", () => {
    const { position } = big;
    const { legalMoves, deferredMoves } = compactMoves(position.moves, 2_000);
    expect(deferredMoves.length).toBeGreaterThan(0);
    const list = numberChoices({ game: twelve.id, moves: legalMoves, deferred: deferredMoves, language: "en" });
    for (const c of list.choices) expect(deferredMoves.map((d) => d.kind)).not.toContain(c.kind);
    expect(list.pageOnly).toBeGreaterThanOrEqual(deferredMoves.reduce((n, d) => n + d.count, 0));
  });

  it("High Card: a whole hand is listed and read by number or card", () => {
    const { found } = findPosition(highCard, (p) => (p.moves.length === 3 ? listFor(p, "en") : null));
    expect(found.more + found.pageOnly).toBe(0);
    expect(chosen(found.choices[1]!.labels.en, found, "en")).toBe(found.choices[1]);
    expect(chosen("2", found, "ru")).toBe(found.choices[1]);
  });

  it("the kinds built in steps are the game page's (web/games/<game>/moves.ts)", () => {
    expect(STEPPED_KINDS["twelve-o-twelve"]).toEqual(TWELVE_STEPS);
    expect(STEPPED_KINDS.politika).toEqual(POLITIKA_STEPS);
    expect(STEPPED_KINDS["conspiracy-theory"]).toBeUndefined();
  });
});

describe("property: a reply never makes a move the mail did not list", () => {
  it("for replies made of numbers, label words, courtesy and noise", () => {
    const lists = GAMES.flatMap((def) => positions(def, { games: 1, every: 15, maxMoves: 300 }).map((p) => listFor(p, "en")));
    const rng = new Rng(seedRng("reply-property"));
    const noise = ["please", "and", "or", "3", "12", "#2", "0", "pass", "пас", "ё", "—", ".", "\n", "Bob", "Москва", "row", "1", "the", "I'll take", "спасибо", "Get Food", "discard"];
    for (let run = 0; run < 300; run++) {
      const list = rng.pick(lists);
      const parts: string[] = [];
      for (let i = 1 + rng.int(6); i > 0; i--) {
        const c = list.choices.length > 0 && rng.int(3) === 0 ? rng.pick(list.choices) : null;
        if (c) {
          const words = (rng.int(2) === 0 ? c.labels.en : c.labels.ru).split(" ");
          const from = rng.int(words.length);
          parts.push(words.slice(from, from + 1 + rng.int(3)).join(" "));
        } else parts.push(rng.pick(noise));
      }
      const text = parts.join(rng.pick([" ", ", ", "\n"]));
      const r = readReply(text, list, rng.pick(LANGUAGES));
      if (r.kind === "move") expect(list.choices, JSON.stringify(text)).toContain(r.choice);
      if (r.kind === "unclear") for (const c of r.candidates) expect(list.choices, JSON.stringify(text)).toContain(c);
    }
  });
});
