/**
 * Conspiracy Theory's rule violations in Russian: the sentence each `ensure` gives a player (the
 * API sends it with the code), in the rulebook's words. russian.ts reads these.
 */

/** Rule violations: the sentence each `ensure` gives a player (the API sends it with the code). */
export const REFUSALS: Readonly<Record<string, string>> = {
  "Repair your pyramid first.": "Сначала восстановите пирамиду.",
  "Choose the card to take from Think Tank.": "Выберите карту, которую возьмёте картой «Мозговой центр».",
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
  "Quarantine: you cannot place or move Organizations this turn.": "«Карантин»: в этот ход нельзя выкладывать и перемещать Организации.",
  "That row already holds an Organization of this type.": "В этом ряду уже есть Организация этого типа.",
  "The pyramid would not keep a legal shape.": "Пирамида потеряла бы допустимую конфигурацию.",
  "That Organization is not in your pyramid.": "Этой Организации нет в вашей пирамиде.",
  "You have already moved an Organization this turn.": "В этот ход вы уже перемещали Организацию.",
  "Your clearance is too low for that card.": "Для этой карты у вас слишком низкий уровень допуска.",
  "That Certificate failed this turn; it cannot be tried again.": "Этот Сертификат Мастерства в этот ход уже не сработал; второй попытки нет.",
  "Embargo: you cannot play Action cards this turn.": "«Эмбарго»: в этот ход нельзя играть карты действий.",
  "Embargo: you cannot play Action cards.": "«Эмбарго»: нельзя играть карты действий.",
  "You cannot open battles this turn.": "В этот ход вы не можете начинать бои.",
  "That move is not allowed in the main phase.": "Этот ход недопустим в основной фазе.",
  "Play a card or pass.": "Сыграйте карту или пасуйте.",
  "Name the side this card supports.": "Укажите сторону, которую поддерживает эта карта.",
  "The first player must be one of the seats.": "Первым должен ходить один из участников.",
  "No legal pyramid can be reached that way.": "Так допустимую пирамиду не построить.",
  "That move is not allowed now.": "Этот ход сейчас недопустим.",
  "That card cannot be played now.": "Эту карту сейчас нельзя сыграть.",
};
