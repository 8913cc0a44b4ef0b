/**
 * 12-0-12's rule violations in Russian: the sentence each `ensure` in the rules files gives a
 * player (the API sends it with the code), by exact text or, where it holds a number or a card,
 * by pattern. russian.ts reads these; a test scans the rules files so a new sentence cannot be
 * missed.
 */
import { ANIMAL_RU } from "./russian-cards";
import { ANIMALS, type AnimalId } from "./cards";
import { plural } from "../core/russian-grammar";

export const REFUSALS: Readonly<Record<string, string>> = {
  "Choose one of your own supporters.": "Выберите одного из своих сторонников.",
  "Choose another player.": "Выберите другого игрока.",
  "You have no Compromat to return.": "У вас нет Компромата, чтобы вернуть.",
  "A Supplier cannot feed itself.": "Поставщик не может кормить сам себя.",
  "Choose the two supporters to feed.": "Выберите двух сторонников, которых накормить.",
  "Name a faction.": "Назовите фракцию.",
  "The game is played without Compromat.": "Игра идёт без Компромата.",
  "That player has no Food.": "У этого игрока нет Еды.",
  "Choose another player's supporter.": "Выберите сторонника другого игрока.",
  "There is no such token on that supporter.": "На этом стороннике нет такого жетона.",
  "The Crocodile takes only a supporter with appetite 1.": "«Крокодил» забирает только сторонника с аппетитом 1.",
  "Exchange one of your other supporters.": "Обменяйте другого своего сторонника.",
  "Exchange two supporters of the same faction (a Chameleon you take is named by its owner, never to match).":
    "Обменивать можно только сторонников одной фракции (фракцию «Хамелеона», которого вы берёте, называет его владелец, а не вы под обмен).",
  "The supporter you take may not have a higher appetite than the one you give.": "Аппетит сторонника, которого вы берёте, не может быть выше, чем у отдаваемого.",
  "The Penguin needs 3 or more resources on it.": "На «Пингвине» должно лежать 3 или больше ресурсов.",
  "That card is not in your hand.": "Этой карты нет у вас на руке.",
  "The Penguin does not hold those resources.": "На «Пингвине» нет таких ресурсов.",
  "Only a Chameleon's faction can be named.": "Назвать можно только фракцию «Хамелеона».",
  "Name the Chameleon's faction.": "Назовите фракцию «Хамелеона».",
  "12-0-12 is played by 2 to 4 players.": "В 12-0-12 играют от 2 до 4 игроков.",
  "The first player must be one of the seats.": "Первым должен ходить один из участников.",
  "Each card can be discarded once.": "Каждую карту можно сбросить один раз.",
  "You can only discard cards from your hand.": "Сбрасывать можно только карты с руки.",
  "At most one card per discarded card.": "Не больше одной карты за каждую сброшенную.",
  "Taking cards instead of Food needs a Free symbol.": "Чтобы брать карты вместо Еды, нужен символ «Свободные».",
  "A pair must be two cards of one faction.": "Пара — это две карты одной фракции.",
  "Taking Influence for a pair needs a Rulers symbol.": "Чтобы брать за пару Влияние, нужен символ «Правители».",
  "A pair can use only one community's bonus.": "Пара даёт бонус только одной общины.",
  "Only a pair can give Influence.": "Влияние даёт только пара.",
  "Two discarded cards of one faction count as a pair.": "Две сброшенные карты одной фракции считаются парой.",
  "Feed it one of your own supporters.": "Скормите ему одного из своих сторонников.",
  "The eaten supporter's appetite must not exceed the Predator's.": "Аппетит съеденного сторонника не может быть больше аппетита Хищника.",
  "Only Birds can be paid with tokens from your supporters.": "Только Птиц можно оплатить жетонами со своих сторонников.",
  "Your reserve does not hold that much.": "В вашем запасе столько нет.",
  "Pay only from your own supporters, each once.": "Платите только со своих сторонников, с каждого один раз.",
  "That supporter does not hold those tokens.": "На этом стороннике нет таких жетонов.",
  "Only the Raven can take a card from another hand.": "Брать карту с чужой руки может только «Ворон».",
  "The Raven replaces your first draw; you draw nothing.": "«Ворон» заменяет первую карту из колоды, а вам нечего добирать.",
  "Choose another player with cards in hand.": "Выберите другого игрока с картами на руке.",
  "It is not your turn to act.": "Сейчас не ваш ход.",
  "You have no action left this turn.": "В этом ходу у вас не осталось действий.",
  "The game is over.": "Игра окончена.",
  "There is no such seat.": "Такого места нет.",
  "You have no Leader to choose.": "Вам не нужно выбирать Лидера.",
  "Keep one of the two Leaders dealt to you.": "Оставьте одного из двух Лидеров, розданных вам.",
  "You have already chosen your discards.": "Вы уже выбрали сброс.",
  "Discard cards from your hand.": "Сбрасывайте карты с руки.",
  "Finish the setup first: choose your Leader and discards.": "Сначала закончите подготовку: выберите Лидера и сброс.",
  "The setup is over.": "Подготовка окончена.",
  "You have no ability to resolve now.": "Сейчас вам нечего разыгрывать.",
  "That ability is not waiting for you.": "Эта способность не ждёт вас.",
  "This ability is mandatory.": "Эта способность обязательна.",
  "It is not your turn.": "Сейчас не ваш ход.",
  "Take an action first.": "Сначала выполните действие.",
};

const ANIMAL_NAME = new Map<string, string>(ANIMALS.map((a) => [a.name, ANIMAL_RU[a.id as AnimalId].name]));

/** The sentences holding a number or a card name. */
export const REFUSAL_RULES: readonly (readonly [RegExp, (m: RegExpExecArray) => string | null])[] = [
  [/^Pay exactly (\d+) \(its appetite\)\.$/, (m) => `Заплатите ровно ${m[1]} (его аппетит).`],
  [/^Pay exactly (\d+)\.$/, (m) => `Заплатите ровно ${m[1]}.`],
  [/^Poaching it costs (\d+) Influence\.$/, (m) => `Переманить его стоит ${plural(Number(m[1]), "Влияние", "Влияния", "Влияния")}.`],
  [/^Discard exactly (\d+) cards, keeping 5\.$/, (m) => `Сбросьте ровно ${plural(Number(m[1]), "карту", "карты", "карт")}, оставив 5.`],
  [/^(.+) is not a Predator\.$/, (m) => (ANIMAL_NAME.has(m[1]!) ? `«${ANIMAL_NAME.get(m[1]!)}» — не Хищник.` : null)],
];
