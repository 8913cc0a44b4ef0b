/**
 * Conspiracy Theory's card effects in Russian (engine/conspiracy-theory/russian-cards.ts): every
 * card with an effect has one, no card without an effect has one, and the Russian leaves no Latin
 * word but the rule ids (CR…); a card named in it is named as `nameRu` prints it, in guillemets.
 */
import { describe, expect, it } from "vitest";
import { cards } from "@backroom/engine/conspiracy-theory/cards";
import { EFFECT_RU, effectRu } from "@backroom/engine/conspiracy-theory/russian-cards";

/** Latin letters left once the rule ids are taken out. */
const latin = (s: string) => s.replace(/\bCR\d+\b/g, "").match(/[A-Za-z]+/g) ?? [];
const withEffect = cards.filter((c) => c.effect !== "none");
const namesRu = new Set<string>(cards.map((c) => c.nameRu));

describe("Conspiracy Theory card effects in Russian", () => {
  it("exactly the cards with an effect have a Russian text", () => {
    expect(withEffect.length).toBeGreaterThan(40);
    expect(Object.keys(EFFECT_RU).sort()).toEqual(withEffect.map((c) => c.id).sort());
    expect(cards.filter((c) => c.effect === "none").map((c) => effectRu(c.id))).toEqual(cards.filter((c) => c.effect === "none").map(() => undefined));
    expect(effectRu("ACT-22")).toBe(EFFECT_RU["ACT-22"]);
    expect(effectRu("toString")).toBeUndefined();
  });

  it.each(withEffect.map((c) => [c.id, c.nameRu] as const))("%s («%s») reads in Russian, with no Latin word", (id) => {
    const text = effectRu(id)!;
    expect(text.length).toBeGreaterThan(10);
    expect(latin(text)).toEqual([]);
    expect(/[а-яё]/i.test(text)).toBe(true);
  });

  it("keeps the English text's rule ids and numbers", () => {
    const ids = (s: string) => (s.match(/\bCR\d+\b|\d(?:-\d)?/g) ?? []).sort();
    expect(withEffect.filter((c) => JSON.stringify(ids(c.effect)) !== JSON.stringify(ids(effectRu(c.id)!))).map((c) => c.id)).toEqual([]);
  });

  it("names cards as the card data's nameRu, in guillemets", () => {
    const named = withEffect.flatMap((c) => [...effectRu(c.id)!.matchAll(/«([^»]+)»/g)].map((m) => m[1]!));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((n) => !namesRu.has(n))).toEqual([]);
  });
});
