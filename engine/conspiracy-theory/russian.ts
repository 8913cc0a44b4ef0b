/**
 * Conspiracy Theory's engine sentences in Russian. The engine stays pure and writes English
 * (its move labels and history lines, engine/conspiracy-theory/view.ts and the rules files);
 * this turns each sentence it can write into the rulebook's Russian, by pattern, with card names
 * from the card data's `nameRu` (the rulebook's own words: Организация, Исполнитель, свалка
 * истории…). A card's name is a title in guillemets and never declines, so it always follows
 * the noun of its kind in the case the sentence needs ("играет карту «Вербовка»", "атакует
 * Исполнителем «Хакер»"), and a verb agrees with that noun. A sentence no pattern knows keeps
 * its English words but gets Russian card names, so a new engine sentence degrades visibly
 * rather than breaking; tests walk whole games to catch that. The platform's notes on a line
 * (a bot's move, a seat change) are read by engine/core/russian-platform.ts. Kept out of the
 * engine's index.ts (the game bundles stay lean); the web page and the Russian emails import it.
 */
import { cards, type CardDef, type CardKind } from "./cards";
import { REFUSALS } from "./russian-refusals";
import { type Rule, all, apply } from "../core/phrasebook";
import { plural } from "../core/russian-grammar";
import { withPlatform } from "../core/russian-platform";

type Case = "nom" | "gen" | "dat" | "acc" | "ins";
const forms = (nom: string, gen: string, dat: string, acc: string, ins: string): Record<Case, string> => ({ nom, gen, dat, acc, ins });

/** The rulebook's noun for each kind of card, by case, and whether it is feminine (for the verb). */
const NOUN: Readonly<Record<CardKind, { readonly forms: Record<Case, string>; readonly feminine: boolean }>> = {
  organization: { forms: forms("Организация", "Организации", "Организации", "Организацию", "Организацией"), feminine: true },
  wild: { forms: forms("карта", "карты", "карте", "карту", "картой"), feminine: true },
  executor: { forms: forms("Исполнитель", "Исполнителя", "Исполнителю", "Исполнителя", "Исполнителем"), feminine: false },
  artifact: { forms: forms("Артефакт", "Артефакта", "Артефакту", "Артефакт", "Артефактом"), feminine: false },
  certificate: {
    forms: forms("Сертификат Мастерства", "Сертификата Мастерства", "Сертификату Мастерства", "Сертификат Мастерства", "Сертификатом Мастерства"),
    feminine: false,
  },
  action: { forms: forms("карта", "карты", "карте", "карту", "картой"), feminine: true },
};

const BY_EN = new Map<string, CardDef>(cards.map((c) => [c.nameEn, c]));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ANY_CARD = new RegExp([...BY_EN.keys()].sort((a, b) => b.length - a.length).map(escape).join("|"), "g");
const upper = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "карту «Вербовка»", "Исполнителем «Хакер»": a card after its kind's noun; null when `en` is not a card. */
function card(en: string, c: Case): string | null {
  const def = BY_EN.get(en);
  return def ? `${NOUN[def.kind].forms[c]} «${def.nameRu}»` : null;
}
/** The same at the start of a sentence. */
const Card = (en: string, c: Case = "nom"): string | null => {
  const out = card(en, c);
  return out && upper(out);
};
/** The bare title in guillemets, for lists and brackets ("(«Утечка информации»)"). */
function title(en: string): string | null {
  const def = BY_EN.get(en);
  return def ? `«${def.nameRu}»` : null;
}
/** "«A», «B»" of card titles; null if any is not a card. */
function titles(list: string): string | null {
  // A title may hold a comma ("Murder, Inc."), so the list is read as whole titles, longest first.
  const one = `(?:${[...BY_EN.keys()].sort((a, b) => b.length - a.length).map(escape).join("|")})`;
  if (!new RegExp(`^${one}(?:, ${one})*$`).test(list)) return null;
  return [...list.matchAll(new RegExp(one, "g"))].map((m) => title(m[0])!).join(", ");
}
/** What a card is played on: another card ("на карту «Вето»") or a player ("против игрока Аня"). */
const onTarget = (x: string): string => {
  const c = card(x, "acc");
  return c ? `на ${c}` : `против игрока ${x}`;
};

