/**
 * Conspiracy Theory's engine sentences in Russian. The engine stays pure and writes English
 * (its move labels and history lines, engine/conspiracy-theory/view.ts and the rules files);
 * this turns each sentence it can write into the rulebook's Russian, by pattern, with card names
 * from the card data's `nameRu` (the rulebook's own words: Организация, Исполнитель, свалка
 * истории…). A sentence no pattern knows keeps its English words but gets Russian card names, so
 * a new engine sentence degrades visibly rather than breaking; a test walks whole games to
 * catch that. Rule violations (the API's refusals) are here too. Kept out of the engine's
 * index.ts (the game bundles stay lean); the web page and the Russian emails import it.
 */
import { cards } from "./cards";
import { type Rule, all, apply } from "../core/phrasebook";

const RU_NAME = new Map<string, string>(cards.map((c) => [c.nameEn, c.nameRu]));
const BY_LENGTH = [...RU_NAME.keys()].sort((a, b) => b.length - a.length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ANY_CARD = new RegExp(BY_LENGTH.map(escape).join("|"), "g");

/** A card name in Russian, in guillemets; null when `en` is not a card (the pattern does not apply). */
function card(en: string): string | null {
  const ru = RU_NAME.get(en);
  return ru === undefined ? null : `«${ru}»`;
}
/** A card or, failing that, a player's name (moves aimed at either say "on X"). */
const cardOrName = (x: string): string => card(x) ?? x;
/** "A, B, C" of card names; null if any is not a card. */
function cardList(list: string): string | null {
  const out = list.split(", ").map(card);
  return out.every((x) => x !== null) ? out.join(", ") : null;
}

const SIDE: Record<string, string> = { attacker: "нападающего", defender: "обороняющегося" };
const AUTO_PASS: Record<string, string> = { manual: "вручную", "when-unable": "когда нечем ответить", bystander: "в чужих боях" };
const LEGAL: Record<string, string> = { legal: "допустима", "not legal yet": "пока недопустима" };
const HADRON_LABEL = " with Hadron power (the Hadron Collider makes it attack 4, defence 4, connected)";
const HADRON_RU = " с силой Адронного Коллайдера (атака 4, защита 4, связь с Организацией)";
const TRIED = " (the copy tried this turn)";
const TRIED_RU = " (копия, которую уже пробовали в этот ход)";
const PICK_VERB: Record<string, string> = { Discard: "Сбросить", Take: "Взять", Choose: "Выбрать", "Discard for +1": "Сбросить за +1", Capture: "Захватить" };


/** Move labels (the move panel's buttons, the email's choices). */
const LABELS: readonly Rule[] = [
  [/^Place (.+) in row (\d)$/, (m) => (m[1] === "it" ? `Выложить в ряд ${m[2]}` : card(m[1]!) && `Выложить ${card(m[1]!)} в ряд ${m[2]}`)],
  [/^Move (.+) to row (\d)$/, (m) => card(m[1]!) && `Переместить ${card(m[1]!)} в ряд ${m[2]}`],
  [/^Move (.+) from row (\d) to row (\d) \(pyramid ([\d-]+), (legal|not legal yet)\)$/, (m) => card(m[1]!) && `Переместить ${card(m[1]!)} из ряда ${m[2]} в ряд ${m[3]} (пирамида ${m[4]}, ${LEGAL[m[5]!]})`],
  [/^Undo: put (.+) back from row (\d) to row (\d) \(pyramid ([\d-]+), (legal|not legal yet)\)$/, (m) => card(m[1]!) && `Отменить: вернуть ${card(m[1]!)} из ряда ${m[2]} в ряд ${m[3]} (пирамида ${m[4]}, ${LEGAL[m[5]!]})`],
  [/^Done: keep the pyramid as ([\d-]+)$/, (m) => `Готово: пирамида ${m[1]}`],
  [/^Repair$/, () => "Восстановить пирамиду"],
  [/^Put (.+) into play$/, (m) => card(m[1]!) && `Ввести в игру ${card(m[1]!)}`],
  [/^Activate (.+?) \(roll ([\d-]+)\)(?: on (.+))?$/, (m) => (all(card(m[1]!), m[3] ? card(m[3]) : "") ? `Активировать ${card(m[1]!)} (бросок ${m[2]})${m[3] ? ` на ${card(m[3])}` : ""}` : null)],
  [new RegExp(`^Attack (.+?) with (.+?)(${escape(HADRON_LABEL)})?$`), (m) => card(m[2]!) && `Атаковать: ${m[1]}, картой ${card(m[2]!)}${m[3] ? HADRON_RU : ""}`],
  [new RegExp(`^Library: discard (.+?)(${escape(TRIED)})? and draw 1$`), (m) => card(m[1]!) && `Библиотека: сбросить ${card(m[1]!)}${m[2] ? TRIED_RU : ""} и взять 1 карту`],
  [/^End the turn$/, () => "Закончить ход"],
  [new RegExp(`^Play (.+?)(?: for the (attacker|defender))?(?: on (.+?))?(${escape(HADRON_LABEL)})?$`), (m) =>
    card(m[1]!) && `Сыграть ${card(m[1]!)}${m[2] ? ` за ${SIDE[m[2]]}` : ""}${m[3] ? ` на ${cardOrName(m[3])}` : ""}${m[4] ? HADRON_RU : ""}`],
  [/^Master of Intrigue: make them roll again$/, () => `${card("Master of Intrigue")}: заставить перебросить`],
  [/^Pass until this ends$/, () => "Пасовать до конца"],
  [/^Pass$/, () => "Пас"],
  [/^Keep (.+) in hand$/, (m) => (m[1] === "it" ? "Оставить на руке" : card(m[1]!) && `Оставить ${card(m[1]!)} на руке`)],
  [/^Stop discarding$/, () => "Прекратить сброс"],
  [/^Nothing to choose$/, () => "Выбирать нечего"],
  [/^Take (.+?); put back (.+) \(top first\)$/, (m) => (all(card(m[1]!), cardList(m[2]!)) ? `Взять ${card(m[1]!)}; вернуть ${cardList(m[2]!)} (первая — сверху)` : null)],
  [new RegExp(`^(Discard for \\+1|Discard|Take|Choose|Capture) (.+?)(${escape(TRIED)})?$`), (m) => card(m[2]!) && `${PICK_VERB[m[1]!]} ${card(m[2]!)}${m[3] ? TRIED_RU : ""}`],
  [/^Re-roll with the Crystal Skull$/, () => `Перебросить с картой ${card("Crystal Skull")}`],
  [/^Let the failure stand$/, () => "Оставить неудачу"],
  [/^Auto-pass: (manual|when-unable|bystander)$/, (m) => `Автопас: ${AUTO_PASS[m[1]!]}`],
];

/** History sentences (each ends with a full stop; a history line may hold several). */
const SENTENCES: readonly Rule[] = [
  [/^(.+) passes\.$/, (m) => `${m[1]} пасует.`],
  [/^(.+) pass\.$/, (m) => `${m[1]} пасуют.`],
  [/^(.+) takes a card from (.+)'s hand\.$/, (m) => `${m[1]} забирает карту с руки игрока ${m[2]}.`],
  [/^(.+) passes until this ends\.$/, (m) => `${m[1]} пасует до конца.`],
  [/^(.+) sets auto-pass to (manual|when-unable|bystander)\.$/, (m) => `${m[1]} включает автопас: ${AUTO_PASS[m[2]!]}.`],
  [/^(.+) lets the failed roll stand\.$/, (m) => `${m[1]} оставляет неудачный бросок.`],
  [/^(.+) keeps the Organization in hand\.$/, (m) => `${m[1]} оставляет Организацию на руке.`],
  [/^(.+) stops discarding\.$/, (m) => `${m[1]} прекращает сброс.`],
  [/^(.+) acts\.$/, (m) => `${m[1]} действует.`],
  [/^(.+) is cancelled\.$/, (m) => card(m[1]!) && `${card(m[1]!)} отменена.`],
  [/^(.+) is in play\.$/, (m) => card(m[1]!) && `${card(m[1]!)} вступает в игру.`],
  [/^(.+) is active\.$/, (m) => card(m[1]!) && `${card(m[1]!)} активирован.`],
  [/^(.+) draws (\d) cards\.$/, (m) => `${m[1]} берёт ${m[2]} карты.`],
  [/^(.+) draws a card\.$/, (m) => `${m[1]} берёт карту.`],
  [/^(.+) is in force on (.+) until the end of their next turn\.$/, (m) => card(m[1]!) && `${card(m[1]!)} действует на игрока ${m[2]} до конца его следующего хода.`],
  [/^The battle's opening card is cancelled: nothing happens\.$/, () => "Карта, начавшая бой, отменена: ничего не происходит."],
  [/^Battle: attack (\d+) against defence (\d+): the attack (succeeds|fails)\.$/, (m) => `Бой: атака ${m[1]} против защиты ${m[2]}: атака ${m[3] === "succeeds" ? "успешна" : "отбита"}.`],
  [/^(.+)'s roll counts as failed\.$/, (m) => `Бросок игрока ${m[1]} считается неудачным.`],
  [/^(.+) must roll again\.$/, (m) => `${m[1]} должен перебросить кубик.`],
  [/^(.+) cannot open battles until the end of their next turn\.$/, (m) => `${m[1]} не может начинать бои до конца своего следующего хода.`],
  [/^(.+) takes a card with Think Tank\.$/, (m) => `${m[1]} берёт карту с помощью карты ${card("Think Tank")}.`],
  [/^(.+) re-rolls with the Crystal Skull\.$/, (m) => `${m[1]} перебрасывает с помощью карты ${card("Crystal Skull")}.`],
  [/^(.+) captures (.+) from (.+)\.$/, (m) => card(m[2]!) && `${m[1]} захватывает ${card(m[2]!)} у игрока ${m[3]}.`],
  [/^(.+) of (.+) goes to the discard pile\.$/, (m) => card(m[1]!) && `${card(m[1]!)} игрока ${m[2]} уходит на свалку истории.`],
  [/^(.+) from (.+)'s hand goes to the discard pile\.$/, (m) => card(m[1]!) && `${card(m[1]!)} с руки игрока ${m[2]} уходит на свалку истории.`],
  [/^(.+) places (.+) in row (\d)\.$/, (m) => card(m[2]!) && `${m[1]} выкладывает ${card(m[2]!)} в ряд ${m[3]}.`],
  [/^(.+) repairs the pyramid to ([\d-]+)\.$/, (m) => `${m[1]} восстанавливает пирамиду: ${m[2]}.`],
  [/^(.+) (moves|puts back) (.+) from row (\d) to row (\d) \(repair: ([\d-]+)\)\.$/, (m) => card(m[3]!) && `${m[1]} ${m[2] === "moves" ? "перемещает" : "возвращает"} ${card(m[3]!)} из ряда ${m[4]} в ряд ${m[5]} (восстановление: ${m[6]}).`],
  [/^(.+) takes (.+) at random from (.+)'s hand \((.+)\)\.$/, (m) => (all(card(m[2]!), card(m[4]!)) ? `${m[1]} берёт наугад ${card(m[2]!)} с руки игрока ${m[3]} (${card(m[4]!)}).` : null)],
  [/^(.+) takes a card at random from (.+)'s hand \((.+)\)\.$/, (m) => card(m[3]!) && `${m[1]} берёт наугад карту с руки игрока ${m[2]} (${card(m[3]!)}).`],
  [/^(.+) takes (.+) from (.+)'s pyramid\.$/, (m) => card(m[2]!) && `${m[1]} забирает ${card(m[2]!)} из пирамиды игрока ${m[3]}.`],
  [/^(.+) takes (.+) from (.+)'s hand\.$/, (m) => card(m[2]!) && `${m[1]} забирает ${card(m[2]!)} с руки игрока ${m[3]}.`],
  [/^(.+) takes (.+) from the discard pile\.$/, (m) => card(m[2]!) && `${m[1]} забирает ${card(m[2]!)} со свалки истории.`],
  [/^(.+) takes (.+) from (.+)\.$/, (m) => card(m[2]!) && `${m[1]} забирает ${card(m[2]!)} у игрока ${m[3]}.`],
  [/^(.+) discards (.+) for \+1\.$/, (m) => card(m[2]!) && `${m[1]} сбрасывает ${card(m[2]!)} за +1.`],
  [/^(.+) discards (.+)\.$/, (m) => card(m[2]!) && `${m[1]} сбрасывает ${card(m[2]!)}.`],
  [/^(.+) rolls (\d) for (.+): (success|failure)\.$/, (m) => card(m[3]!) && `${m[1]} выбрасывает ${m[2]} для карты ${card(m[3]!)}: ${m[4] === "success" ? "успех" : "неудача"}.`],
  [/^(.+) is not activated and goes back to (.+)'s hand\.$/, (m) => card(m[1]!) && `${card(m[1]!)} не активирован и возвращается на руку игрока ${m[2]}.`],
  [/^(.+) has lost its Artifact and goes back to (.+)'s hand\.$/, (m) => card(m[1]!) && `${card(m[1]!)} лишился своего Артефакта и возвращается на руку игрока ${m[2]}.`],
  [/^(.+) goes back to (.+)'s hand\.$/, (m) => card(m[1]!) && `${card(m[1]!)} возвращается на руку игрока ${m[2]}.`],
  [/^Medium adds 2\.$/, () => `${card("Medium")}: +2.`],
  [/^(.+) knocks out (.+)\.$/, (m) => (all(card(m[1]!), card(m[2]!)) ? `${card(m[1]!)} выбивает ${card(m[2]!)}.` : null)],
  [/^(.+) cancels (.+)\.$/, (m) => (all(card(m[1]!), card(m[2]!)) ? `${card(m[1]!)} отменяет ${card(m[2]!)}.` : null)],
  [/^The discard pile is shuffled into a new deck\.$/, () => "Свалка истории перемешана в новую колоду."],
  [/^(.+)'s pyramid of the World Conspiracy is complete: it must hold for one full round\.$/, (m) => `Пирамида Мирового заговора игрока ${m[1]} построена: она должна устоять один полный круг.`],
  [/^(.+) moves (.+) to row (\d)\.$/, (m) => card(m[2]!) && `${m[1]} перемещает ${card(m[2]!)} в ряд ${m[3]}.`],
  [/^(.+) ends the turn\.$/, (m) => `${m[1]} заканчивает ход.`],
  [/^(.+) puts (.+) into play\.$/, (m) => card(m[2]!) && `${m[1]} вводит в игру ${card(m[2]!)}.`],
  [/^(.+) tries to activate (.+?)(?: on (.+))?\.$/, (m) => (all(card(m[2]!), m[3] ? card(m[3]) : "") ? `${m[1]} пытается активировать ${card(m[2]!)}${m[3] ? ` на ${card(m[3])}` : ""}.` : null)],
  [/^(.+) plays (.+) against (.+): a battle opens\.$/, (m) => card(m[2]!) && `${m[1]} играет ${card(m[2]!)} против игрока ${m[3]}: начинается бой.`],
  [/^(.+) attacks (.+) with (.+?)( \(Hadron power\))?: a battle opens\.$/, (m) => card(m[3]!) && `${m[1]} атакует игрока ${m[2]} картой ${card(m[3]!)}${m[4] ? " (сила Адронного Коллайдера)" : ""}: начинается бой.`],
  [/^(.+) uses the Library of Ivan the Terrible: discards (.+) and draws a card\.$/, (m) => card(m[2]!) && `${m[1]} пользуется картой ${card("Library of Ivan the Terrible")}: сбрасывает ${card(m[2]!)} и берёт карту.`],
  [/^(.+) answers with (.+), cancelling (.+)\.$/, (m) => (all(card(m[2]!), card(m[3]!)) ? `${m[1]} отвечает картой ${card(m[2]!)} и отменяет ${card(m[3]!)}.` : null)],
  [/^(.+) answers (.+)'s roll with (.+?)(: a battle opens)?\.$/, (m) => card(m[3]!) && `${m[1]} отвечает на бросок игрока ${m[2]} картой ${card(m[3]!)}${m[4] ? ": начинается бой" : ""}.`],
  [/^(.+) plays (.+?) for the (attacker|defender)( with Hadron power)?(?: against (.+))?\.$/, (m) =>
    (all(card(m[2]!), m[5] ? card(m[5]) : "") ? `${m[1]} играет ${card(m[2]!)} за ${SIDE[m[3]!]}${m[4] ? " с силой Адронного Коллайдера" : ""}${m[5] ? ` против ${card(m[5])}` : ""}.` : null)],
  [/^(.+) plays (.+?)(?: on (.+))?\.$/, (m) => card(m[2]!) && `${m[1]} играет ${card(m[2]!)}${m[3] ? ` на ${cardOrName(m[3])}` : ""}.`],
  [/^(.+) looks at (.+)'s hand: (.+)\.$/, (m) => (m[3] === "empty" ? `${m[1]} смотрит руку игрока ${m[2]}: пусто.` : cardList(m[3]!) && `${m[1]} смотрит руку игрока ${m[2]}: ${cardList(m[3]!)}.`)],
  [/^Double Agent turns (.+) to the (attacker|defender)\.$/, (m) => card(m[1]!) && `${card("Double Agent")} переводит ${card(m[1]!)} на сторону ${SIDE[m[2]!]}.`],
  [/^(.+) held the complete pyramid of the World Conspiracy for a full round\.$/, (m) => `${m[1]} удержал пирамиду Мирового заговора целый круг.`],
  [/^The round limit \((\d+)\) is reached: the highest clearance \((\d+)\) wins\.$/, (m) => `Достигнут предел раундов (${m[1]}): побеждает высший уровень допуска (${m[2]}).`],
];

/** Rule violations: the sentence each `ensure` gives a player (the API sends it with the code). */
const REFUSALS: Readonly<Record<string, string>> = {
  "Repair your pyramid first.": "Сначала восстановите пирамиду.",
  "Choose the card to take from Think Tank.": `Выберите карту, которую возьмёте картой ${card("Think Tank")}.`,
  "Take one of the cards seen and put the others back.": "Возьмите одну из просмотренных карт, а остальные верните.",
  "Choose a card first.": "Сначала выберите карту.",
  "That choice is not available.": "Такой выбор недоступен.",
  "The pyramid is not legal yet: move more Organizations first.": "Пирамида пока недопустима: сначала переместите ещё Организации.",
  "Name an Organization of your pyramid and a row.": "Укажите Организацию своей пирамиды и ряд.",
  "Only the last step can be taken back.": "Отменить можно только последний шаг.",
  "Each Organization moves once in a repair; undo to move it again.": "При восстановлении каждая Организация перемещается один раз; отмените шаг, чтобы переместить её снова.",
  "The game is over.": "Игра окончена.",
  "There is no such seat.": "Такого места нет.",
  "It is not your decision now.": "Сейчас решение не за вами.",
  "That card is not in your hand.": "Этой карты нет у вас на руке.",
  "Only Organizations go into the pyramid.": "В пирамиду выкладываются только Организации.",
  "You have already placed an Organization this turn.": "В этот ход вы уже выложили Организацию.",
  "Quarantine: you cannot place or move Organizations this turn.": `${card("Quarantine")}: в этот ход нельзя выкладывать и перемещать Организации.`,
  "That row already holds an Organization of this type.": "В этом ряду уже есть Организация этого типа.",
  "The pyramid would not keep a legal shape.": "Пирамида потеряла бы допустимую форму.",
  "That Organization is not in your pyramid.": "Этой Организации нет в вашей пирамиде.",
  "You have already moved an Organization this turn.": "В этот ход вы уже перемещали Организацию.",
  "Your clearance is too low for that card.": "Для этой карты у вас слишком низкий уровень допуска.",
  "That Certificate failed this turn; it cannot be tried again.": "Этот Сертификат Мастерства в этот ход уже не сработал; второй попытки нет.",
  "Embargo: you cannot play Action cards this turn.": `${card("Embargo")}: в этот ход нельзя играть Карты действия.`,
  "Embargo: you cannot play Action cards.": `${card("Embargo")}: нельзя играть Карты действия.`,
  "You cannot open battles this turn.": "В этот ход вы не можете начинать бои.",
  "That move is not allowed in the main phase.": "Этот ход недопустим в основной фазе.",
  "Play a card or pass.": "Сыграйте карту или пасуйте.",
  "Name the side this card supports.": "Укажите сторону, которую поддерживает эта карта.",
  "The first player must be one of the seats.": "Первым должен ходить один из участников.",
  "No legal pyramid can be reached that way.": "Так допустимую пирамиду не построить.",
  "That move is not allowed now.": "Этот ход сейчас недопустим.",
  "That card cannot be played now.": "Эту карту сейчас нельзя сыграть.",
};

/** "Broker: Ann draws a card." — a card's name before its effect. */
function sentence(text: string): string | null {
  const direct = apply(SENTENCES, text);
  if (direct !== null) return direct;
  const colon = text.indexOf(": ");
  if (colon > 0 && card(text.slice(0, colon))) {
    const rest = sentence(text.slice(colon + 2));
    if (rest !== null) return `${card(text.slice(0, colon))}: ${rest}`;
  }
  return null;
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

/** An engine sentence or move label in Russian. */
export function russian(text: string): string {
  if (text === "pyramid") return "пирамида";
  return REFUSALS[text] ?? apply(LABELS, text) ?? sentences(text) ?? text.replace(ANY_CARD, (name) => card(name)!);
}

/** Whether `text` is fully translated (tests walk whole games with this). */
export function knows(text: string): boolean {
  return text === "pyramid" || REFUSALS[text] !== undefined || apply(LABELS, text) !== null || sentences(text) !== null;
}
