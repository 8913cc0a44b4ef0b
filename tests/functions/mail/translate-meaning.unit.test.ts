/**
 * A Russian email says who did what to whom as the English one does (functions/src/mail/translate.ts
 * over the engines' russian.ts). The lines are the engines' own: history lines, as several seats
 * and a spectator read them, and move labels of bot-played games of each game, put through the
 * mail's translation. Wherever an English line has one player take from, attack, challenge, veto,
 * look at or play a card on another, the Russian line has the same player do it (the subject)
 * to the same other player (named as "игрока …", "игроку …" or "на …"). And no English is left
 * but the players' names.
 */
import { describe, expect, it } from "vitest";
import { games } from "@backroom/engine";
import { randomPlayout } from "@backroom/engine/core/playout";
import { newsIn } from "../../../functions/src/mail/translate";
import type { GameNews } from "../../../functions/src/games/news";

const NAMES = ["Xana", "Yoli", "Zuko", "Quex", "Vorn"];
const NAME = NAMES.join("|");
/** English verbs of one player acting on another: the actor comes first, the other after the verb. */
const ACTS = "takes|captures|poaches|attacks|plays|challenges|vetoes|exchanges|moves|uses|looks at|answers";
// Within one sentence (up to ". "), no other name between the two.
const relation = new RegExp(`(?:^|[.:] )(${NAME})(?: \\([^)]*\\))? (?:${ACTS})\\b(?:(?!\\. |\\b(?:${NAME})\\b)[^:])*?\\b(${NAME})\\b`, "g");

/** The engines' English lines of a few bot-played games, with the names above. */
function linesOf(id: string): string[] {
  const def = games[id]!;
  const out = new Set<string>();
  for (const [seats, g] of [[3, 1], [4, 2], [id === "politika" ? 5 : 2, 3]] as const) {
    const names = NAMES.slice(0, seats);
    randomPlayout(def, {
      seats, options: def.optionsSchema.parse({}), seed: `meaning-${id}-${g}`, botSeed: `meaning-bot-${g}`, maxMoves: 500,
      onMove: (after, before, m) => {
        for (const viewer of ["spectator", m.seat, (m.seat + 1) % seats] as const) out.add(def.describe({ before, after, seat: m.seat, move: m.move, viewer, names }));
        for (const s of def.awaiting(after)) for (const move of def.legalMoves(after, s).slice(0, 30)) out.add(def.moveLabel(after, s, move, names));
      },
    });
  }
  return [...out];
}

/** Lines (as history) in Russian, as the notifier's translation gives them to a Russian reader. */
function inRussian(id: string, lines: readonly string[]): readonly string[] {
  const news: GameNews = {
    gameId: "meaning1", game: id, title: games[id]!.title, seat: 0, name: "Xana", players: NAMES, status: "active", createdBy: "Xana",
    lines, earlierOmitted: false, awaitingMe: false, choices: [], waitingFor: [], firstToMove: [], result: null,
  };
  return newsIn(news, "ru").lines;
}

describe.each(Object.keys(games))("%s in a Russian email", (id) => {
  const en = linesOf(id);
  const ru = inRussian(id, en);

  it("keeps who acts on whom", () => {
    const wrong: string[] = [];
    let relations = 0;
    for (const [i, line] of en.entries()) {
      const pairs = new Map<string, number>();
      for (const [, actor, other] of line.matchAll(relation)) if (actor !== other) pairs.set(`${actor} ${other}`, (pairs.get(`${actor} ${other}`) ?? 0) + 1);
      for (const [pair, times] of pairs) {
        relations += times;
        const [actor, other] = pair.split(" ");
        // As often as in English: the actor, then (no other name between) the other player as the one acted on.
        const same = new RegExp(`(?<![\\p{L}])${actor}(?![\\p{L}])(?:(?!(?:${NAME}))[^])*?(?:игрока|игроку|на) ${other}(?![\\p{L}])`, "gu");
        if ((ru[i]!.match(same) ?? []).length < times) wrong.push(`${line}\n  -> ${ru[i]}`);
      }
    }
    // The games do have such lines, so the check is not empty.
    expect(relations).toBeGreaterThan(10);
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it("leaves no English but the players' names", () => {
    // A card whose name holds a comma, in a list (Conspiracy Theory's Murder, Inc.).
    const listed = id === "conspiracy-theory" ? ["Take Racketeer; put back Murder, Inc., Reinforcements (top first)"] : [];
    const english = [...ru, ...inRussian(id, listed)].flatMap((line, i) => {
      const words = NAMES.reduce((s, n) => s.replaceAll(n, ""), line).match(/[A-Za-z]{2,}/g);
      return words ? [`${[...en, ...listed][i]}\n  -> ${line}`] : [];
    });
    expect(english.slice(0, 10)).toEqual([]);
  });
});
