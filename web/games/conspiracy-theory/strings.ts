/** Conspiracy Theory's words for the how-to-play guide (translated by the i18n work; keep them here). */
import type { GuideStrings } from "../types-guide";

export const guideStrings: GuideStrings = {
  source: "Теория Заговора (Conspiracy Theory)",
  goal: [
    "Be the first to build the pyramid of the World Conspiracy — ten Organizations in rows of 4, 3, 2 and 1 from the bottom up, each row of different Organization types — and keep it whole for one full round.",
  ],
  setup: [
    "The whole deck is shuffled and everyone is dealt 5 cards. A die roll decides who starts; turns pass clockwise.",
  ],
  turn: [
    "From the second round on, a turn starts by drawing a card. In your turn you may place one Organization into your pyramid and move one within it, bring Artifacts into play, try once to activate each Certificate, and attack with Executors and Action cards as your hand and clearance allow. At the end you may hold at most 5 cards.",
    "Your clearance is the number of Organizations in your pyramid; a card showing a clearance number needs at least that much. Base defence is the size of your bottom row; base attack is the number of rows holding a card.",
    "If an attack leaves one of your rows longer than the row below it, you repair your pyramid after the attacker's turn — the game asks you out of turn.",
  ],
  actions: [
    { name: "Place and move Organizations", text: "Put one Organization from your hand (or one just captured) into your pyramid, and move one already in it, keeping every row no longer than the row below." },
    { name: "Attack with Executors", text: "Executors attack an opponent directly; their bonus and ability work when connected with an Organization of their own type. The defender answers with Executors and Action cards; effective attack and defence decide." },
    { name: "Artifacts and Certificates", text: "Permanent cards that raise attack or defence, or give abilities; Certificates are activated by a die roll." },
    { name: "Action cards", text: "Damage an opponent, strengthen yourself, cancel (in answer to a card) or forbid (in advance)." },
  ],
  exampleTitle: "A position from a real game",
  example: [
    "Below is a two-player game a few moves in, as Ann sees it: each player's pyramid row by row, the permanent cards in play, Ann's hand with each card's clearance, attack, defence and bonus, and Bob's hand as a count only.",
    "On the game page, tap a card in your hand or a row of your pyramid: a small menu by it lists what you can do — place the Organization in that row, attack with the Executor — and one tap does it.",
  ],
};
