/**
 * The Get Food form's words (forms.tsx, and the checks and preview of moves.ts) in English and
 * Russian. Functions, not i18next keys: the sentences take card lists and counted nouns, and
 * moves.ts stays pure (no i18n instance) so its tests need no app around them. Card and faction
 * names come in already in the reader's language.
 */
import { plural } from "@backroom/engine/core/russian-grammar";
import type { Language } from "../../i18n";

export interface FormWords {
  food(n: number): string;
  influence(n: number): string;
  cards(n: number): string;
  and: string;
  nothing: string;
  sparrow: string;
  notWellFormed: string;
  chooseCards: string;
  once: string;
  notInHand(cards: string, many: boolean): string;
  perCard(names: string): string;
  needsFree(names: string): string;
  notAPair(names: string): string;
  needsRulers(names: string): string;
  oneBonus(names: string): string;
  aloneNoInfluence(names: string): string;
  bothFaction(names: string, faction: string): string;
  atMostSingles(n: number): string;
  alone(name: string): string;
  pairOf(a: string, b: string, faction: string): string;
  inAll(gains: string): string;
  // The form around them.
  title: string;
  help: string;
  helpFree: string;
  helpRulers: string;
  cardsGroup: string;
  emptyHand: string;
  anyFaction: string;
  chameleonLegend: string;
  chameleonN(n: number): string;
  chameleonOne: string;
  notListed: string;
  sending: string;
  confirm: string;
  pass: string;
  hint: string;
  howTheyCount: string;
  setupTitle(n: number): string;
  setupHelp: string;
  setupCards: string;
  setupConfirm(cards: string): string;
  attractTitle: string;
  attractHelp: string;
  attractCard: string;
  withAppetite(name: string, appetite: number): string;
  meal: string;
  noMeal: string;
  fromSupporter(token: string, supporter: string): string;
  fromReserve(token: string): string;
  foodWord: string;
  influenceWord: string;
  attractConfirm(name: string): string;
  abilityTitle: string;
  abilityHelp: string;
  ability: string;
  player: string;
  supporter: string;
  token: string;
  feed: string;
  feedAlso: string;
  give: string;
  take: string;
  abilityCard: string;
  faction: string;
  theirs(owner: string, card: string): string;
  useConfirm(ability: string): string;
}

const en: FormWords = {
  food: (n) => `${n} Food`,
  influence: (n) => `${n} Influence`,
  cards: (n) => `${n} card${n > 1 ? "s" : ""}`,
  and: " and ",
  nothing: "Discard nothing: no Food",
  alone: (name) => `${name} alone`,
  pairOf: (a, b, faction) => `${a} and ${b}, a pair of ${faction}`,
  inAll: (gains) => `In all: ${gains}`,
  sparrow: ", +1 Food for the Sparrow",
  notWellFormed: "This is not a well-formed Get Food move.",
  chooseCards: "Choose the cards to discard: click them in this form.",
  once: "Each card can be discarded once.",
  notInHand: (cards, many) => `${cards} ${many ? "are" : "is"} not in your hand.`,
  perCard: (names) => `${names}: at most one card per discarded card.`,
  needsFree: (names) => `${names}: taking cards instead of Food needs a Free symbol.`,
  notAPair: (names) => `${names} are not of one faction, so they are not a pair.`,
  needsRulers: (names) => `${names}: taking 1 Influence for a pair needs a Rulers symbol.`,
  oneBonus: (names) => `${names}: a pair uses one community's bonus only, Influence or cards.`,
  aloneNoInfluence: (names) => `${names} alone cannot give Influence: only a pair of one faction can (Rulers).`,
  bothFaction: (names, faction) => `${names} are both ${faction}: discarded together they count as a pair.`,
  atMostSingles: (n) => `At most ${n} cards can stay single, one per faction; the rest pair up.`,
  title: "Get Food: choose your discard",
  help: "Two cards of one faction make a pair, 3 Food; a card left over gives 1 Food",
  helpFree: "; Free: a card instead of each Food, one per discarded card",
  helpRulers: "; Rulers: 1 Influence instead of a pair's 3 Food",
  cardsGroup: "Cards to discard (tap to add or remove)",
  emptyHand: "Your hand is empty.",
  anyFaction: "any faction",
  chameleonLegend: "Chameleon: name its faction",
  chameleonN: (n) => `Chameleon ${n}'s faction`,
  chameleonOne: "Chameleon's faction",
  notListed: "Not among the listed moves (your hand is big): the server checks it.",
  sending: "Sending…",
  confirm: "Confirm Get Food",
  pass: "Get Food discarding nothing (a pass)",
  hint: "Tap the cards you want to discard: how they pair up and the Food in all appear below.",
  howTheyCount: "How they count",
  setupTitle: (n) => `Set-up: discard ${n} card${n === 1 ? "" : "s"}`,
  setupHelp: "Everyone chooses at once; the discards are revealed together.",
  setupCards: "Cards to discard",
  setupConfirm: (cards) => `Discard ${cards}`,
  attractTitle: "Attract: the card, then how to pay",
  attractHelp: "Pay its appetite exactly from your reserve; a Bird may also take tokens from your supporters, and a Predator may first eat one of them.",
  attractCard: "Card to attract",
  withAppetite: (name, appetite) => `${name} (appetite ${appetite})`,
  meal: "Feed it first",
  noMeal: "nobody",
  fromSupporter: (token, supporter) => `${token} from ${supporter}`,
  fromReserve: (token) => `${token} from your reserve`,
  foodWord: "Food",
  influenceWord: "Influence",
  attractConfirm: (name) => `Attract ${name}`,
  abilityTitle: "Use an ability",
  abilityHelp: "Choose the ability, then what it asks for, one thing at a time.",
  ability: "Ability",
  player: "On which player",
  supporter: "Which supporter",
  token: "Which token",
  feed: "Feed",
  feedAlso: "and feed",
  give: "Give",
  take: "Take",
  abilityCard: "Card to attract",
  faction: "Faction",
  theirs: (owner, card) => `${owner}'s ${card}`,
  useConfirm: (ability) => `Use ${ability}`,
};

