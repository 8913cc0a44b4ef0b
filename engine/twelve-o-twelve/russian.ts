/**
 * 12-0-12's engine sentences in Russian. The engine stays pure and writes English (move labels
 * in view.ts, history lines from the rules files, the result); this turns each sentence it can
 * write into Russian, by pattern, with the card names of russian-cards.ts in guillemets,
 * declined as the sentence needs (russian-cases.ts: "привлекает «Лису»", "с «Мыши»"). A sentence
 * no pattern knows keeps its English words but gets Russian card names, so a new engine sentence
 * degrades visibly rather than breaking; a test walks whole random games to catch that. Rule
 * violations (the API's refusals) are in russian-refusals.ts; the platform's notes on a line (a
 * bot's move, a seat change) are read by engine/core/russian-platform.ts. Kept out of the
 * engine's index.ts (the game bundles stay lean); the web page and the Russian emails import it.
 */
import { ANIMALS, FACTIONS, FACTION_NAMES, LEADERS, type AnimalId, type Faction, type LeaderId } from "./cards";
import { ANIMAL_RU, FACTION_RU, LEADER_RU } from "./russian-cards";
import { NAME_CASES, type NameCases } from "./russian-cases";
import { REFUSAL_RULES, REFUSALS } from "./russian-refusals";
import { type Rule, apply } from "../core/phrasebook";
import { plural } from "../core/russian-grammar";
import { withPlatform } from "../core/russian-platform";

type Case = "nom" | "gen" | "dat" | "acc" | "ins";
interface Name extends NameCases {
  readonly nom: string;
}
const RU_NAME = new Map<string, Name>([
  ...ANIMALS.map((a) => [a.name, { nom: ANIMAL_RU[a.id as AnimalId].name, ...NAME_CASES[a.id as AnimalId] }] as const),
  ...LEADERS.map((l) => [l.name, { nom: LEADER_RU[l.id as LeaderId].name, ...NAME_CASES[l.id as LeaderId] }] as const),
]);
const FACTION_BY_NAME = new Map<string, Faction>(FACTIONS.map((f) => [FACTION_NAMES[f], f]));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alt = (xs: Iterable<string>) => [...xs].sort((a, b) => b.length - a.length).map(escape).join("|");
const ANY_CARD = new RegExp(alt(RU_NAME.keys()), "g");
const FACTION = `(${alt(FACTION_BY_NAME.keys())})`;

/** A card or Leader name in Russian, in guillemets, in the case `c` ("«Лису»"); null when `en` is none. */
function card(en: string, c: Case = "nom"): string | null {
  const ru = RU_NAME.get(en);
  return ru === undefined ? null : `«${ru[c]}»`;
}
/** "ему" or "ей": the pronoun for the card `en` in the dative ("скормив ей «Мышь»"). */
const toIt = (en: string): string => (RU_NAME.get(en)?.feminine ? "ей" : "ему");
const faction = (en: string): string => FACTION_RU[FACTION_BY_NAME.get(en)!];
/** " (фракция: Птицы)" for an " as Birds" part; "" when absent. */
const as = (en: string | undefined): string => (en ? ` (фракция: ${faction(en)})` : "");
function cardList(list: string, c: Case = "nom"): string | null {
  const out = list.split(", ").map((x) => card(x, c));
  return out.every((x) => x !== null) ? out.join(", ") : null;
}

/** Counted nouns in the accusative, as taken or paid: 1 карту, 2 карты, 5 карт. */
const food = (n: number) => plural(n, "Еду", "Еды", "Еды");
const influence = (n: number) => plural(n, "Влияние", "Влияния", "Влияния");
const cardsN = (n: number) => plural(n, "карту", "карты", "карт");

