/**
 * Politika's rule violations in Russian: the sentence each `ensure` (and each offer problem of
 * trade.ts) gives a player, which the API sends with the code; by exact text or, where it holds a
 * number, by pattern. russian.ts reads these; a test scans the rules files so a new sentence
 * cannot be missed.
 */
import { ACTION_NAMES_RU, FACTIONS_RU } from "./russian-words";
import { plural } from "../core/russian-grammar";
import type { Rule } from "./russian-parts";

export const REFUSALS: Readonly<Record<string, string>> = {
  // Any phase (rules.ts)
  "The game is over.": "Игра окончена.",
  "That seat is not in this game.": "Такого места в этой игре нет.",
  "It is not your turn.": "Сейчас не ваш ход.",
  "No decision of yours is awaited now.": "Сейчас от вас не ждут решения.",
  "That move is not possible in this phase.": "Этот ход невозможен в этой фазе.",
  "That card is not in your hand.": "Этой карты нет у вас на руке.",
  "That card does not do this.": "Эта карта так не действует.",
  // Factions, placement, events, buying, the vote
  "Choose a faction first.": "Сначала выберите фракцию.",
  "Another player already has that faction.": "Эта фракция уже у другого игрока.",
  "Place a representative first.": "Сначала выставьте представителя.",
  "A representative already stands in that region.": "В этом регионе уже стоит представитель.",
  "That is not one of the choices this event offers.": "Это событие такого выбора не предлагает.",
  "Buy action cards (zero is allowed) to end your turn.": "Чтобы закончить ход, купите карты действий (можно ни одной).",
  "You cannot afford that many cards.": "Денег на столько карт у вас не хватает.",
  "There are not that many action cards left.": "Столько карт действий не осталось.",
  "Vote for one of the tied players.": "Голосуйте за одного из игроков с равным счётом.",
  "You can only vote for a player tied for first place.": "Голосовать можно только за игрока, делящего первое место.",
  // Faction abilities
  "Only the KGB may look at a hand, once per turn.": `Смотреть чужие карты может только ${FACTIONS_RU.kgb.name}, раз в ход.`,
  "Look at another player's hand.": "Смотреть можно карты другого игрока.",
  "Only the Mafia may take money, once per turn.": `Забирать деньги может только ${FACTIONS_RU.mafia.name}, раз в ход.`,
  "Take from another player.": "Забирать можно только у другого игрока.",
  "Only the Military may do this, once per turn.": `Это могут только ${FACTIONS_RU.military.name}, раз в ход.`,
  // Movement
  "That representative has already moved this turn.": "Этот представитель уже перемещался в этот ход.",
  "That representative cannot reach that region (influence path, or three representatives there).":
    "Этот представитель не может дойти до этого региона (нет пути по вашему влиянию или там уже три представителя).",
  "That uprising has already moved this turn.": "Это восстание уже передвигалось в этот ход.",
  "You have no influence in that uprising.": "У вас нет влияния в этом восстании.",
  "The uprising cannot reach that region (one region per token, never through another uprising).":
    "Восстание не может дойти до этого региона (на один регион за каждый ваш жетон и никогда через другое восстание).",
  "The uprising cannot reach that region.": "Восстание не может дойти до этого региона.",
  "The uprising cannot move there.": "Восстание не может туда перейти.",
  "Choose another region.": "Выберите другой регион.",
  "Three representatives already stand there.": "Там уже стоят три представителя.",
  // Trade (trade.ts), with the offer problems checked when an offer is made and accepted
  "Make offers to another player.": "Предложения делаются другому игроку.",
  "Trade offers are made to or by the player whose turn it is.": "Торговые предложения делает игрок, чей сейчас ход, или их делают ему.",
  "You are already allied.": "Вы уже в союзе.",
  "An offer must give or ask for something.": "Предложение должно что-то давать или что-то просить.",
  "At most one influence token changes by trade per turn.": "За ход торговлей может перейти не больше одного жетона влияния.",
  "Each card can be offered once.": "Каждую карту можно предложить только один раз.",
  "The receiver has no token there.": "У получателя там нет жетона.",
  "There is no such offer to you.": "Вам такого предложения не делали.",
  "You made no such offer.": "Вы такого предложения не делали.",
  "The receiver cannot pay that much now.": "Получатель сейчас не может столько заплатить.",
  "The receiver does not hold that many cards.": "У получателя нет столько карт.",
  "The receiver has no token there now.": "У получателя там больше нет жетона.",
  "The maker cannot pay that much now.": "Предложивший сейчас не может столько заплатить.",
  "The maker no longer holds those cards.": "У предложившего больше нет этих карт.",
  "The maker has no token there now.": "У предложившего там больше нет жетона.",
  "An influence token has already changed by trade this turn.": "В этот ход жетон влияния уже переходил по торговле.",
  // Challenges (challenge.ts)
  "Choose the colour of the token you won.": "Выберите цвет выигранного жетона.",
  "Choose another player's colour than the defender's.": "Выберите цвет другого игрока, не защитника.",
  "Play a card for this challenge, or pass.": "Сыграйте карту в этом вызове или пасуйте.",
  "You cannot play that card in this window.": "Эту карту нельзя сыграть в этом окне.",
  "Make a challenge or end your challenges.": "Бросьте вызов или закончите вызовы.",
  "You hold no such free-challenge card.": `У вас нет такой карты «${ACTION_NAMES_RU["free-challenge"]}».`,
  "That representative is not on the board.": "Этого представителя нет на поле.",
  "That representative has already challenged this turn.": "Этот представитель уже бросал вызов в этот ход.",
  "Only the Communists have this extra challenge, once per turn.": `Этот лишний вызов есть только у ${FACTIONS_RU.communists.of}, раз в ход.`,
  "The Communists' extra challenge rolls exactly one free die.": `В лишнем вызове ${FACTIONS_RU.communists.of} бросается ровно один бесплатный кубик.`,
  "No Duma Session extra challenge is available.": "Лишнего вызова «Сессии Думы» сейчас нет.",
  "The challenge must be made in that representative's (or card's) region.": "Вызов бросают в регионе этого представителя (или карты).",
  "To challenge an uprising you need a representative in its region.": "Чтобы бросить вызов в восстании, нужен ваш представитель в его регионе.",
  "The defender has no token there.": "У защитника там нет жетона.",
  "You cannot afford that many dice.": "Денег на столько кубиков у вас не хватает.",
  "This game's rules version has no auto-pass setting.": "В версии правил этой игры нет настройки автопаса.",
  "That is already your auto-pass setting.": "Автопас у вас уже так настроен.",
};

/** The sentences holding a number. */
export const REFUSAL_RULES: readonly Rule[] = [
  [/^At most (\d+) offers per player per turn\.$/, (m) => `Не больше ${plural(Number(m[1]), "предложения", "предложений", "предложений")} от игрока за ход.`],
  [/^Choose (\d+) different cards from your hand\.$/, (m) => {
    const n = Number(m[1]);
    return n === 0 ? "Это предложение не просит карт с руки." : `Выберите с руки ${plural(n, "карту", "разные карты", "разных карт")}.`;
  }],
];
