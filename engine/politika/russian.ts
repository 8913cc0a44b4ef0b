/**
 * Politika's engine sentences in Russian. The engine stays pure and writes English (move labels,
 * history lines, what a seat is awaited for, the event decisions, the result: view.ts and
 * index.ts; the rule violations a refused move gets, in russian-refusals.ts); `russian` turns
 * each sentence it can write into Russian by pattern, with the names of russian-words.ts. A
 * sentence no pattern knows is returned as it is, so a new engine sentence shows in English
 * rather than breaking; `knows` says whether a pattern matched, and tests walk whole games and
 * scan the rules files with it. The web board and the emails import this module directly
 * (index.ts does not, so bundles that never show Russian stay lean).
 */
import {
  actionCards, all, apply, card, cardList, dice, event, faction, offer, offerLabel, region, source, targetIn, uprising, who, whoList, type Rule,
} from "./russian-parts";
import { REFUSAL_RULES, REFUSALS } from "./russian-refusals";
import { moneyRu } from "./russian-words";
import { withPlatform } from "../core/russian-platform";

const AUTO_PASS: Record<string, string> = {
  "manual (asked whenever holding a playable card)": "вручную (спрашивать, когда есть карта для розыгрыша)",
  "bystander (asked only in one's own challenges)": "наблюдатель (спрашивать только в своих вызовах)",
  "always (never asked in response windows)": "всегда (не спрашивать в окнах ответа)",
};
const autoPass = (en: string): string | null => AUTO_PASS[en] ?? null;
const SIDE: Record<string, string> = { challenger: "нападающего", defender: "защитника" };
/** Cards given, after a verb: "карту «Вето»", "карты «Вето», «Быстрый переезд»"; null if any is not a card. */
function cardsAcc(en: string): string | null {
  const list = cardList(en);
  return list && `${en.split(", ").length === 1 ? "карту" : "карты"} ${list}`;
}
/** "Bourgeois uprising" and the region it goes to: "Буржуазное восстание в Москву". */
const uprisingTo = (u: string, r: string): string | null => {
  const ru = uprising(u);
  const to = region(r)?.to;
  return ru && to ? `${ru} ${to}` : null;
};
/** "your representative in Tatarstan" in a label: "своего представителя из Татарстана". */
function yourRepresentative(en: string): string | null {
  const m = /^your representative(?: in (.+))?$/.exec(en);
  if (!m) return null;
  if (m[1] === undefined) return "своего представителя";
  const from = region(m[1])?.from;
  return from ? `своего представителя ${from}` : null;
}

/** Whole texts that are not sentences of a move: the awaited decisions and event choices. */
const FRAGMENTS: Readonly<Record<string, string>> = {
  "": "",
  // The engine versions' change notes (index.ts CHANGES), shown beside a game's version link.
  "First release of the Backroom edition.": "Первый выпуск нашего издания.",
  "Auto-pass settings for response windows (manual, bystander, always), which any player may change at any time; windows skip the seats whose setting passes them.":
    "Настройки автопаса для окон ответа («Вручную», «Наблюдатель», «Всегда пас»): любой игрок меняет свою в любой момент; окно пропускает места, чья настройка пасует в нём.",
  // The score label: the page writes "<score> <label>" with no count to agree with, so an abbreviation.
  influence: "ед. влияния",
  "choose a faction": "выбрать фракцию",
  "place a representative": "выставить представителя",
  production: "производство",
  "move representatives and uprisings": "переместить представителей и восстания",
  "trade and alliances, then end trading": "торговать и заключать союзы, затем закончить торговлю",
  "answer an offer": "ответить на предложение",
  "make challenges": "бросать вызовы",
  "choose the colour of the won token": "выбрать цвет выигранного жетона",
  "play cards for the challenger or pass": "сыграть карты за нападающего или пасовать",
  "play cards for the defender or pass": "сыграть карты за защитника или пасовать",
  "buy action cards": "купить карты действий",
  "vote among the tied players": "голосовать среди игроков с равным счётом",
  decide: "решить",
  "Student Protests: move the Student uprising to Moscow or St. Petersburg.": "«Студенческие протесты»: передвиньте Студенческое восстание в Москву или Санкт-Петербург.",
  "Church Revival: pick the region where one of your tokens becomes a Church token.": "«Возрождение Церкви»: выберите регион, где один ваш жетон станет жетоном Церкви.",
  "Kompromat Scandal: pick one of your tokens to be replaced.": "«Скандал с компроматом»: выберите свой жетон, который будет заменён.",
  "Anti-Corruption Drive: discard one action card.": "«Антикоррупционная кампания»: сбросьте одну карту действий.",
  "Unpaid Army: you may move any one uprising one region.": "«Армия без жалованья»: можно передвинуть любое восстание на один регион.",
  "Unpaid Army: you may move one representative one region.": "«Армия без жалованья»: можно передвинуть одного представителя на один регион.",
};