const ru: FormWords = {
  food: (n) => plural(n, "Еда", "Еды", "Еды"),
  influence: (n) => plural(n, "Влияние", "Влияния", "Влияния"),
  cards: (n) => plural(n, "карта", "карты", "карт"),
  and: " и ",
  nothing: "Ничего не сбрасывать: без Еды",
  alone: (name) => `${name} без пары`,
  pairOf: (a, b, faction) => `${a} и ${b} — пара, ${faction}`,
  inAll: (gains) => `Всего: ${gains}`,
  sparrow: ", +1 Еда за «Воробья»",
  notWellFormed: "Это не ход «Добыть еду».",
  chooseCards: "Выберите карты для сброса: нажмите их в этой форме.",
  once: "Каждую карту можно сбросить один раз.",
  notInHand: (cards, many) => `${cards}: ${many ? "этих карт" : "этой карты"} нет у вас на руке.`,
  perCard: (names) => `${names}: не больше одной карты за каждую сброшенную.`,
  needsFree: (names) => `${names}: чтобы брать карты вместо Еды, нужен символ «Свободные».`,
  notAPair: (names) => `${names}: карты разных фракций, это не пара.`,
  needsRulers: (names) => `${names}: чтобы взять за пару 1 Влияние, нужен символ «Правители».`,
  oneBonus: (names) => `${names}: пара даёт бонус только одной общины — Влияние или карты.`,
  aloneNoInfluence: (names) => `${names}: одна карта не даёт Влияния, только пара одной фракции («Правители»).`,
  bothFaction: (names, faction) => `${names} — обе из фракции «${faction}»: сброшенные вместе, они считаются парой.`,
  atMostSingles: (n) => `Без пары могут остаться не больше ${n} карт, по одной на фракцию; остальные образуют пары.`,
  title: "Добыть еду: выберите сброс",
  help: "Две карты одной фракции — пара, 3 Еды; оставшаяся карта даёт 1 Еду",
  helpFree: "; «Свободные»: карта вместо каждой Еды, не больше одной за сброшенную карту",
  helpRulers: "; «Правители»: 1 Влияние вместо 3 Еды за пару",
  cardsGroup: "Карты для сброса (нажмите, чтобы добавить или убрать)",
  emptyHand: "У вас на руке нет карт.",
  anyFaction: "любая фракция",
  chameleonLegend: "Хамелеон: назовите его фракцию",
  chameleonN: (n) => `Фракция Хамелеона ${n}`,
  chameleonOne: "Фракция Хамелеона",
  notListed: "Этого хода нет в списке (у вас большая рука): его проверит сервер.",
  sending: "Отправка…",
  confirm: "Подтвердить: добыть еду",
  pass: "Добыть еду, ничего не сбрасывая (пас)",
  hint: "Нажмите карты, которые хотите сбросить: ниже появится, как они составят пары, и сколько всего Еды.",
  howTheyCount: "Что они дают",
  setupTitle: (n) => `Подготовка: сбросьте ${plural(n, "карту", "карты", "карт")}`,
  setupHelp: "Все выбирают одновременно; сброшенные карты открываются вместе.",
  setupCards: "Карты для сброса",
  setupConfirm: (cards) => `Сбросить ${cards}`,
  attractTitle: "Привлечь: карта, затем оплата",
  attractHelp: "Аппетит оплачивается ровно из запаса; Птицу можно оплатить и жетонами с ваших сторонников, а Хищнику можно сначала скормить одного из них.",
  attractCard: "Кого привлечь",
  withAppetite: (name, appetite) => `${name} (аппетит ${appetite})`,
  meal: "Сначала скормить",
  noMeal: "никого",
  fromSupporter: (token, supporter) => `${token} с карты ${supporter}`,
  fromReserve: (token) => `${token} из запаса`,
  foodWord: "Еда",
  influenceWord: "Влияние",
  attractConfirm: (name) => `Привлечь ${name}`,
  abilityTitle: "Применить способность",
  abilityHelp: "Выберите способность, затем то, что она просит, по одному.",
  ability: "Способность",
  player: "На какого игрока",
  supporter: "Какой сторонник",
  token: "Какой жетон",
  feed: "Накормить",
  feedAlso: "и накормить",
  give: "Отдать",
  take: "Взять",
  abilityCard: "Кого привлечь",
  faction: "Фракция",
  theirs: (owner, card) => `${card} (игрок ${owner})`,
  useConfirm: (ability) => `Применить: ${ability}`,
};

export const FORM_WORDS: Readonly<Record<Language, FormWords>> = { en, ru };
