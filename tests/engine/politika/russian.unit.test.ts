/**
 * Politika's sentences in Russian (engine/politika/russian.ts): along whole random games at every
 * player count 3–8, every move label, history line (for each viewer), awaited decision, event
 * decision, challenge source and result the engine writes is known to a pattern, and its Russian
 * holds no Latin letter except in the players' own names.
 */
import { describe, expect, it } from "vitest";
import { randomPlayout } from "../../../engine/core/playout";
import { politika as g } from "../../../engine/politika/index";
import { knows, russian } from "../../../engine/politika/russian";
import { optionsSchema, type State } from "../../../engine/politika/state";

const LATIN = ["Ann", "Bob", "Cy", "Di", "Eve", "Finn", "Gus", "Hal"];
const CYRILLIC = ["Аня", "Борис", "Вика", "Глеб", "Даша", "Егор", "Жанна", "Зоя"];

/** What is left of `ru` once the players' names are taken out: it must hold no Latin letter. */
function latinLeft(ru: string, names: readonly string[]): string[] {
  let rest = ru;
  for (const n of [...names].sort((a, b) => b.length - a.length)) rest = rest.split(n).join(" ");
  return rest.match(/[A-Za-z]+/g) ?? [];
}

/** Every English text of a whole random game, each once. */
function textsOfGame(seats: number, seed: string, names: readonly string[], factions: "random" | "chosen"): Set<string> {
  const options = optionsSchema.parse({ rounds: 2, factions });
  const { moves, finished } = randomPlayout(g, { seats, options, seed, botSeed: `${seed}-bot`, maxMoves: 4000, optionalMoves: true });
  expect(finished, `${seats} players, ${seed}`).toBe(true);
  const out = new Set<string>();
  let s = g.setup({ seats, options, seed }) as State;
  const viewers = [...Array.from({ length: seats }, (_, p) => p), "spectator" as const];
  for (const m of moves) {
    for (let seat = 0; seat < seats; seat++) for (const move of g.legalMoves(s, seat)) out.add(g.moveLabel(s, seat, move, names));
    const v = g.view(s, m.seat);
    for (const a of v.awaiting) out.add(a.for);
    if (v.decision) out.add(v.decision.text);
    if (v.challenge) out.add(v.challenge.source);
    const after = g.apply(s, m.seat, m.move) as State;
    for (const viewer of viewers) out.add(g.describe({ before: s, after, seat: m.seat, move: m.move, viewer, names }));
    s = after;
  }
  const result = g.result(s);
  out.add(result.scoreLabel ?? "");
  if (result.summary) out.add(result.summary);
  return out;
}

describe("Politika in Russian", { timeout: 300_000 }, () => {
  it.each([
    [3, "ru-a", LATIN, "random"],
    [4, "ru-b", CYRILLIC, "chosen"],
    [5, "ru-c", LATIN, "chosen"],
    [6, "ru-d", CYRILLIC, "random"],
    [7, "ru-e", LATIN, "random"],
    [8, "ru-f", CYRILLIC, "chosen"],
    [3, "ru-g", CYRILLIC, "chosen"],
  ] as const)("a whole %i-player game (%s): every sentence is known and reads without English", (seats, seed, allNames, factions) => {
    const names = allNames.slice(0, seats);
    const unknown: string[] = [];
    const english: string[] = [];
    const texts = textsOfGame(seats, seed, names, factions);
    expect(texts.size).toBeGreaterThan(100);
    for (const text of texts) {
      if (!knows(text)) unknown.push(text);
      else if (latinLeft(russian(text), names).length > 0) english.push(`${text} → ${russian(text)}`);
    }
    expect(unknown.slice(0, 20)).toEqual([]);
    expect(english.slice(0, 20)).toEqual([]);
  });

  it("reads the sentences of each part of a turn, with the regions' own cases", () => {
    expect(russian("Place a representative in Tatarstan")).toBe("Выставить представителя в Татарстане");
    expect(russian("Ann (Mafia) moves a representative from Moscow to Urals.")).toBe("Ann (Мафия) перемещает представителя из Москвы на Урал.");
    expect(russian("Move the Labor uprising to Chechnya")).toBe("Передвинуть Рабочее восстание в Чечню");
    expect(russian("Challenge Bob (KGB) in the Student uprising in Krasnoyarsk with your representative in Krasnoyarsk, buying 2 dice ($40,000)"))
      .toBe("Бросить вызов игроку Bob (КГБ) за жетон в Студенческом восстании в Красноярске своим представителем в Красноярске, купив 2 кубика ($40\u00a0000)");
    expect(russian("Round 2: Ann (Church)'s turn. Event: Inflation. Production: Moscow, St. Petersburg, Urals. Income: Ann (Church) +$20,000."))
      .toBe("Раунд 2: ход игрока Ann (Церковь). Событие: «Инфляция». Производство: Москва, Санкт-Петербург, Урал. Доход: Ann (Церковь) +$20\u00a0000.");
    expect(russian("Offer Bob (KGB) $20,000 and Veto for a KGB token in Moscow turned to Ann (Mafia)"))
      .toBe("Предложить игроку Bob (КГБ): $20\u00a0000 и «Вето» в обмен на жетон КГБ в Москве, который переходит к игроку Ann (Мафия)");
  });

  it("leaves a sentence no pattern knows as it is, and says so", () => {
    expect(knows("Ann juggles.")).toBe(false);
    expect(russian("Ann juggles.")).toBe("Ann juggles.");
    expect(knows("Ann (Mafia) passes.")).toBe(true);
  });
});
