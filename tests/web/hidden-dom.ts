/**
 * The web's own hidden-information check: a page rendered from real engine views must not show,
 * anywhere in its DOM (text or attributes, board or history), what the game's leak oracle says
 * the viewer may not see — by id or by display name.
 */
import { expect } from "vitest";
import type { RecordedMove, Viewer } from "@backroom/engine";
import { forbidden, leaksIn, type LeakOracle } from "../engine/oracles/oracle";

/** The high-card fixture: the deck, other hands, others' chosen cards until the reveal. */
export const highCardOracle: LeakOracle<{ deck: string[]; hands: string[][]; chosen: (string | null)[]; rng: readonly number[] }> = {
  universe: Array.from({ length: 20 }, (_, i) => `card-${i + 1}`),
  hidden: (s, v) => [...s.deck, ...s.hands.flatMap((h, p) => (p === v ? [] : h)), ...s.chosen.flatMap((c, p) => (c === null || p === v ? [] : [c]))],
  words: (id) => [id],
  shownNames: () => [],
  rng: (s) => s.rng,
};

/** Fails naming each hidden id or name found in `container`'s DOM. */
export function expectNothingHiddenInDom(container: HTMLElement, oracle: LeakOracle<never>, fixture: { states: unknown[]; moves: RecordedMove[] }, viewer: Viewer, seed = "web-fixture-seed"): void {
  const o = oracle as LeakOracle<unknown>;
  const f = forbidden(o, fixture.states, viewer, seed, fixture.moves.map((m, i) => ({ before: fixture.states[i], move: m.move })));
  const attributes = [...container.querySelectorAll("*")].flatMap((el) => [...el.attributes].map((a) => a.value));
  expect(leaksIn(`${container.textContent ?? ""}\n${attributes.join("\n")}`, f), `hidden from ${viewer} but on the page`).toEqual([]);
}