/** Whether the card's noun is feminine, so that a verb agrees with it ("отменена", "отменён"). */
function feminine(en: string): boolean {
  const def = BY_EN.get(en);
  return def ? NOUN[def.kind].feminine : false;
}

const SIDE: Record<string, string> = { attacker: "нападающего", defender: "обороняющегося" };
const AUTO_PASS: Record<string, string> = { manual: "вручную", "when-unable": "когда нечем ответить", bystander: "в чужих боях" };
const LEGAL: Record<string, string> = { legal: "допустима", "not legal yet": "пока недопустима" };
const HADRON_LABEL = " with Hadron power (the Hadron Collider makes it attack 4, defence 4, connected)";
const HADRON_RU = " с силой Адронного Коллайдера (атака 4, защита 4, связь с Организацией)";
const TRIED = " (the copy tried this turn)";
const TRIED_RU = " (копия, которую уже пробовали в этот ход)";
const PICK_VERB: Record<string, string> = { Discard: "Сбросить", Take: "Взять", Choose: "Выбрать", "Discard for +1": "Сбросить за +1", Capture: "Захватить" };
const cards_ = (n: string) => plural(Number(n), "карту", "карты", "карт");

/** Move labels (the move panel's buttons, the email's choices). */
const LABELS: readonly Rule[] = [
  [/^Place (.+) in row (\d)$/, (m) => (m[1] === "it" ? `Выложить в ряд ${m[2]}` : card(m[1]!, "acc") && `Выложить ${card(m[1]!, "acc")} в ряд ${m[2]}`)],
  [/^Move (.+) to row (\d)$/, (m) => card(m[1]!, "acc") && `Переместить ${card(m[1]!, "acc")} в ряд ${m[2]}`],
  [/^Move (.+) from row (\d) to row (\d) \(pyramid ([\d-]+), (legal|not legal yet)\)$/, (m) =>
    card(m[1]!, "acc") && `Переместить ${card(m[1]!, "acc")} из ряда ${m[2]} в ряд ${m[3]} (конфигурация пирамиды ${m[4]}, ${LEGAL[m[5]!]})`],
  [/^Undo: put (.+) back from row (\d) to row (\d) \(pyramid ([\d-]+), (legal|not legal yet)\)$/, (m) =>
    card(m[1]!, "acc") && `Отменить: вернуть ${card(m[1]!, "acc")} из ряда ${m[2]} в ряд ${m[3]} (конфигурация пирамиды ${m[4]}, ${LEGAL[m[5]!]})`],
  [/^Done: keep the pyramid as ([\d-]+)$/, (m) => `Готово: оставить пирамиду в конфигурации ${m[1]}`],
  [/^Repair$/, () => "Восстановить пирамиду"],
  [/^Put (.+) into play$/, (m) => card(m[1]!, "acc") && `Ввести в игру ${card(m[1]!, "acc")}`],
  [/^Activate (.+?) \(roll ([\d-]+)\)(?: on (.+))?$/, (m) =>
    (all(card(m[1]!, "acc"), m[3] ? card(m[3], "dat") : "") ? `Активировать ${card(m[1]!, "acc")} (бросок ${m[2]})${m[3] ? `, прикрепив к ${card(m[3], "dat")}` : ""}` : null)],
  [new RegExp(`^Attack (.+?) with (.+?)(${escape(HADRON_LABEL)})?$`), (m) => card(m[2]!, "ins") && `Атаковать игрока ${m[1]} ${card(m[2]!, "ins")}${m[3] ? HADRON_RU : ""}`],
  [new RegExp(`^Library: discard (.+?)(${escape(TRIED)})? and draw 1$`), (m) =>
    card(m[1]!, "acc") && `«Библиотека Ивана Грозного»: сбросить ${card(m[1]!, "acc")}${m[2] ? TRIED_RU : ""} и взять 1 карту`],
  [/^End the turn$/, () => "Закончить ход"],
  [/^Play (.+?) on (.+?)'s (.+)$/, (m) => (all(card(m[1]!, "acc"), card(m[3]!, "acc")) ? `Сыграть ${card(m[1]!, "acc")} на ${card(m[3]!, "acc")} игрока ${m[2]}` : null)],
  [new RegExp(`^Play (.+?)(?: for the (attacker|defender))?(?: on (.+?))?(${escape(HADRON_LABEL)})?$`), (m) =>
    card(m[1]!, "acc") && `Сыграть ${card(m[1]!, "acc")}${m[2] ? ` за ${SIDE[m[2]]}` : ""}${m[3] ? ` ${onTarget(m[3])}` : ""}${m[4] ? HADRON_RU : ""}`],
  [/^Master of Intrigue: make them roll again$/, () => `${Card("Master of Intrigue")}: заставить перебросить кубик`],
  [/^Pass until this ends$/, () => "Пасовать до конца"],
  [/^Pass$/, () => "Пас"],
  [/^Keep (.+) in hand$/, (m) => (m[1] === "it" ? "Оставить на руке" : card(m[1]!, "acc") && `Оставить ${card(m[1]!, "acc")} на руке`)],
  [/^Stop discarding$/, () => "Прекратить сброс"],
  [/^Nothing to choose$/, () => "Выбирать нечего"],
  [/^Take (.+); put back (.+) \(top first\)$/, (m) => (all(card(m[1]!, "acc"), titles(m[2]!)) ? `Взять ${card(m[1]!, "acc")}; вернуть в колоду ${titles(m[2]!)} (первая — сверху)` : null)],
  [new RegExp(`^(Discard for \\+1|Discard|Take|Choose|Capture) (.+?)(${escape(TRIED)})?$`), (m) => card(m[2]!, "acc") && `${PICK_VERB[m[1]!]} ${card(m[2]!, "acc")}${m[3] ? TRIED_RU : ""}`],
  [/^Re-roll with the Crystal Skull$/, () => `Перебросить с помощью ${card("Crystal Skull", "gen")}`],
  [/^Let the failure stand$/, () => "Оставить неудачу"],
  [/^Auto-pass: (manual|when-unable|bystander)$/, (m) => `Автопас: ${AUTO_PASS[m[1]!]}`],
];

/** History sentences (each ends with a full stop; a history line may hold several). */
const SENTENCES: readonly Rule[] = [
  // Before "draws a card": a player's name is matched loosely.
  [/^(.+) uses the Library of Ivan the Terrible: discards (.+) and draws a card\.$/, (m) =>
    card(m[2]!, "acc") && `${m[1]} пользуется ${card("Library of Ivan the Terrible", "ins")}: сбрасывает ${card(m[2]!, "acc")} и берёт карту.`],
  [/^(.+) passes\.$/, (m) => `${m[1]} пасует.`],
  [/^(.+) pass\.$/, (m) => `${m[1]} пасуют.`],
  [/^(.+) takes a card from (.+)'s hand\.$/, (m) => `${m[1]} забирает карту с руки игрока ${m[2]}.`],
  [/^(.+) passes until this ends\.$/, (m) => `${m[1]} пасует до конца.`],
  [/^(.+) sets auto-pass to (manual|when-unable|bystander)\.$/, (m) => `${m[1]} включает автопас: ${AUTO_PASS[m[2]!]}.`],
  [/^(.+) lets the failed roll stand\.$/, (m) => `${m[1]} оставляет неудачный бросок.`],
  [/^(.+) keeps the Organization in hand\.$/, (m) => `${m[1]} оставляет Организацию на руке.`],
  [/^(.+) stops discarding\.$/, (m) => `${m[1]} прекращает сброс.`],
  [/^(.+) acts\.$/, (m) => `${m[1]} действует.`],
  [/^(.+) is cancelled\.$/, (m) => Card(m[1]!) && `${Card(m[1]!)} ${feminine(m[1]!) ? "отменена" : "отменён"}.`],
  [/^(.+) is in play\.$/, (m) => Card(m[1]!) && `${Card(m[1]!)} вступает в игру.`],
  [/^(.+) is active\.$/, (m) => Card(m[1]!) && `${Card(m[1]!)} ${feminine(m[1]!) ? "активирована" : "активирован"}.`],
  [/^(.+) draws (\d+) cards\.$/, (m) => `${m[1]} берёт ${cards_(m[2]!)}.`],
  [/^(.+) draws a card\.$/, (m) => `${m[1]} берёт карту.`],
  [/^(.+) is in force on (.+) until the end of their next turn\.$/, (m) => Card(m[1]!) && `${Card(m[1]!)} действует на игрока ${m[2]} до конца его следующего хода.`],
  [/^The battle's opening card is cancelled: nothing happens\.$/, () => "Карта, начавшая бой, отменена: ничего не происходит."],
  [/^Battle: attack (\d+) against defence (\d+): the attack (succeeds|fails)\.$/, (m) => `Бой: атака ${m[1]} против защиты ${m[2]}: атака ${m[3] === "succeeds" ? "успешна" : "отбита"}.`],
  [/^(.+)'s roll counts as failed\.$/, (m) => `Бросок игрока ${m[1]} считается неудачным.`],
  [/^(.+) must roll again\.$/, (m) => `Игрок ${m[1]} должен перебросить кубик.`],
  [/^(.+) cannot open battles until the end of their next turn\.$/, (m) => `${m[1]} не может начинать бои до конца своего следующего хода.`],
  [/^(.+) takes a card with Think Tank\.$/, (m) => `${m[1]} берёт карту с помощью ${card("Think Tank", "gen")}.`],
  [/^(.+) re-rolls with the Crystal Skull\.$/, (m) => `${m[1]} перебрасывает кубик с помощью ${card("Crystal Skull", "gen")}.`],
  [/^(.+) captures (.+) from (.+)\.$/, (m) => card(m[2]!, "acc") && `${m[1]} захватывает ${card(m[2]!, "acc")} у игрока ${m[3]}.`],
  [/^(.+) of (.+) goes to the discard pile\.$/, (m) => Card(m[1]!) && `${Card(m[1]!)} игрока ${m[2]} уходит на свалку истории.`],
  [/^(.+) from (.+)'s hand goes to the discard pile\.$/, (m) => Card(m[1]!) && `${Card(m[1]!)} с руки игрока ${m[2]} уходит на свалку истории.`],
  [/^(.+) places (.+) in row (\d)\.$/, (m) => card(m[2]!, "acc") && `${m[1]} выкладывает ${card(m[2]!, "acc")} в ряд ${m[3]}.`],
  [/^(.+) repairs the pyramid to ([\d-]+)\.$/, (m) => `${m[1]} приводит пирамиду к конфигурации ${m[2]}.`],
  [/^(.+) (moves|puts back) (.+) from row (\d) to row (\d) \(repair: ([\d-]+)\)\.$/, (m) =>
    card(m[3]!, "acc") && `${m[1]} ${m[2] === "moves" ? "перемещает" : "возвращает"} ${card(m[3]!, "acc")} из ряда ${m[4]} в ряд ${m[5]} (восстановление пирамиды, конфигурация ${m[6]}).`],
  [/^(.+) takes (.+) at random from (.+)'s hand \((.+)\)\.$/, (m) =>
    (all(card(m[2]!, "acc"), title(m[4]!)) ? `${m[1]} берёт наугад ${card(m[2]!, "acc")} с руки игрока ${m[3]} (${title(m[4]!)}).` : null)],
  [/^(.+) takes a card at random from (.+)'s hand \((.+)\)\.$/, (m) => title(m[3]!) && `${m[1]} берёт наугад карту с руки игрока ${m[2]} (${title(m[3]!)}).`],
  [/^(.+) takes (.+) from (.+)'s pyramid\.$/, (m) => card(m[2]!, "acc") && `${m[1]} забирает ${card(m[2]!, "acc")} из пирамиды игрока ${m[3]}.`],
  [/^(.+) takes (.+) from (.+)'s hand\.$/, (m) => card(m[2]!, "acc") && `${m[1]} забирает ${card(m[2]!, "acc")} с руки игрока ${m[3]}.`],
  [/^(.+) takes (.+) from the discard pile\.$/, (m) => card(m[2]!, "acc") && `${m[1]} забирает ${card(m[2]!, "acc")} со свалки истории.`],
  [/^(.+) takes (.+) from (.+)\.$/, (m) => card(m[2]!, "acc") && `${m[1]} забирает ${card(m[2]!, "acc")} у игрока ${m[3]}.`],
  [/^(.+) discards (.+) for \+1\.$/, (m) => card(m[2]!, "acc") && `${m[1]} сбрасывает ${card(m[2]!, "acc")} за +1.`],
  [/^(.+) discards (.+)\.$/, (m) => card(m[2]!, "acc") && `${m[1]} сбрасывает ${card(m[2]!, "acc")}.`],
  [/^(.+) rolls (\d) for (.+): (success|failure)\.$/, (m) => card(m[3]!, "gen") && `${m[1]} выбрасывает ${m[2]} для ${card(m[3]!, "gen")}: ${m[4] === "success" ? "успех" : "неудача"}.`],
  [/^(.+) is not activated and goes back to (.+)'s hand\.$/, (m) =>
    Card(m[1]!) && `${Card(m[1]!)} не ${feminine(m[1]!) ? "активирована" : "активирован"} и возвращается на руку игрока ${m[2]}.`],
  [/^(.+) has lost its Artifact and goes back to (.+)'s hand\.$/, (m) =>
    Card(m[1]!) && `${Card(m[1]!)} ${feminine(m[1]!) ? "лишилась" : "лишился"} своего Артефакта и возвращается на руку игрока ${m[2]}.`],
  [/^(.+) goes back to (.+)'s hand\.$/, (m) => Card(m[1]!) && `${Card(m[1]!)} возвращается на руку игрока ${m[2]}.`],
  [/^Medium adds 2\.$/, () => `${Card("Medium")} даёт ещё 2.`],
  [/^(.+) knocks out (.+)\.$/, (m) => (all(Card(m[1]!), card(m[2]!, "acc")) ? `${Card(m[1]!)} выбивает ${card(m[2]!, "acc")}.` : null)],
  [/^(.+) cancels (.+)\.$/, (m) => (all(Card(m[1]!), card(m[2]!, "acc")) ? `${Card(m[1]!)} отменяет ${card(m[2]!, "acc")}.` : null)],
  [/^The discard pile is shuffled into a new deck\.$/, () => "Свалка истории перемешивается и становится новой колодой."],
  [/^(.+)'s pyramid of the World Conspiracy is complete: it must hold for one full round\.$/, (m) => `Пирамида Мирового заговора игрока ${m[1]} построена: она должна устоять полный круг.`],
  [/^(.+) moves (.+) to row (\d)\.$/, (m) => card(m[2]!, "acc") && `${m[1]} перемещает ${card(m[2]!, "acc")} в ряд ${m[3]}.`],
  [/^(.+) ends the turn\.$/, (m) => `${m[1]} заканчивает ход.`],
  [/^(.+) puts (.+) into play\.$/, (m) => card(m[2]!, "acc") && `${m[1]} вводит в игру ${card(m[2]!, "acc")}.`],
  [/^(.+) tries to activate (.+?)(?: on (.+))?\.$/, (m) =>
    (all(card(m[2]!, "acc"), m[3] ? card(m[3], "dat") : "") ? `${m[1]} пытается активировать ${card(m[2]!, "acc")}${m[3] ? `, прикрепив к ${card(m[3], "dat")}` : ""}.` : null)],
  [/^(.+) plays (.+) against (.+): a battle opens\.$/, (m) => card(m[2]!, "acc") && `${m[1]} играет ${card(m[2]!, "acc")} против игрока ${m[3]}: начинается бой.`],
  [/^(.+) attacks (.+) with (.+?)( \(Hadron power\))?: a battle opens\.$/, (m) =>
    card(m[3]!, "ins") && `${m[1]} атакует игрока ${m[2]} ${card(m[3]!, "ins")}${m[4] ? " (сила Адронного Коллайдера)" : ""}: начинается бой.`],
  [/^(.+) answers with (.+), cancelling (.+)\.$/, (m) => (all(card(m[2]!, "ins"), card(m[3]!, "acc")) ? `${m[1]} отвечает ${card(m[2]!, "ins")} и отменяет ${card(m[3]!, "acc")}.` : null)],
  [/^(.+) answers (.+)'s roll with (.+?)(: a battle opens)?\.$/, (m) => card(m[3]!, "ins") && `${m[1]} отвечает на бросок игрока ${m[2]} ${card(m[3]!, "ins")}${m[4] ? ": начинается бой" : ""}.`],
  [/^(.+) plays (.+?) for the (attacker|defender)( with Hadron power)?(?: against (.+))?\.$/, (m) =>
    (all(card(m[2]!, "acc"), m[5] ? card(m[5], "gen") : "")
      ? `${m[1]} играет ${card(m[2]!, "acc")} за ${SIDE[m[3]!]}${m[4] ? " с силой Адронного Коллайдера" : ""}${m[5] ? ` против ${card(m[5], "gen")}` : ""}.`
      : null)],
  [/^(.+) plays (.+?)(?: on (.+))?\.$/, (m) => card(m[2]!, "acc") && `${m[1]} играет ${card(m[2]!, "acc")}${m[3] ? ` ${onTarget(m[3])}` : ""}.`],
  [/^(.+) looks at (.+)'s hand: (.+)\.$/, (m) =>
    (m[3] === "empty" ? `${m[1]} смотрит карты на руке игрока ${m[2]}: пусто.` : titles(m[3]!) && `${m[1]} смотрит карты на руке игрока ${m[2]}: ${titles(m[3]!)}.`)],
  [/^(.+) looks at (.+)'s hand\.$/, (m) => `${m[1]} смотрит карты на руке игрока ${m[2]}.`],
  [/^Double Agent turns (.+) to the (attacker|defender)\.$/, (m) => card(m[1]!, "acc") && `${Card("Double Agent")} переводит ${card(m[1]!, "acc")} на сторону ${SIDE[m[2]!]}.`],
  [/^(.+) held the complete pyramid of the World Conspiracy for a full round\.$/, (m) => `${m[1]} удерживает полную пирамиду Мирового заговора целый круг.`],
  [/^The round limit \((\d+)\) is reached: the highest clearance \((\d+)\) wins\.$/, (m) => `Достигнут предел кругов (${m[1]}): побеждает высший уровень допуска (${m[2]}).`],
];

/** "Broker: Ann draws a card." — a card's name before its effect (read first: a player's name is matched loosely). */
function sentence(text: string): string | null {
  const colon = text.indexOf(": ");
  const source = colon > 0 ? Card(text.slice(0, colon)) : null;
  if (source) {
    const rest = sentence(text.slice(colon + 2));
    if (rest !== null) return `${source}: ${rest}`;
  }
  return apply(SENTENCES, text);
}

/** One or more sentences, split where a sentence ends and the next one can be read. */
function sentences(text: string): string | null {
  // Splits are tried first: a player's name is matched loosely, so "A places X. A ends the turn."
  // would otherwise read as one sentence by a player called "A places X. A".
  for (let i = text.indexOf(". "); i > 0; i = text.indexOf(". ", i + 1)) {
    const first = sentence(text.slice(0, i + 1));
    if (first === null) continue;
    const rest = sentences(text.slice(i + 2));
    if (rest !== null) return `${first} ${rest}`;
  }
  return sentence(text);
}

/**
 * The score label: the clearance, which the number before it counts. An abbreviation, because
 * the page writes "<score> <label>" with no count to agree with ("0 ур. допуска", "3 ур. допуска").
 */
const WORDS: Readonly<Record<string, string>> = { pyramid: "ур. допуска" };

function known(text: string): string | null {
  const ru = withPlatform(text, (t) => WORDS[t] ?? REFUSALS[t] ?? apply(LABELS, t) ?? sentences(t));
  // The result's summary has no names and calls a seat "Seat 2" (the page's word is «Место»).
  return ru && ru.replace(/\bSeat (\d+)\b/g, "Место $1");
}

/** An engine sentence or move label in Russian. */
export function russian(text: string): string {
  return known(text) ?? text.replace(ANY_CARD, (name) => title(name)!);
}

/** Whether `text` is fully translated (tests walk whole games with this). */
export function knows(text: string): boolean {
  return known(text) !== null;
}