const FRAGMENT_RULES: readonly Rule[] = [
  [/^Wage Arrears: move the (.+) one region\.$/, (m) => { const u = uprising(m[1]!); return u && `«Задержки зарплат»: передвиньте ${u} на один регион.`; }],
  // Challenge sources as the board shows them ("the representative in Moscow").
  [/^(.+)$/, (m) => source(m[1]!, "nom")],
];

/** Move labels (the move panel's buttons, the email's choices). */
const LABELS: readonly Rule[] = [
  [/^Play the (.+)$/, (m) => { const f = faction(m[1]!); return f && `Играть за фракцию «${f}»`; }],
  [/^Place a representative in (.+)$/, (m) => { const r = region(m[1]!); return r && `Выставить представителя ${r.in}`; }],
  [/^Choose (.+)$/, (m) => { const r = region(m[1]!); return r && `Выбрать регион: ${r.name}`; }],
  [/^Give up a token in (.+)$/, (m) => { const t = targetIn(m[1]!); return t && `Отдать жетон ${t}`; }],
  [/^Discard (.+)$/, (m) => { const c = card(m[1]!); return c && `Сбросить карту ${c}`; }],
  [/^Move (your representative(?: in .+)?) to (.+)$/, (m) => { const r = yourRepresentative(m[1]!); const to = region(m[2]!)?.to; return r && to ? `Переместить ${r} ${to}` : null; }],
  [/^Move the (.+) to (.+)$/, (m) => { const u = uprisingTo(m[1]!, m[2]!); return u && `Передвинуть ${u}`; }],
  [/^Military: move the (.+) to (.+)$/, (m) => { const u = uprisingTo(m[1]!, m[2]!); return u && `Военные: передвинуть ${u}`; }],
  [/^Play Move uprising: (.+) to (.+)$/, (m) => { const u = uprisingTo(m[1]!, m[2]!); return u && `Сыграть карту «Перенос восстания»: ${u}`; }],
  [/^Play Fast travel: (your representative(?: in .+)?) to (.+)$/, (m) => { const r = yourRepresentative(m[1]!); const to = region(m[2]!)?.to; return r && to ? `Сыграть карту «Быстрый переезд»: ${r} ${to}` : null; }],
  [/^Play Production boost$/, () => "Сыграть карту «Рост производства»"],
  [/^KGB: look at (.+)'s action cards$/, (m) => `КГБ: посмотреть карты действий игрока ${who(m[1]!)}`],
  [/^Mafia: take money from (.+)$/, (m) => `Мафия: забрать деньги у игрока ${who(m[1]!)}`],
  [/^End movement$/, () => "Закончить перемещение"],
  [/^Propose an alliance to (.+)$/, (m) => `Предложить союз игроку ${who(m[1]!)}`],
  [/^Accept (.+), giving (.+)$/, (m) => { const o = offerLabel(m[1]!); const c = cardsAcc(m[2]!); return o && c ? `Принять ${o}, отдав ${c}` : null; }],
  [/^Accept (.+)$/, (m) => { const o = offerLabel(m[1]!); return o && `Принять ${o}`; }],
  [/^Decline (.+)$/, (m) => { const o = offerLabel(m[1]!); return o && `Отклонить ${o}`; }],
  [/^Withdraw (.+)$/, (m) => { const o = offerLabel(m[1]!); return o && `Отозвать ${o}`; }],
  [/^End trading$/, () => "Закончить торговлю"],
  // The dice part may be cut off: the dice form (web) names the challenge without it.
  [/^Challenge (.+?) in (.+) with (.+?)(?:, buying (\d+) dic?e \((\$[\d,]+)\))?$/, (m) => {
    const t = targetIn(m[2]!);
    const src = source(m[3]!, "ins");
    if (!t || !src) return null;
    return `Бросить вызов игроку ${who(m[1]!)} за жетон ${t} ${src}${m[4] === undefined ? "" : `, купив ${dice(m[4])} (${m[5]})`}`;
  }],
  [/^Play (.+)$/, (m) => { const c = card(m[1]!); return c && `Сыграть карту ${c}`; }],
  [/^Turn the token to (.+)'s colour$/, (m) => `Перекрасить жетон в цвет игрока ${who(m[1]!)}`],
  [/^End challenges$/, () => "Закончить вызовы"],
  [/^Buy (\d+) action cards? \((\$[\d,]+)\) and end the turn$/, (m) => `Купить ${actionCards(m[1]!)} (${m[2]}) и закончить ход`],
  [/^Vote for (.+)$/, (m) => `Голосовать за игрока ${who(m[1]!)}`],
  [/^Pass$/, () => "Пас"],
  [/^Auto-pass: (.+)$/, (m) => { const a = autoPass(m[1]!); return a && `Автопас: ${a}`; }],
  // Offers last: "Offer X …" splits where the offer reads.
  [/^Offer (.+)$/, (m) => offerTo(m[1]!, (to, o) => `Предложить игроку ${to}: ${o}`)],
];

/** "Bob (Mafia) $20,000 for nothing": every space is tried between the player and the offer. */
function offerTo(en: string, say: (to: string, o: string) => string): string | null {
  for (let i = en.indexOf(" "); i > 0; i = en.indexOf(" ", i + 1)) {
    const o = offer(en.slice(i + 1));
    if (o !== null) return say(who(en.slice(0, i)), o);
  }
  return null;
}

const DICE = "(no dice \\(0\\)|[\\d+]+ = \\d+)";
const diceRu = (en: string): string => (en === "no dice (0)" ? "без кубиков (0)" : en);

/** History sentences (each ends with a full stop; a history line holds several). */
const SENTENCES: readonly Rule[] = [
  [/^(.+) chooses the (.+)\.$/, (m) => { const f = faction(m[2]!); return f && `${m[1]} выбирает фракцию «${f}».`; }],
  [/^(.+) places a representative in (.+)\.$/, (m) => { const r = region(m[2]!); return r && `${who(m[1]!)} выставляет представителя ${r.in}.`; }],
  [/^(.+) gives up a token in (.+) to the Church\.$/, (m) => { const r = region(m[2]!); return r && `${who(m[1]!)} отдаёт Церкви жетон ${r.in}.`; }],
  [/^(.+) moves a representative from (.+) to (.+)\.$/, (m) => { const a = region(m[2]!); const b = region(m[3]!); return a && b ? `${who(m[1]!)} перемещает представителя ${a.from} ${b.to}.` : null; }],
  [/^(.+) uses the Military's ability to move the (.+) to (.+)\.$/, (m) => { const u = uprisingTo(m[2]!, m[3]!); return u && `${who(m[1]!)} пользуется способностью Военных и передвигает ${u}.`; }],
  [/^(.+) moves the (.+) to (.+)\.$/, (m) => { const u = uprisingTo(m[2]!, m[3]!); return u && `${who(m[1]!)} передвигает ${u}.`; }],
  [/^(.+) loses a token in (.+) to the Kompromat Scandal\.$/, (m) => { const t = targetIn(m[2]!); return t && `${who(m[1]!)} теряет жетон ${t} из-за «Скандала с компроматом».`; }],
  [/^(.+) discards (.+) to the Anti-Corruption Drive\.$/, (m) => { const c = card(m[2]!); return c && `${who(m[1]!)} сбрасывает карту ${c} из-за «Антикоррупционной кампании».`; }],
  [/^(.+) plays Move uprising: the (.+) goes to (.+)\.$/, (m) => { const u = uprising(m[2]!); const to = region(m[3]!)?.to; return u && to ? `${who(m[1]!)} играет карту «Перенос восстания»: ${u} переходит ${to}.` : null; }],
  [/^(.+) plays Fast travel: a representative goes to (.+)\.$/, (m) => { const to = region(m[2]!)?.to; return to ? `${who(m[1]!)} играет карту «Быстрый переезд»: представитель переходит ${to}.` : null; }],
  [/^(.+) plays Production boost\.$/, (m) => `${who(m[1]!)} играет карту «Рост производства».`],
  [/^(.+) looks at (.+)'s action cards(?:: (.+))?\.$/, (m) => {
    const seen = m[3] === undefined ? "" : m[3] === "none" ? ": карт нет" : cardList(m[3]) && `: ${cardList(m[3])}`;
    return seen === null ? null : `${who(m[1]!)} смотрит карты действий игрока ${who(m[2]!)}${seen}.`;
  }],
  [/^(.+) takes (\$[\d,]+) from (.+)\.$/, (m) => `${who(m[1]!)} забирает ${m[2]} у игрока ${who(m[3]!)}.`],
  [/^(.+) ends movement\.$/, (m) => `${who(m[1]!)} заканчивает перемещение.`],
  [/^(.+) proposes an alliance to (.+)\.$/, (m) => `${who(m[1]!)} предлагает союз игроку ${who(m[2]!)}.`],
  [/^(.+) accepts (.+)'s alliance: they are now allies\.$/, (m) => `${who(m[1]!)} принимает союз от игрока ${who(m[2]!)}: теперь они союзники.`],
  [/^(.+) accepts (.+?)'s offer: (.+?)(?: \(giving (.+)\))?\.$/, (m) => {
    const o = offer(m[3]!);
    const giving = m[4] === undefined ? "" : cardsAcc(m[4]) && ` (отдавая ${cardsAcc(m[4])})`;
    return o && giving !== null ? `${who(m[1]!)} принимает предложение игрока ${who(m[2]!)}: ${o}${giving}.` : null;
  }],
  [/^(.+) declines (.+)'s offer\.$/, (m) => `${who(m[1]!)} отклоняет предложение игрока ${who(m[2]!)}.`],
  [/^(.+) declines to move\.$/, (m) => `${who(m[1]!)} отказывается двигать.`],
  [/^(.+) withdraws the (alliance|offer) to (.+)\.$/, (m) => `${who(m[1]!)} отзывает ${m[2] === "alliance" ? "предложение союза" : "предложение"} игроку ${who(m[3]!)}.`],
  [/^(.+) withdraws an offer\.$/, (m) => `${who(m[1]!)} отзывает предложение.`],
  [/^(.+) ends trading\.$/, (m) => `${who(m[1]!)} заканчивает торговлю.`],
  [/^(.+) challenges (.+?)'s token in (.+) with (.+), buying (\d+) dic?e\.$/, (m) => {
    const t = targetIn(m[3]!);
    const src = source(m[4]!, "ins");
    return t && src ? `${who(m[1]!)} бросает вызов жетону игрока ${who(m[2]!)} ${t} ${src}, купив ${dice(m[5]!)}.` : null;
  }],
  [/^The alliance is broken\.$/, () => "Союз расторгнут."],
  [/^(.+) plays (.+) for the (challenger|defender)\.$/, (m) => { const c = card(m[2]!); return c && `${who(m[1]!)} играет карту ${c} за ${SIDE[m[3]!]}.`; }],
  [/^(.+) takes the won token\.$/, (m) => `${who(m[1]!)} забирает выигранный жетон.`],
  [/^(.+) turns the won token into (.+)'s colour\.$/, (m) => `${who(m[1]!)} перекрашивает выигранный жетон в цвет игрока ${who(m[2]!)}.`],
  [/^(.+) ends challenges\.$/, (m) => `${who(m[1]!)} заканчивает вызовы.`],
  [/^(.+) buys (\d+) action cards? and ends the turn\.$/, (m) => `${who(m[1]!)} покупает ${actionCards(m[2]!)} и заканчивает ход.`],
  [/^(.+) votes for (.+)\.$/, (m) => `${who(m[1]!)} голосует за игрока ${who(m[2]!)}.`],
  [/^(.+) votes\.$/, (m) => `${who(m[1]!)} голосует.`],
  [/^(.+) passes\.$/, (m) => `${who(m[1]!)} пасует.`],
  [/^(.+) sets auto-pass to (.+)\.$/, (m) => { const a = autoPass(m[2]!); return a && `${who(m[1]!)} включает автопас: ${a}.`; }],
  [/^(.+) vetoes (.+)'s challenge in (.+)\.$/, (m) => { const t = targetIn(m[3]!); return t && `${who(m[1]!)} накладывает вето на вызов игрока ${who(m[2]!)} ${t}.`; }],
  [new RegExp(`^(.+) rolls ${DICE} against (.+)'s ${DICE}: (.+) (wins|holds)\\.$`), (m) =>
    `${who(m[1]!)} выбрасывает ${diceRu(m[2]!)} против ${diceRu(m[4]!)} у игрока ${who(m[3]!)}: ${m[6] === "wins" ? `побеждает ${who(m[5]!)}` : `${who(m[5]!)} удерживает жетон`}.`],
  [/^Uprisings: (.+)\.$/, (m) => {
    const list = m[1]!.split(", ").map((x) => { const p = /^(.+) in (.+)$/.exec(x); const u = p && uprising(p[1]!); const r = p && region(p[2]!); return u && r ? `${u} ${r.in}` : null; });
    return all(...list) ? `Восстания: ${list.join(", ")}.` : null;
  }],
  [/^Three action cards dealt to each player\.$/, () => "Каждому игроку сдано по три карты действий."],
  [/^Round (\d+): (.+)'s turn\.$/, (m) => `Раунд ${m[1]}: ход игрока ${who(m[2]!)}.`],
  [/^Event: (.+)\.$/, (m) => { const e = event(m[1]!); return e && `Событие: ${e}.`; }],
  [/^Production: (.+)\.$/, (m) => { const list = m[1]!.split(", ").map((x) => region(x)?.name ?? null); return all(...list) ? `Производство: ${list.join(", ")}.` : null; }],
  [/^Income: (.+)\.$/, (m) => {
    const list = m[1]!.split(", ").map((x) => { const p = /^(.+) \+(\$[\d,]+)$/.exec(x); return p ? `${who(p[1]!)} +${p[2]}` : null; });
    return all(...list) ? `Доход: ${list.join(", ")}.` : null;
  }],
  [/^The game is over; (.+) tie for first place, and the others vote\.$/, (m) => `Игра окончена: ${whoList(m[1]!)} делят первое место, остальные голосуют.`],
  [/^(.+) wins with (\d+) influence\.$/, (m) => `${whoList(m[1]!)} побеждает с влиянием ${m[2]}.`],
  [/^Shared win: (.+)\.$/, (m) => `Общая победа: ${whoList(m[1]!)}.`],
  // The result (index.ts): factions, or "Seat N" before factions are chosen.
  [/^The (.+) control Russia with (\d+) influence( after a tie vote)?\.$/, (m) => `Россию контролирует ${faction(m[1]!) ? `фракция «${faction(m[1]!)}»` : who(m[1]!)}: влияние ${m[2]}${m[3] ? " (после голосования)" : ""}.`],
  [/^Shared control of Russia: (.+)\.$/, (m) => `Россию контролируют сообща: ${m[1]!.split(", ").map((x) => (faction(x) ? `«${faction(x)}»` : who(x))).join(", ")}.`],
  // Offers last: "A offers B …" splits where the offer reads.
  [/^(.+?) offers (.+)\.$/, (m) => offerTo(m[2]!, (to, o) => `${who(m[1]!)} предлагает игроку ${to}: ${o}.`)],
];

/** One or more sentences, split where a sentence ends and the rest reads too ("St. Petersburg" holds a ". "). */
function sentences(text: string): string | null {
  const whole = apply(SENTENCES, text);
  for (let i = text.indexOf(". "); i > 0; i = text.indexOf(". ", i + 1)) {
    const first = apply(SENTENCES, text.slice(0, i + 1));
    if (first === null) continue;
    const rest = sentences(text.slice(i + 2));
    if (rest !== null) return `${first} ${rest}`;
  }
  return whole;
}

/** Results by English text: a page re-renders its whole history on every move (pure, so safe to keep). */
const cache = new Map<string, string | null>();
const CACHE_LIMIT = 5000;

/** A text of the game itself: a fragment, a refusal, a label or sentences. */
function game(text: string): string | null {
  if (Object.hasOwn(FRAGMENTS, text)) return FRAGMENTS[text]!;
  if (Object.hasOwn(REFUSALS, text)) return REFUSALS[text]!;
  return apply(REFUSAL_RULES, text) ?? apply(FRAGMENT_RULES, text) ?? apply(LABELS, text) ?? sentences(text);
}

function translate(text: string): string | null {
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  const found = withPlatform(text, game);
  const out = found === null ? null : moneyRu(found);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, out);
  return out;
}

/** An English engine sentence of Politika in Russian; one no pattern knows is returned unchanged. */
export function russian(text: string): string {
  return translate(text) ?? text;
}

/** Whether a pattern knows `text` (tests walk whole games with this). */
export function knows(text: string): boolean {
  return translate(text) !== null;
}