/** "2 Food", "1 Influence", "3 cards", "2 from supporters", "nothing" — one amount. */
function amount(en: string): string | null {
  const m = /^(\d+) (Food|Influence|cards?|from supporters)$/.exec(en);
  if (!m) return en === "nothing" ? "ничего" : null;
  const n = Number(m[1]);
  return m[2] === "Food" ? food(n) : m[2] === "Influence" ? influence(n) : m[2] === "from supporters" ? `${n} со сторонников` : cardsN(n);
}
/** Amounts joined by `sep` ("2 Food and 1 card"); null if any is unknown. */
function amounts(en: string, sep: string, ruSep: string): string | null {
  const out = en.split(sep).map(amount);
  return out.every((x) => x !== null) ? out.join(ruSep) : null;
}

/** Why something happened, as the engine puts it in brackets. */
function why(en: string): string | null {
  const fixed: Record<string, string> = { Free: "«Свободные»", "Seek Contacts": "«Искать связи»", "lost the Boar": "потерян «Кабан»" };
  if (fixed[en]) return fixed[en];
  const sym = /^(\d+) (Free|Rulers) symbols$/.exec(en);
  if (sym) return `символов «${sym[2] === "Free" ? "Свободные" : "Правители"}»: ${sym[1]}`;
  const hippo = /^(.+), Hippo \+1$/.exec(en);
  if (hippo) return why(hippo[1]!) && `${why(hippo[1]!)}, «Бегемот» +1`;
  return card(en);
}

/**
 * A supporter as a label names it: "Bo's Mouse [Birds, 1 Food, 2 Influence]" — owner, card,
 * a Chameleon's faction and its tokens, each part optional.
 */
const SUPPORTER = new RegExp(`^(?:(.+)'s )?(${alt(RU_NAME.keys())})(?: \\[(?:${FACTION}, )?(no tokens|(?:\\d+ Food)?(?:, )?(?:\\d+ Influence)?)\\])?$`);
function supporter(en: string, c: Case = "nom"): string | null {
  const m = SUPPORTER.exec(en);
  if (!m) return null;
  const tokens = m[4] === undefined ? "" : m[4] === "no tokens" ? "без жетонов" : m[4].replace(/(\d+) Food/, "Еда: $1").replace(/(\d+) Influence/, "Влияние: $1");
  const inside = [m[3] ? faction(m[3]) : "", tokens].filter(Boolean).join(", ");
  return `${card(m[2]!, c)}${m[1] ? ` игрока ${m[1]}` : ""}${inside ? ` [${inside}]` : ""}`;
}

/** Splits at `sep` outside brackets (supporters' tokens are listed inside brackets). */
function split(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "[") depth++;
    else if (text[i] === "]") depth--;
    else if (depth === 0 && text.startsWith(sep, i)) {
      out.push(text.slice(from, i));
      from = i + sep.length;
      i += sep.length - 1;
    }
  }
  return [...out, text.slice(from)];
}
/** The result's summary names seats "Player 2" (it has no names). */
const player = (name: string): string => name.replace(/^Player (\d+)$/, "Игрок $1");
const every = (xs: (string | null)[]): xs is string[] => xs.every((x) => x !== null);

/** What a label says is paid: "2 Food + 1 Influence + 1 Food and 1 Influence from Penguin". */
function payment(en: string): string | null {
  const parts = split(en, " + ").map((p) => {
    const from = /^(.+) from (.+)$/.exec(p);
    if (from) {
      const what = amounts(from[1]!, " and ", " и ");
      const who = supporter(from[2]!, "gen");
      return what && who && `${what} с ${who}`;
    }
    return amount(p);
  });
  return every(parts) ? parts.join(" + ") : null;
}
/** "заплатить 2 Еды", or "бесплатно" when the payment is nothing. */
const pay = (ru: string): string => (ru === "ничего" ? "бесплатно" : `заплатить ${ru}`);
const paid = (ru: string): string => (ru === "ничего" ? "ничего не заплатив" : `заплатив ${ru}`);

/** The ability a Use or Skip label names. */
function ability(en: string): string | null {
  if (en === "ability") return "способность";
  if (en === "Chameleon (name its faction)") return "«Хамелеон» (назвать фракцию)";
  const supplier = /^(.*) \(Supplier: feed 1 Food\)$/.exec(en);
  if (supplier) return supplier[1] ? supporter(supplier[1]) && `${supporter(supplier[1])} (Поставщик: накормить 1 Едой)` : "Поставщик: накормить 1 Едой";
  return supporter(en);
}


