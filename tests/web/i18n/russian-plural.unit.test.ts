/**
 * The site's Russian agrees with its numbers and reads naturally where players reported it did
 * not. Every counted string has the three Russian plural forms (i18next picks one by
 * Intl.PluralRules("ru")), and rendered for 0, 1, 2, 5, 11, 21, 22 and 25 each takes the right
 * noun; a range of players ("2–4") agrees with its last number; the phrasings of the report
 * ("Ждём: вы.", "Сейчас вы никому не нужны", "Никто этого не ждёт", "играть в «…»") stay gone.
 */
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "../../../web/i18n/en";
import ru from "../../../web/i18n/ru";
import { strings as ctStrings } from "../../../web/games/conspiracy-theory/strings";
import { strings as twelveStrings } from "../../../web/games/twelve-o-twelve/strings";
import { strings as politikaStrings } from "../../../web/games/politika/strings";
import { boardStrings as politikaBoard } from "../../../web/games/politika/board-strings";
import { conspiracyTheory } from "@backroom/engine/conspiracy-theory/index";
import { politika } from "@backroom/engine/politika/index";
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";

const GAMES = [conspiracyTheory, twelveOTwelve, politika];

const COUNTS = [0, 1, 2, 5, 11, 21, 22, 25];
const locale = new Intl.PluralRules("ru");
const form = (n: number, one: string, few: string, many: string) => ({ one, few, many })[locale.select(n) as "one" | "few" | "many"];

const t = i18next.createInstance();
void t.init({
  lng: "ru", fallbackLng: false, initAsync: false, interpolation: { escapeValue: false },
  resources: {
    ru: { translation: ru, "conspiracy-theory": ctStrings.ru, "twelve-o-twelve": twelveStrings.ru, politika: { ...politikaStrings.ru, ...politikaBoard.ru } },
    en: { translation: en },
  },
});

type Tree = { readonly [k: string]: string | Tree };
/** The keys of `tree` with plural forms, each with the forms it has. */
function pluralKeys(tree: Tree, prefix = "", out = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v !== "string") pluralKeys(v, `${prefix}${k}.`, out);
    else {
      const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(k);
      if (m) out.set(`${prefix}${m[1]}`, (out.get(`${prefix}${m[1]}`) ?? new Set()).add(m[2]!));
    }
  }
  return out;
}

describe("Russian numbers and phrasing on the site", () => {
  it.each([
    ["the site", ru],
    ["Conspiracy Theory", ctStrings.ru],
    ["12-0-12", twelveStrings.ru],
    ["Politika", { ...politikaStrings.ru, ...politikaBoard.ru }],
  ] as const)("%s: every counted string has the forms one, few, many and other", (_name, tree) => {
    const incomplete = [...pluralKeys(tree as unknown as Tree)].filter(([, forms]) => !["one", "few", "many", "other"].every((f) => forms.has(f)));
    expect(incomplete.map(([k, f]) => `${k}: ${[...f].join(", ")}`)).toEqual([]);
  });

  it.each(COUNTS)("counted strings take the noun %i needs", (n) => {
    expect(t.t("lobby.needs", { count: n })).toContain(`${n} ${form(n, "игрок", "игрока", "игроков")}`);
    expect(t.t("pressDashboard.unread", { count: n })).toBe(`${n} ${form(n, "непрочитанное сообщение", "непрочитанных сообщения", "непрочитанных сообщений")}`);
    expect(t.t("press.unread", { count: n })).toBe(`${n} ${form(n, "непрочитанное", "непрочитанных", "непрочитанных")}`);
    expect(t.t("dashboard.unopened", { count: n })).toContain(`${n} ${form(n, "приглашение", "приглашения", "приглашений")}`);
    expect(t.t("timeControl.day", { count: n })).toBe(`${n} ${form(n, "день", "дня", "дней")}`);
    expect(t.t("settings.hours", { count: n })).toBe(`${n} ${form(n, "час", "часа", "часов")}`);
    expect(t.t("game.since", { count: n, since: "начала игры" })).toContain(`${n} ${form(n, "ход", "хода", "ходов")}`);
    // "из 21 карты", "из 22 карт": the genitive after «из».
    expect(t.t("rules.shown", { shown: 1, count: n })).toBe(`1 из ${n} ${form(n, "карты", "карт", "карт")}`);
    expect(t.t("conspiracy-theory:board.priority", { name: "Аня", count: n })).toContain(`${n} ${form(n, "пас", "паса", "пасов")} подряд`);
    expect(t.t("politika:forms.dice", { count: n, amount: "$0" })).toContain(`${n} ${form(n, "кубик", "кубика", "кубиков")}`);
  });

  it.each(GAMES.map((g) => [g.title, g.minPlayers, g.maxPlayers] as const))("%s's range of %i to %i players agrees with its last number", (_title, min, max) => {
    for (const text of [t.t("create.players", { min, max }), t.t("create.needs", { title: "Теория заговора", min, max })]) {
      const bare = new RegExp(`${min}–${max} (\\p{L}+)`, "u").exec(text);
      const upTo = new RegExp(`до ${max} (\\p{L}+)`, "u").exec(text);
      expect(bare ?? upTo, text).not.toBeNull();
      // "2–4 игрока" (the noun after a bare number) or "до 4 игроков" (the genitive after «до»).
      if (bare) expect(bare[1], text).toBe(form(max, "игрок", "игрока", "игроков"));
      else expect(upTo![1], text).toBe(form(max, "игрока", "игроков", "игроков"));
    }
  });

  it("the reported phrasings are gone", () => {
    const you = t.t("game.you");
    const texts = [
      t.t("game.waitingFor", { names: you }), t.t("game.waitingFor", { names: `${you}, Борис` }), t.t("dashboard.waitingEmpty"),
      t.t("game.optional", { choice: t.t("game.optionalMoves", { count: 2 }) }), t.t("game.satDown", { names: "Аня, Борис", title: "Теория заговора" }),
      t.t("politika:forms.tradesWith", { name: "Борис" }),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(/Ждём:? вы\b|никому не нужны|Никто этого не ждёт|никто не ждёт|играть в «/);
    }
    // A quoted title is never the object of a verb on its own: the generic noun takes the case.
    expect(t.t("game.satDown", { names: "Аня, Борис", title: "Теория заговора" })).toBe("Аня, Борис садятся за игру «Теория заговора».");
  });
});
