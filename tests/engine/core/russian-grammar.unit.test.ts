/**
 * Russian counts agree with their nouns: 1 карта, 2 карты, 5 карт, 11 карт, 21 карта, 22 карты,
 * 25 карт (and 0 карт). The shared rule (engine/core/russian-grammar.ts) is held to the
 * locale's own rule, Intl.PluralRules("ru"); the games' sentences that print a count take the
 * form it picks; and a score label, which the page writes after a number with nothing to agree
 * with, is an abbreviation that reads right after any number.
 */
import { describe, expect, it } from "vitest";
import { pick, plural, pluralForm } from "@backroom/engine/core/russian-grammar";
import { russian as conspiracy } from "@backroom/engine/conspiracy-theory/russian";
import { russian as politika } from "@backroom/engine/politika/russian";
import { russian as twelve } from "@backroom/engine/twelve-o-twelve/russian";
import { conspiracyTheory } from "@backroom/engine/conspiracy-theory/index";
import { politika as politikaGame } from "@backroom/engine/politika/index";
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";
import { FORM_WORDS } from "../../../web/games/twelve-o-twelve/form-words";

const COUNTS = [0, 1, 2, 5, 11, 21, 22, 25];
const locale = new Intl.PluralRules("ru");
/** What a noun after `n` must be, by the locale's rule. */
const expected = (n: number, one: string, few: string, many: string) => ({ one, few, many })[locale.select(n) as "one" | "few" | "many"];

describe("Russian plural agreement", () => {
  it.each([...COUNTS, 3, 4, 12, 13, 14, 100, 101, 104, 111, 112, 1000])("%i takes the form Intl.PluralRules('ru') picks", (n) => {
    expect(pluralForm(n)).toBe(locale.select(n));
    expect(plural(n, "карта", "карты", "карт")).toBe(`${n} ${expected(n, "карта", "карты", "карт")}`);
    expect(pick(n, "a", "b", "c")).toBe(expected(n, "a", "b", "c"));
  });

  it.each(COUNTS)("the games' sentences agree with %i", (n) => {
    expect(twelve(`Аня draws ${n} cards (Seek Contacts).`)).toContain(`берёт ${n} ${expected(n, "карту", "карты", "карт")} (`);
    expect(twelve(`Discard exactly ${n} cards, keeping 5.`)).toContain(`${n} ${expected(n, "карту", "карты", "карт")},`);
    expect(twelve(`Poaching it costs ${n} Influence.`)).toContain(`${n} ${expected(n, "Влияние", "Влияния", "Влияния")}.`);
    expect(twelve(`Аня already has ${n} Compromat and takes no more (Cobra).`)).toContain(`${n} ${expected(n, "жетон", "жетона", "жетонов")} Компромата`);
    expect(conspiracy(`Аня draws ${n} cards.`)).toBe(`Аня берёт ${n} ${expected(n, "карту", "карты", "карт")}.`);
    expect(politika(`Аня buys ${n} action cards and ends the turn.`)).toContain(`покупает ${n} ${expected(n, "карту", "карты", "карт")} действий`);
    expect(politika(`At most ${n} offers per player per turn.`)).toContain(`${n} ${expected(n, "предложения", "предложений", "предложений")}`);
  });

  it.each(COUNTS)("the Get Food form agrees with %i", (n) => {
    expect(FORM_WORDS.ru.cards(n)).toBe(`${n} ${expected(n, "карта", "карты", "карт")}`);
    expect(FORM_WORDS.ru.food(n)).toBe(`${n} ${expected(n, "Еда", "Еды", "Еды")}`);
  });

  it.each([
    ["Conspiracy Theory", conspiracyTheory, conspiracy],
    ["12-0-12", twelveOTwelve, twelve],
    ["Politika", politikaGame, politika],
  ] as const)("%s's score label reads right after any number", (_name, def, say) => {
    const state = def.setup({ seats: def.minPlayers, options: def.optionsSchema.parse({}), seed: "score" } as never);
    const label = say(def.result(state as never).scoreLabel);
    // An abbreviation ("ур. допуска", "ПО") does not decline, so "0 …", "1 …" and "5 …" all read.
    expect(/^\p{Lu}+$|^\p{L}+\./u.test(label), label).toBe(true);
  });
});