/** One part of a Use label, after the colon. */
const USE_BITS: readonly Rule[] = [
  [/^take 1 (Food|Influence) from (.+)$/, (m) => supporter(m[2]!, "gen") && `взять 1 ${m[1] === "Food" ? "Еду" : "Влияние"} с ${supporter(m[2]!, "gen")}`],
  [/^on (.+)$/, (m) => (supporter(m[1]!, "acc") ? `на ${supporter(m[1]!, "acc")}` : `на игрока ${m[1]}`)],
  [/^feed (.+) twice$/, (m) => supporter(m[1]!, "acc") && `накормить ${supporter(m[1]!, "acc")} дважды`],
  [/^feed (.+) and (.+)$/, (m) => (every([supporter(m[1]!, "acc"), supporter(m[2]!, "acc")]) ? `накормить ${supporter(m[1]!, "acc")} и ${supporter(m[2]!, "acc")}` : null)],
  [new RegExp(`^give (.+), take (.+?)(?: as ${FACTION})?$`), (m) =>
    (every([supporter(m[1]!, "acc"), supporter(m[2]!, "acc")]) ? `отдать ${supporter(m[1]!, "acc")}, взять ${supporter(m[2]!, "acc")}${as(m[3])}` : null)],
  [new RegExp(`^attract (.+?)(?: as ${FACTION})? \\(pay (.+)\\)$`), (m) => (every([card(m[1]!, "acc"), payment(m[3]!)]) ? `привлечь ${card(m[1]!, "acc")}${as(m[2])} (${pay(payment(m[3]!)!)})` : null)],
  [new RegExp(`^feed every ${FACTION} supporter$`), (m) => `накормить каждого своего сторонника фракции «${faction(m[1]!)}»`],
  [new RegExp(`^${FACTION}$`), (m) => `фракция «${faction(m[1]!)}»`],
];
function useBits(en: string): string | null {
  // "give A, take B" is one part holding the separator.
  const parts = split(en, ", ").reduce<string[]>((acc, p) => (p.startsWith("take ") && acc.at(-1)?.startsWith("give ") ? [...acc.slice(0, -1), `${acc.at(-1)}, ${p}`] : [...acc, p]), []);
  const out = parts.map((p) => apply(USE_BITS, p));
  return every(out) ? out.join(", ") : null;
}

/** Move labels (the move panel's buttons, the email's choices). */
const LABELS: readonly Rule[] = [
  [/^Keep the (.+)$/, (m) => card(m[1]!) && `Оставить Лидера ${card(m[1]!)}`],
  [/^Get Food: discard nothing$/, () => "Добыть еду: ничего не сбрасывать"],
  [/^Get Food: discard (.+) \((.+?)(, \+1 Food for the Sparrow)?\)$/, (m) => {
    const cards = m[1]!.split(", ").map((g) => cardList(g.split(" + ").join(", "), "acc")?.split(", ").join(" + ") ?? null);
    const gains = amounts(m[2]!, " and ", " и ");
    return every(cards) && gains ? `Добыть еду: сбросить ${cards.join(", ")} (${gains}${m[3] ? ", +1 Еда за «Воробья»" : ""})` : null;
  }],
  [/^Discard (.+)$/, (m) => cardList(m[1]!, "acc") && `Сбросить ${cardList(m[1]!, "acc")}`],
  [new RegExp(`^Attract (.+?)(?: as ${FACTION})?(?: feeding it (.+))? \\(pay (.+)\\)$`), (m) =>
    (every([card(m[1]!, "acc"), m[3] ? supporter(m[3], "acc") : "", payment(m[4]!)])
      ? `Привлечь ${card(m[1]!, "acc")}${as(m[2])}${m[3] ? `, скормив ${toIt(m[1]!)} ${supporter(m[3], "acc")}` : ""} (${pay(payment(m[4]!)!)})`
      : null)],
  [new RegExp(`^Poach (.+?)(?: as ${FACTION})? from (.+) \\(pay (\\d+|\\?) Influence\\)$`), (m) =>
    supporter(m[1]!, "acc") && `Переманить ${supporter(m[1]!, "acc")}${as(m[2])} у игрока ${m[3]} (заплатить ${m[4] === "?" ? "? Влияния" : influence(Number(m[4]))})`],
  [/^Seek Contacts$/, () => "Искать связи"],
  [/^Seek Contacts, taking a random card from (.+) \(Raven\)$/, (m) => `Искать связи, взяв случайную карту у игрока ${m[1]} («Ворон»)`],
  [/^End the turn$/, () => "Закончить ход"],
  [/^Skip (.+)$/, (m) => ability(m[1]!) && `Пропустить: ${ability(m[1]!)}`],
  [/^Use (.+)$/, (m) => use(m[1]!)],
];

