/**
 * 12-0-12 in Russian (engine/twelve-o-twelve/russian.ts): every move label and history line the
 * engine writes along whole random games (2–4 players, several seeds and options) has a Russian
 * pattern, and the Russian leaves no English word but the players' names.
 */
import { describe, expect, it } from "vitest";
import { randomPlayout } from "@backroom/engine/core/playout";
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";
import { knows, russian } from "@backroom/engine/twelve-o-twelve/russian";
import { ANIMAL_RU, LEADER_RU } from "@backroom/engine/twelve-o-twelve/russian-cards";
import { ANIMALS, LEADERS } from "@backroom/engine/twelve-o-twelve/cards";

type S = Parameters<typeof twelveOTwelve.view>[0];
const names = ["Аня", "Борис", "Вика", "Дима"];
/** Latin words of two letters or more: none may be left in Russian ("FAQ" is the rulebook's own). */
const english = (s: string) => (s.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => w !== "FAQ");

const GAMES = [
  { seats: 2, seed: "ru-a", options: {} },
  { seats: 3, seed: "ru-b", options: {} },
  { seats: 4, seed: "ru-c", options: {} },
  { seats: 2, seed: "ru-d", options: { leaders: "more-interaction" } },
  { seats: 3, seed: "ru-e", options: { variant: "training", compromat: false } },
  { seats: 4, seed: "ru-f", options: { leaders: "less-interaction" } },
] as const;

describe("12-0-12 in Russian", () => {
  it.each(GAMES)("every label and history line of a random $seats-player game ($seed) reads in Russian", ({ seats, seed, options }) => {
    const opts = twelveOTwelve.optionsSchema.parse(options);
    const { moves } = randomPlayout(twelveOTwelve, { seats, options: opts, seed, botSeed: seed, maxMoves: 2000 });
    const unknown = new Set<string>();
    const leftover = new Set<string>();
    const check = (text: string) => {
      if (!knows(text)) unknown.add(text);
      else if (english(russian(text)).length > 0) leftover.add(`${text} → ${russian(text)}`);
    };
    let s = twelveOTwelve.setup({ seats, options: opts, seed }) as S;
    let lines = 0;
    for (const m of moves) {
      for (const seat of twelveOTwelve.awaiting(s)) {
        // Get Food lists can be long; a sample of each kind covers every pattern.
        for (const move of twelveOTwelve.legalMoves(s, seat).slice(0, 60)) check(twelveOTwelve.moveLabel(s, seat, move, names.slice(0, seats)));
      }
      const after = twelveOTwelve.apply(s, m.seat, m.move) as S;
      for (const viewer of [0, 1, "spectator"] as const) {
        const line = twelveOTwelve.describe({ before: s, after, seat: m.seat, move: m.move, viewer, names: names.slice(0, seats) });
        if (line) {
          lines++;
          check(line);
        }
      }
      s = after;
    }
    const result = twelveOTwelve.result(s);
    if (result.summary) check(result.summary);
    check(result.scoreLabel);
    expect(lines).toBeGreaterThan(50);
    expect([...unknown].slice(0, 30)).toEqual([]);
    expect([...leftover].slice(0, 30)).toEqual([]);
  });

  it("reads labels and lines with Russian card names, amounts declined", () => {
    expect(russian("Get Food: discard Mouse + Deer, Jackal (3 Food and 1 card)")).toBe("Добыть еду: сбросить «Мышь» + «Оленя», «Шакала» (3 Еды и 1 карту)");
    expect(russian("Аня attracts Fox, paying 1 Food. Аня draws 2 cards (Seek Contacts).")).toBe("Аня привлекает «Лису», заплатив 1 Еду. Аня берёт 2 карты («Искать связи»).");
    expect(russian("Use Борис's Mouse [1 Food]: take 1 Food from Борис's Mouse [1 Food]")).toBe("Применить: «Мышь» игрока Борис [Еда: 1] — взять 1 Еду с «Мыши» игрока Борис [Еда: 1]");
    expect(russian("Player 2 wins with 8 VP and the Raven's condition.")).toBe("Игрок 2 побеждает: 8 ПО и цель Лидера «Ворон».");
    expect(russian("VP")).toBe("ПО");
  });

  it("an unknown sentence keeps its words but gets Russian card names", () => {
    expect(knows("Аня juggles Mouse.")).toBe(false);
    expect(russian("Аня juggles Mouse.")).toBe("Аня juggles «Мышь».");
  });

  it("every card has a Russian name, and ability texts exactly where the English has one", () => {
    for (const a of ANIMALS) expect(Boolean(ANIMAL_RU[a.id].ability), a.id).toBe(Boolean(a.ability));
    for (const l of LEADERS) expect(LEADER_RU[l.id].condition.length, l.id).toBeGreaterThan(10);
    expect(new Set(Object.values(ANIMAL_RU).map((a) => a.name)).size).toBe(ANIMALS.length);
  });
});