/** "Use Camel (Supplier: feed 1 Food): on Mouse": the ability's own name may hold a colon too. */
function use(en: string): string | null {
  for (let i = en.indexOf(": "); i > 0; i = en.indexOf(": ", i + 1)) {
    const what = ability(en.slice(0, i));
    const bits = useBits(en.slice(i + 2));
    if (what !== null && bits !== null) return `Применить: ${what} — ${bits}`;
  }
  return ability(en) && `Применить: ${ability(en)}`;
}

/** History sentences, each ending with a full stop; a history line may hold several. */
const SENTENCES: readonly Rule[] = [
  [/^The discard pile is shuffled into a new Animal deck\.$/, () => "Сброс перемешан в новую колоду Зверей."],
  [/^The turn limit \((\d+)\) is reached; the highest VP \((\d+)\) wins\.$/, (m) => `Достигнут предел ходов (${m[1]}): побеждает больше всех ПО (${m[2]}).`],
  [/^(.+) wins with (\d+) VP(?: and the (.+)'s condition)?\.$/, (m) => (m[3] && !card(m[3]) ? null : `${player(m[1]!)} побеждает: ${m[2]} ПО${m[3] ? ` и цель Лидера ${card(m[3])}` : ""}.`)],
  [/^(.+) takes 2 more Food \(Rabbit\)\.$/, (m) => `${m[1]} берёт ещё 2 Еды («Кролик»).`],
  [/^(.+) takes 1 Compromat \((.+)\)\.$/, (m) => why(m[2]!) && `${m[1]} получает 1 Компромат (${why(m[2]!)}).`],
  [/^(.+) already has (\d+) Compromat and takes no more \((.+)\)\.$/, (m) => why(m[3]!) && `У игрока ${m[1]} уже ${plural(Number(m[2]), "жетон", "жетона", "жетонов")} Компромата, больше не получает (${why(m[3]!)}).`],
  [/^(.+) returns 1 Compromat \(Beaver\)\.$/, (m) => `${m[1]} возвращает 1 Компромат («Бобр»).`],
  [/^(.+) takes (.+) at random from (.+)'s hand \(Raven\)\.$/, (m) => card(m[2]!, "acc") && `${m[1]} берёт наугад ${card(m[2]!, "acc")} с руки игрока ${m[3]} («Ворон»).`],
  [/^(.+) takes a random card from (.+)'s hand \(Raven\)\.$/, (m) => `${m[1]} берёт случайную карту с руки игрока ${m[2]} («Ворон»).`],
  [/^(.+) takes back the (.+) with the Crocodile; (.+) first uses the (.+) \(Turtle FAQ\)\.$/, (m) =>
    (every([card(m[2]!, "acc"), card(m[4]!, "gen")]) ? `${m[1]} забирает обратно ${card(m[2]!, "acc")} способностью «Крокодила»; сначала ${m[3]} применяет способность ${card(m[4]!, "gen")} (ЧаВо о «Черепахе»).` : null)],
  [/^(.+) cannot take back the (.+): it is no longer another player's supporter\.$/, (m) => card(m[2]!, "acc") && `${m[1]} не может забрать обратно ${card(m[2]!, "acc")}: это больше не сторонник другого игрока.`],
  [/^(.+) takes (.+) from (.+) \(Crocodile\)\.$/, (m) => card(m[2]!, "acc") && `${m[1]} забирает ${card(m[2]!, "acc")} у игрока ${m[3]} («Крокодил»).`],
  [/^(.+) takes (.+) \((.+)\)\.$/, (m) => (every([amounts(m[2]!, " and ", " и "), why(m[3]!)]) ? `${m[1]} берёт ${amounts(m[2]!, " and ", " и ")} (${why(m[3]!)}).` : null)],
  [new RegExp(`^(.+) names ${FACTION} for the Eagle\\.$`), (m) => `${m[1]} называет для «Орла» фракцию «${faction(m[2]!)}».`],
  [new RegExp(`^(.+) names the Chameleon's faction: ${FACTION}\\.$`), (m) => `${m[1]} называет фракцию «Хамелеона»: «${faction(m[2]!)}».`],
  [/^(.+) uses the Cobra on (.+)\.$/, (m) => `${m[1]} применяет «Кобру» к игроку ${m[2]}.`],
  [/^(.+) moves 1 Food from (.+)'s reserve \((.+)\)\.$/, (m) => why(m[3]!) && `${m[1]} перемещает 1 Еду из запаса игрока ${m[2]} (${why(m[3]!)}).`],
  [/^(.+) moves 1 (Food|Influence) from (.+)'s (.+) \(Magpie\)\.$/, (m) => card(m[4]!, "gen") && `${m[1]} перемещает 1 ${m[2] === "Food" ? "Еду" : "Влияние"} с ${card(m[4]!, "gen")} игрока ${m[3]} («Сорока»).`],
  [/^(.+) exchanges (.+) for (.+)'s (.+) \(Turtle\)\.$/, (m) => (every([card(m[2]!, "acc"), card(m[4]!, "acc")]) ? `${m[1]} обменивает ${card(m[2]!, "acc")} на ${card(m[4]!, "acc")} игрока ${m[3]} («Черепаха»).` : null)],
  [new RegExp(`^(.+) attracts (.+?)(?: as ${FACTION})? with the Penguin's resources \\((\\d+) Food, (\\d+) Influence\\)\\.$`), (m) =>
    card(m[2]!, "acc") && `${m[1]} привлекает ${card(m[2]!, "acc")}${as(m[3])} за ресурсы с «Пингвина» (Еда: ${m[4]}, Влияние: ${m[5]}).`],
  [/^(.+) feeds (.+) (\d+) Food \((.+)\)\.$/, (m) => (every([card(m[2]!, "acc"), why(m[4]!)]) ? `${m[1]} кормит ${card(m[2]!, "acc")}: ${food(Number(m[3]))} (${why(m[4]!)}).` : null)],
  [/^(.+) reveals the Leader (.+)\.$/, (m) => card(m[2]!) && `${m[1]} открывает Лидера ${card(m[2]!)}.`],
  [/^(.+) discards (.+)\.$/, (m) => cardList(m[2]!, "acc") && `${m[1]} сбрасывает ${cardList(m[2]!, "acc")}.`],
  [/^(.+) takes the first turn\.$/, (m) => `Первый ход делает ${m[1]}.`],
  [/^(.+) gets Food, discarding nothing\.$/, (m) => `${m[1]} добывает еду, ничего не сбрасывая.`],
  [/^(.+) gets Food: discards (.+) and takes (.+?)( \(Sparrow \+1 Food\))?\.$/, (m) =>
    (every([cardList(m[2]!, "acc"), amounts(m[3]!, ", ", ", ")]) ? `${m[1]} добывает еду: сбрасывает ${cardList(m[2]!, "acc")} и берёт ${amounts(m[3]!, ", ", ", ")}${m[4] ? " («Воробей» +1 Еда)" : ""}.` : null)],
  [new RegExp(`^(.+) attracts (.+?)(?: as ${FACTION})?(?: feeding it (.+))?, paying (.+)\\.$`), (m) =>
    (every([card(m[2]!, "acc"), m[4] ? card(m[4], "acc") : "", amounts(m[5]!, ", ", ", ")]) ? `${m[1]} привлекает ${card(m[2]!, "acc")}${as(m[3])}${m[4] ? `, скормив ${toIt(m[2]!)} ${card(m[4], "acc")}` : ""}, ${paid(amounts(m[5]!, ", ", ", ")!)}.` : null)],
  [new RegExp(`^(.+) poaches (.+?)(?: as ${FACTION})? from (.+) for (\\d+) Influence(?:, taking its (\\d+) tokens)?\\.$`), (m) =>
    card(m[2]!, "acc") && `${m[1]} переманивает ${card(m[2]!, "acc")}${as(m[3])} у игрока ${m[4]} за ${influence(Number(m[5]))}${m[6] ? `, забирая с него жетоны: ${m[6]}` : ""}.`],
  [/^(.+) seeks contacts\.$/, (m) => `${m[1]} ищет связи.`],
  [/^(.+) chooses a Leader\.$/, (m) => `${m[1]} выбирает Лидера.`],
  [/^(.+) chooses the cards to discard\.$/, (m) => `${m[1]} выбирает карты для сброса.`],
  [/^(.+) does not use the (.+)\.$/, (m) => card(m[2]!, "gen") && `${m[1]} не применяет способность ${card(m[2]!, "gen")}.`],
  [/^(.+) ends the turn without a second action\.$/, (m) => `${m[1]} заканчивает ход без второго действия.`],
  [/^(.+) draws no card \((.+)\): deck and discard are empty\.$/, (m) => why(m[2]!) && `${m[1]} не берёт карт (${why(m[2]!)}): колода и сброс пусты.`],
  [/^(.+) draws (\d+) cards? \((.+)\)\.$/, (m) => why(m[3]!) && `${m[1]} берёт ${cardsN(Number(m[2]))} (${why(m[3]!)}).`],
  [/^(.+) draws (.+) \((.+)\)\.$/, (m) => (every([cardList(m[2]!, "acc"), why(m[3]!)]) ? `${m[1]} берёт ${cardList(m[2]!, "acc")} (${why(m[3]!)}).` : null)],
];

/** One or more sentences, split where a sentence ends and the rest can be read. */
function sentences(text: string): string | null {
  // Splits are tried first: a player's name is matched loosely, so "A seeks contacts. A draws…"
  // would otherwise read as one sentence by a player called "A seeks contacts. A".
  for (let i = text.indexOf(". "); i > 0; i = text.indexOf(". ", i + 1)) {
    const first = apply(SENTENCES, text.slice(0, i + 1));
    if (first === null) continue;
    const rest = sentences(text.slice(i + 2));
    if (rest !== null) return `${first} ${rest}`;
  }
  return apply(SENTENCES, text);
}

/** The result's score label and a bare word or two the page shows. */
const WORDS: Readonly<Record<string, string>> = {
  VP: "ПО",
  // The engine versions' change notes (index.ts CHANGES), shown beside a game's version link.
  "First release of the Backroom edition.": "Первый выпуск нашего издания.",
  "Spec revision 2: a Chameleon's faction is named by its owner each time it is needed (TR12), and the Turtle exchanges supporters of the same faction (TR13).":
    "Вторая редакция правил: фракцию Хамелеона его владелец называет каждый раз, когда она нужна (TR12), а Черепаха обменивает сторонников одной фракции (TR13).",
};

/** An engine sentence, move label, result or rule violation in Russian, or null. */
function known(text: string): string | null {
  return withPlatform(text, (t) => WORDS[t] ?? REFUSALS[t] ?? apply(REFUSAL_RULES, t) ?? apply(LABELS, t) ?? sentences(t));
}

/** An engine sentence, move label, result or rule violation in Russian. */
export function russian(text: string): string {
  return known(text) ?? text.replace(ANY_CARD, (name) => card(name)!);
}

/** Whether `text` is fully translated (tests walk whole games with this). */
export function knows(text: string): boolean {
  return known(text) !== null;
}
