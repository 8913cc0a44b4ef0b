/**
 * All card data of Conspiracy Theory (docs/games/conspiracy-theory.md, "Card data").
 *
 * Apart from the Hadron Collider, every name, number and effect here is the spec's
 * reconstruction (no public card list exists); the real printed data can replace this table
 * without code changes as long as the ids stay. The rules code refers to cards only by id.
 *
 * A physical card is an instance: `<id>#<copy>` ("ACT-01#2"), so that every card in the game
 * has a unique id (hands and the deck are secret per instance).
 */

export const cardKinds = ["organization", "wild", "executor", "artifact", "certificate", "action"] as const;
export type CardKind = (typeof cardKinds)[number];

/** The four Organization types (C1); the Hadron Collider is "wild". */
export const organizationTypes = ["intel", "bank", "occult", "crime"] as const;
export type OrganizationType = (typeof organizationTypes)[number];

/** The spec's timing legend. */
export const timings = [
  "place", "attack/battle", "permanent", "activate", "turn", "turn-impact", "forbid", "response", "response-impact", "battle",
] as const;
export type Timing = (typeof timings)[number];

export interface CardDef {
  readonly id: string;
  readonly nameRu: string;
  readonly nameEn: string;
  readonly kind: CardKind;
  readonly type: OrganizationType | "wild" | null;
  /** Clearance needed to play the card (C8); null for Organizations and the Collider. */
  readonly clearance: number | null;
  readonly attack: number | null;
  readonly defence: number | null;
  /** Executors only: added while connected (CR20). */
  readonly bonus: number | null;
  /** Certificates only: the die results that activate the card ("4-6"). */
  readonly activationRoll: string | null;
  readonly timing: Timing;
  readonly effect: string;
  readonly copies: number;
}

export const cards = [
  { id: "ORG-INT-01", nameRu: "ЦРУ", nameEn: "CIA", kind: "organization", type: "intel", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-INT-02", nameRu: "ФБР", nameEn: "FBI", kind: "organization", type: "intel", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-INT-03", nameRu: "АНБ", nameEn: "NSA", kind: "organization", type: "intel", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-INT-04", nameRu: "МИ-6", nameEn: "MI6", kind: "organization", type: "intel", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-INT-05", nameRu: "Моссад", nameEn: "Mossad", kind: "organization", type: "intel", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-INT-06", nameRu: "КГБ", nameEn: "KGB", kind: "organization", type: "intel", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-INT-07", nameRu: "ГРУ", nameEn: "GRU", kind: "organization", type: "intel", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-INT-08", nameRu: "Штази", nameEn: "Stasi", kind: "organization", type: "intel", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-INT-09", nameRu: "БНД", nameEn: "BND", kind: "organization", type: "intel", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-INT-10", nameRu: "ДГСЕ", nameEn: "DGSE", kind: "organization", type: "intel", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-INT-11", nameRu: "МГБ КНР", nameEn: "China's Ministry of State Security", kind: "organization", type: "intel", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-INT-12", nameRu: "Маджестик-12", nameEn: "Majestic 12", kind: "organization", type: "intel", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-BNK-01", nameRu: "Федеральная резервная система", nameEn: "Federal Reserve", kind: "organization", type: "bank", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-BNK-02", nameRu: "Международный валютный фонд", nameEn: "International Monetary Fund", kind: "organization", type: "bank", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-BNK-03", nameRu: "Всемирный банк", nameEn: "World Bank", kind: "organization", type: "bank", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-BNK-04", nameRu: "Банк международных расчётов", nameEn: "Bank for International Settlements", kind: "organization", type: "bank", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-BNK-05", nameRu: "Европейский центральный банк", nameEn: "European Central Bank", kind: "organization", type: "bank", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-BNK-06", nameRu: "Бильдербергский клуб", nameEn: "Bilderberg Group", kind: "organization", type: "bank", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-BNK-07", nameRu: "Фонд Рокфеллера", nameEn: "Rockefeller Foundation", kind: "organization", type: "bank", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-BNK-08", nameRu: "Голдман Сакс", nameEn: "Goldman Sachs", kind: "organization", type: "bank", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-BNK-09", nameRu: "Джей Пи Морган", nameEn: "J.P. Morgan", kind: "organization", type: "bank", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-BNK-10", nameRu: "Леман Бразерс", nameEn: "Lehman Brothers", kind: "organization", type: "bank", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-BNK-11", nameRu: "Банк Ватикана", nameEn: "Vatican Bank", kind: "organization", type: "bank", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-BNK-12", nameRu: "Цюрихские гномы", nameEn: "Gnomes of Zurich", kind: "organization", type: "bank", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-OCC-01", nameRu: "Масоны", nameEn: "Freemasons", kind: "organization", type: "occult", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-OCC-02", nameRu: "Иллюминаты", nameEn: "Illuminati", kind: "organization", type: "occult", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-OCC-03", nameRu: "Тамплиеры", nameEn: "Knights Templar", kind: "organization", type: "occult", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-OCC-04", nameRu: "Розенкрейцеры", nameEn: "Rosicrucians", kind: "organization", type: "occult", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-OCC-05", nameRu: "Приорат Сиона", nameEn: "Priory of Sion", kind: "organization", type: "occult", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-OCC-06", nameRu: "Орден Золотой Зари", nameEn: "Hermetic Order of the Golden Dawn", kind: "organization", type: "occult", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-OCC-07", nameRu: "Орден восточных тамплиеров", nameEn: "Ordo Templi Orientis", kind: "organization", type: "occult", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-OCC-08", nameRu: "Общество Туле", nameEn: "Thule Society", kind: "organization", type: "occult", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-OCC-09", nameRu: "Общество Врил", nameEn: "Vril Society", kind: "organization", type: "occult", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-OCC-10", nameRu: "Череп и Кости", nameEn: "Skull and Bones", kind: "organization", type: "occult", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-OCC-11", nameRu: "Богемская роща", nameEn: "Bohemian Grove", kind: "organization", type: "occult", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-OCC-12", nameRu: "Культ Ктулху", nameEn: "Cult of Cthulhu", kind: "organization", type: "occult", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-CRM-01", nameRu: "Коза ностра", nameEn: "Cosa Nostra", kind: "organization", type: "crime", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-CRM-02", nameRu: "Каморра", nameEn: "Camorra", kind: "organization", type: "crime", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-CRM-03", nameRu: "Ндрангета", nameEn: "'Ndrangheta", kind: "organization", type: "crime", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-CRM-04", nameRu: "Якудза", nameEn: "Yakuza", kind: "organization", type: "crime", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-CRM-05", nameRu: "Триады", nameEn: "Triads", kind: "organization", type: "crime", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-CRM-06", nameRu: "Медельинский картель", nameEn: "Medellín Cartel", kind: "organization", type: "crime", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-CRM-07", nameRu: "Воры в законе", nameEn: "Thieves in Law", kind: "organization", type: "crime", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-CRM-08", nameRu: "Чикагский синдикат", nameEn: "Chicago Outfit", kind: "organization", type: "crime", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-CRM-09", nameRu: "Корпорация убийств", nameEn: "Murder, Inc.", kind: "organization", type: "crime", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-CRM-10", nameRu: "Пурпурная банда", nameEn: "Purple Gang", kind: "organization", type: "crime", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-CRM-11", nameRu: "Береговое братство", nameEn: "Brethren of the Coast", kind: "organization", type: "crime", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "ORG-CRM-12", nameRu: "Братство Ржавого Ключа", nameEn: "Brotherhood of the Rusty Key", kind: "organization", type: "crime", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "none", copies: 1 },
  { id: "HC-01", nameRu: "Адронный Коллайдер", nameEn: "Hadron Collider", kind: "wild", type: "wild", clearance: null, attack: null, defence: null, bonus: null, activationRoll: null, timing: "place", effect: "Stands for an Organization of any type: it fits into any row beside any types (CR1). While it is in your pyramid, one of your Executors per battle may have Hadron power: attack 4, defence 4, counts as connected (CR20). No Executor can capture it, but Action cards can take it and a successful executor attack can discard it. It is never a type for connection or capture.", copies: 1 },
  { id: "EXE-INT-01", nameRu: "Осведомитель", nameEn: "Informant", kind: "executor", type: "intel", clearance: 0, attack: 1, defence: 2, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "Connected: when it enters a battle, you look at the opposing combatant's hand.", copies: 1 },
  { id: "EXE-INT-02", nameRu: "Агент под прикрытием", nameEn: "Undercover Agent", kind: "executor", type: "intel", clearance: 1, attack: 2, defence: 2, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "Connected: if its side wins, you take 1 random card from the opposing combatant's hand.", copies: 1 },
  { id: "EXE-INT-03", nameRu: "Хакер", nameEn: "Hacker", kind: "executor", type: "intel", clearance: 2, attack: 3, defence: 1, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "Connected: if its side wins, you look at the opposing combatant's hand and discard 1 card of your choice from it.", copies: 1 },
  { id: "EXE-INT-04", nameRu: "Двойной агент", nameEn: "Double Agent", kind: "executor", type: "intel", clearance: 3, attack: 2, defence: 3, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "Connected: when it enters, choose one Executor on the opposing side that was added by a third player other than you; from now on it supports your side (its owner's connection bonus still applies).", copies: 1 },
  { id: "EXE-INT-05", nameRu: "Ликвидатор", nameEn: "Liquidator", kind: "executor", type: "intel", clearance: 5, attack: 4, defence: 3, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "Connected: when it enters, knock out one opposing Executor.", copies: 1 },
  { id: "EXE-BNK-01", nameRu: "Брокер", nameEn: "Broker", kind: "executor", type: "bank", clearance: 0, attack: 1, defence: 2, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "Connected: when the battle ends, whatever the result, you draw 1 card.", copies: 1 },
  { id: "EXE-BNK-02", nameRu: "Лоббист", nameEn: "Lobbyist", kind: "executor", type: "bank", clearance: 1, attack: 2, defence: 2, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "Connected: if its side wins, the opposing combatant cannot open battles during their next turn (a forbid, CR28).", copies: 1 },
  { id: "EXE-BNK-03", nameRu: "Финансист", nameEn: "Financier", kind: "executor", type: "bank", clearance: 2, attack: 1, defence: 4, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "Connected: if its side wins, you draw 2 cards.", copies: 1 },
  { id: "EXE-BNK-04", nameRu: "Коллектор", nameEn: "Debt Collector", kind: "executor", type: "bank", clearance: 3, attack: 3, defence: 2, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "Connected: if its side wins, take one Artifact of the opposing combatant's, your choice, into your hand; any Certificate attached to it goes back to its owner's hand.", copies: 1 },
  { id: "EXE-BNK-05", nameRu: "Олигарх", nameEn: "Oligarch", kind: "executor", type: "bank", clearance: 5, attack: 3, defence: 4, bonus: 2, activationRoll: null, timing: "attack/battle", effect: "Connected: when it enters, you may discard any number of cards from your hand; it adds 1 more in this battle for each card discarded.", copies: 1 },
  { id: "EXE-OCC-01", nameRu: "Неофит", nameEn: "Neophyte", kind: "executor", type: "occult", clearance: 0, attack: 1, defence: 1, bonus: 3, activationRoll: null, timing: "attack/battle", effect: "none", copies: 1 },
  { id: "EXE-OCC-02", nameRu: "Медиум", nameEn: "Medium", kind: "executor", type: "occult", clearance: 1, attack: 1, defence: 2, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "Connected: when it enters, roll the die; on 4-6 it adds 2 more in this battle.", copies: 1 },
  { id: "EXE-OCC-03", nameRu: "Пророк", nameEn: "Prophet", kind: "executor", type: "occult", clearance: 2, attack: 2, defence: 2, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "Connected: when it enters, roll the die; on 5-6 knock out one opposing Executor.", copies: 1 },
  { id: "EXE-OCC-04", nameRu: "Алхимик", nameEn: "Alchemist", kind: "executor", type: "occult", clearance: 3, attack: 2, defence: 3, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "Connected: if its side wins, take one active Certificate of the opposing combatant's, your choice, into your hand (inactive; you must activate it yourself).", copies: 1 },
  { id: "EXE-OCC-05", nameRu: "Великий магистр", nameEn: "Grand Master", kind: "executor", type: "occult", clearance: 5, attack: 3, defence: 3, bonus: 2, activationRoll: null, timing: "attack/battle", effect: "Connected: when it enters, roll the die; on 4-6 cancel one Action card on the opposing side of this battle (the opening card included).", copies: 1 },
  { id: "EXE-CRM-01", nameRu: "Боевик", nameEn: "Gunman", kind: "executor", type: "crime", clearance: 0, attack: 3, defence: 1, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "none", copies: 1 },
  { id: "EXE-CRM-02", nameRu: "Рэкетир", nameEn: "Racketeer", kind: "executor", type: "crime", clearance: 1, attack: 2, defence: 2, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "Connected: if its side wins, the opposing combatant discards 1 card of their choice from hand.", copies: 1 },
  { id: "EXE-CRM-03", nameRu: "Подрывник", nameEn: "Bomber", kind: "executor", type: "crime", clearance: 2, attack: 3, defence: 1, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "Connected: if it supports the attacker and the attack succeeds, one Artifact of the defender's, your choice, goes to the discard pile; any Certificate attached to it goes back to its owner's hand.", copies: 1 },
  { id: "EXE-CRM-04", nameRu: "Киллер", nameEn: "Hitman", kind: "executor", type: "crime", clearance: 3, attack: 5, defence: 1, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "Connected: other Executors' abilities cannot knock it out (Action cards such as Alibi still can).", copies: 1 },
  { id: "EXE-CRM-05", nameRu: "Крёстный отец", nameEn: "Godfather", kind: "executor", type: "crime", clearance: 5, attack: 4, defence: 4, bonus: 1, activationRoll: null, timing: "attack/battle", effect: "Connected: each of your other counting crime Executors on the same side adds 1 more.", copies: 1 },
  { id: "ART-01", nameRu: "Перстень Соломона", nameEn: "Ring of Solomon", kind: "artifact", type: null, clearance: 1, attack: 0, defence: 1, bonus: null, activationRoll: null, timing: "permanent", effect: "none", copies: 1 },
  { id: "ART-02", nameRu: "Осколок Тунгусского метеорита", nameEn: "Tunguska Meteorite Shard", kind: "artifact", type: null, clearance: 1, attack: 1, defence: 0, bonus: null, activationRoll: null, timing: "permanent", effect: "none", copies: 1 },
  { id: "ART-03", nameRu: "Хрустальный череп", nameEn: "Crystal Skull", kind: "artifact", type: null, clearance: 2, attack: 0, defence: 1, bonus: null, activationRoll: null, timing: "permanent", effect: "Once per turn, you may re-roll one of your own failed die rolls at once; the new result replaces it.", copies: 1 },
  { id: "ART-04", nameRu: "Манускрипт Войнича", nameEn: "Voynich Manuscript", kind: "artifact", type: null, clearance: 2, attack: 1, defence: 0, bonus: null, activationRoll: null, timing: "permanent", effect: "none", copies: 1 },
  { id: "ART-05", nameRu: "Антикитерский механизм", nameEn: "Antikythera Mechanism", kind: "artifact", type: null, clearance: 3, attack: 1, defence: 1, bonus: null, activationRoll: null, timing: "permanent", effect: "none", copies: 1 },
  { id: "ART-06", nameRu: "Библиотека Ивана Грозного", nameEn: "Library of Ivan the Terrible", kind: "artifact", type: null, clearance: 3, attack: 0, defence: 1, bonus: null, activationRoll: null, timing: "permanent", effect: "Once per turn, in your own turn outside a battle, you may discard 1 card from your hand to draw 1 card.", copies: 1 },
  { id: "ART-07", nameRu: "Изумрудная скрижаль", nameEn: "Emerald Tablet", kind: "artifact", type: null, clearance: 4, attack: 1, defence: 1, bonus: null, activationRoll: null, timing: "permanent", effect: "none", copies: 1 },
  { id: "ART-08", nameRu: "Некрономикон", nameEn: "Necronomicon", kind: "artifact", type: null, clearance: 4, attack: 2, defence: 0, bonus: null, activationRoll: null, timing: "permanent", effect: "none", copies: 1 },
  { id: "ART-09", nameRu: "Святой Грааль", nameEn: "Holy Grail", kind: "artifact", type: null, clearance: 5, attack: 0, defence: 2, bonus: null, activationRoll: null, timing: "permanent", effect: "none", copies: 1 },
  { id: "ART-10", nameRu: "Копьё Судьбы", nameEn: "Spear of Destiny", kind: "artifact", type: null, clearance: 5, attack: 2, defence: 0, bonus: null, activationRoll: null, timing: "permanent", effect: "none", copies: 1 },
  { id: "ART-11", nameRu: "Розуэлльский диск", nameEn: "Roswell Disc", kind: "artifact", type: null, clearance: 6, attack: 2, defence: 1, bonus: null, activationRoll: null, timing: "permanent", effect: "none", copies: 1 },
  { id: "ART-12", nameRu: "Ковчег Завета", nameEn: "Ark of the Covenant", kind: "artifact", type: null, clearance: 7, attack: 1, defence: 2, bonus: null, activationRoll: null, timing: "permanent", effect: "none", copies: 1 },
  { id: "CRT-01", nameRu: "Мастер силовых операций", nameEn: "Master of Special Operations", kind: "certificate", type: null, clearance: 1, attack: 1, defence: 0, bonus: null, activationRoll: "4-6", timing: "activate", effect: "none", copies: 2 },
  { id: "CRT-02", nameRu: "Мастер контрразведки", nameEn: "Master of Counter-Intelligence", kind: "certificate", type: null, clearance: 1, attack: 0, defence: 1, bonus: null, activationRoll: "4-6", timing: "activate", effect: "none", copies: 2 },
  { id: "CRT-03", nameRu: "Мастер конспирации", nameEn: "Master of Conspiracy", kind: "certificate", type: null, clearance: 4, attack: 1, defence: 1, bonus: null, activationRoll: "5-6", timing: "activate", effect: "none", copies: 1 },
  { id: "CRT-04", nameRu: "Мастер маскировки", nameEn: "Master of Disguise", kind: "certificate", type: null, clearance: 2, attack: 0, defence: 0, bonus: null, activationRoll: "4-6", timing: "activate", effect: "As defender, add 2 to your effective defence in every battle that was not opened by an executor attack.", copies: 1 },
  { id: "CRT-05", nameRu: "Мастер шантажа", nameEn: "Master Blackmailer", kind: "certificate", type: null, clearance: 2, attack: 0, defence: 0, bonus: null, activationRoll: "4-6", timing: "activate", effect: "As attacker, add 2 to your effective attack in every battle you open with an Action card or an ability (not an executor attack).", copies: 1 },
  { id: "CRT-06", nameRu: "Мастер интриги", nameEn: "Master of Intrigue", kind: "certificate", type: null, clearance: 3, attack: 0, defence: 0, bonus: null, activationRoll: "5-6", timing: "activate", effect: "Once per round, right after another player's successful die roll, you may make them re-roll it. This is a direct impact, used like a response-impact card (CR16).", copies: 1 },
  { id: "CRT-07", nameRu: "Мастер допроса", nameEn: "Master Interrogator", kind: "certificate", type: null, clearance: 4, attack: 0, defence: 0, bonus: null, activationRoll: "5-6", timing: "activate", effect: "Whenever you are the attacker and the attack succeeds, you also take 1 random card from the defender's hand.", copies: 1 },
  { id: "CRT-08", nameRu: "Мастер вербовки", nameEn: "Master Recruiter", kind: "certificate", type: null, clearance: 5, attack: 0, defence: 0, bonus: null, activationRoll: "6", timing: "activate", effect: "At the start of each of your turns, after the normal draw, draw 1 more card.", copies: 1 },
  { id: "CRT-09", nameRu: "Хранитель реликвии", nameEn: "Relic Keeper", kind: "certificate", type: null, clearance: 2, attack: 0, defence: 0, bonus: null, activationRoll: "4-6", timing: "activate", effect: "Attaches to one of your Artifacts. The host adds 1 more to each value it already adds (0/1 becomes 0/2; 1/1 becomes 2/2).", copies: 1 },
  { id: "CRT-10", nameRu: "Хранитель тайны", nameEn: "Keeper of Secrets", kind: "certificate", type: null, clearance: 3, attack: 0, defence: 0, bonus: null, activationRoll: "5-6", timing: "activate", effect: "Attaches to one of your Artifacts. While this Certificate is active, other players' cards cannot take or discard the host.", copies: 1 },
  { id: "ACT-01", nameRu: "Вербовка", nameEn: "Recruitment", kind: "action", type: null, clearance: 0, attack: null, defence: null, bonus: null, activationRoll: null, timing: "turn", effect: "Draw 2 cards.", copies: 3 },
  { id: "ACT-02", nameRu: "Архивные раскопки", nameEn: "Archive Dig", kind: "action", type: null, clearance: 2, attack: null, defence: null, bonus: null, activationRoll: null, timing: "turn", effect: "Take one card of your choice from the discard pile into your hand. Needs a card in the discard pile.", copies: 1 },
  { id: "ACT-03", nameRu: "Мозговой центр", nameEn: "Think Tank", kind: "action", type: null, clearance: 2, attack: null, defence: null, bonus: null, activationRoll: null, timing: "turn", effect: "Look at the top 3 cards of the deck (fewer if it holds fewer), take 1 into your hand and put the others back on top in any order.", copies: 1 },
  { id: "ACT-04", nameRu: "Утечка информации", nameEn: "Information Leak", kind: "action", type: null, clearance: 1, attack: null, defence: null, bonus: null, activationRoll: null, timing: "turn-impact", effect: "Stake: take 1 random card from the defender's hand.", copies: 2 },
  { id: "ACT-05", nameRu: "Обыск", nameEn: "Search", kind: "action", type: null, clearance: 4, attack: null, defence: null, bonus: null, activationRoll: null, timing: "turn-impact", effect: "Stake: look at the defender's hand and take 1 card of your choice from it.", copies: 1 },
  { id: "ACT-06", nameRu: "Саботаж", nameEn: "Sabotage", kind: "action", type: null, clearance: 2, attack: null, defence: null, bonus: null, activationRoll: null, timing: "turn-impact", effect: "Stake: one Artifact of the defender's, your choice, goes to the discard pile (any Certificate attached to it goes back to its owner's hand).", copies: 2 },
  { id: "ACT-07", nameRu: "Конфискация", nameEn: "Confiscation", kind: "action", type: null, clearance: 4, attack: null, defence: null, bonus: null, activationRoll: null, timing: "turn-impact", effect: "Stake: take one Artifact of the defender's, your choice, into your hand (any Certificate attached to it goes back to its owner's hand).", copies: 1 },
  { id: "ACT-08", nameRu: "Отзыв лицензии", nameEn: "Revoked Licence", kind: "action", type: null, clearance: 2, attack: null, defence: null, bonus: null, activationRoll: null, timing: "turn-impact", effect: "Stake: one active Certificate of the defender's, your choice, goes to the discard pile.", copies: 1 },
  { id: "ACT-09", nameRu: "Переманивание", nameEn: "Headhunting", kind: "action", type: null, clearance: 4, attack: null, defence: null, bonus: null, activationRoll: null, timing: "turn-impact", effect: "Stake: take one active Certificate of the defender's, your choice, into your hand (inactive; you must activate it yourself).", copies: 1 },
  { id: "ACT-10", nameRu: "Рейдерский захват", nameEn: "Hostile Takeover", kind: "action", type: null, clearance: 5, attack: null, defence: null, bonus: null, activationRoll: null, timing: "turn-impact", effect: "Stake: take one Organization of the defender's, your choice. The Hadron Collider may be taken. It goes where CR24 says.", copies: 2 },
  { id: "ACT-11", nameRu: "Вето", nameEn: "Veto", kind: "action", type: null, clearance: 1, attack: null, defence: null, bonus: null, activationRoll: null, timing: "response", effect: "Cancel one Action card another player has just played: in a window, the card being answered; in a battle, an uncancelled Action card played since you last held priority. A Veto can cancel a Veto (CR27).", copies: 2 },
  { id: "ACT-12", nameRu: "Заметание следов", nameEn: "Cover-up", kind: "action", type: null, clearance: 3, attack: null, defence: null, bonus: null, activationRoll: null, timing: "battle", effect: "Supports the defender. At your first priority in a battle opened by an executor attack, cancel that attack: at resolution nothing happens (CR22, CR27).", copies: 1 },
  { id: "ACT-13", nameRu: "Перехват", nameEn: "Interception", kind: "action", type: null, clearance: 2, attack: null, defence: null, bonus: null, activationRoll: null, timing: "response", effect: "Cancel an Artifact or a Certificate that another player is putting into play (for a Certificate, before its activation roll); that card goes to the discard pile.", copies: 1 },
  { id: "ACT-14", nameRu: "Опровержение", nameEn: "Refutation", kind: "action", type: null, clearance: 2, attack: null, defence: null, bonus: null, activationRoll: null, timing: "response-impact", effect: "Answers another player's successful die roll. Stake: the roll counts as failed.", copies: 1 },
  { id: "ACT-15", nameRu: "Дезинформация", nameEn: "Disinformation", kind: "action", type: null, clearance: 1, attack: null, defence: null, bonus: null, activationRoll: null, timing: "response-impact", effect: "Answers another player's successful die roll. Stake: they roll again, and the new result replaces the old one.", copies: 2 },
  { id: "ACT-16", nameRu: "Эмбарго", nameEn: "Embargo", kind: "action", type: null, clearance: 3, attack: null, defence: null, bonus: null, activationRoll: null, timing: "forbid", effect: "The target cannot play Action cards during their next turn.", copies: 1 },
  { id: "ACT-17", nameRu: "Карантин", nameEn: "Quarantine", kind: "action", type: null, clearance: 2, attack: null, defence: null, bonus: null, activationRoll: null, timing: "forbid", effect: "The target cannot place or move Organizations during their next turn; anything they capture or take goes to their hand. Repair is still allowed.", copies: 1 },
  { id: "ACT-18", nameRu: "Мораторий", nameEn: "Moratorium", kind: "action", type: null, clearance: 3, attack: null, defence: null, bonus: null, activationRoll: null, timing: "forbid", effect: "The target cannot open battles during their next turn.", copies: 1 },
  { id: "ACT-19", nameRu: "Подкрепление", nameEn: "Reinforcements", kind: "action", type: null, clearance: 0, attack: 2, defence: 2, bonus: null, activationRoll: null, timing: "battle", effect: "Adds 2 to the side it supports: to attack on the attacker's side, to defence on the defender's side.", copies: 2 },
  { id: "ACT-20", nameRu: "Внезапный удар", nameEn: "Surprise Strike", kind: "action", type: null, clearance: 2, attack: 3, defence: null, bonus: null, activationRoll: null, timing: "battle", effect: "Attacker's side only: adds 3 to effective attack.", copies: 1 },
  { id: "ACT-21", nameRu: "Глухая оборона", nameEn: "Stonewall", kind: "action", type: null, clearance: 2, attack: null, defence: 3, bonus: null, activationRoll: null, timing: "battle", effect: "Defender's side only: adds 3 to effective defence.", copies: 1 },
  { id: "ACT-22", nameRu: "Алиби", nameEn: "Alibi", kind: "action", type: null, clearance: 1, attack: null, defence: null, bonus: null, activationRoll: null, timing: "battle", effect: "Knock out one opposing Executor. If this Alibi is cancelled, that Executor counts again.", copies: 2 },
] as const satisfies readonly CardDef[];

export type CardId = (typeof cards)[number]["id"];

const byId: ReadonlyMap<string, CardDef> = new Map(cards.map((c) => [c.id, c]));

/** Every physical card of the 124-card deck, in table order (C1), with its card data. */
const byInstance: ReadonlyMap<string, CardDef> = new Map(cards.flatMap((c) => Array.from({ length: c.copies }, (_, k) => [`${c.id}#${k + 1}`, c] as const)));

/** The card id of an instance id ("ACT-01#2" → "ACT-01"). */
export function cardIdOf(instance: string): CardId {
  // A lookup rather than a slice for the deck's own instances: the rules ask this many times per move.
  const def = byInstance.get(instance);
  if (def) return def.id as CardId;
  const i = instance.indexOf("#");
  return (i < 0 ? instance : instance.slice(0, i)) as CardId;
}

/** The card data of an instance id (or of a plain card id). Throws on an unknown id. */
export function cardOf(instance: string): CardDef {
  const def = byInstance.get(instance) ?? byId.get(cardIdOf(instance));
  if (!def) throw new Error(`unknown card ${instance}`);
  return def;
}

/** The card data of a card id, or undefined. */
export function findCard(id: string): CardDef | undefined {
  return byId.get(cardIdOf(id));
}

/** Organizations and the Hadron Collider: the cards that go into a pyramid (C1, C13). */
export function isOrganization(card: string): boolean {
  const kind = cardOf(card).kind;
  return kind === "organization" || kind === "wild";
}

/** The lowest successful die result of a Certificate ("4-6" → 4, "6" → 6). */
export function activationMinimum(def: CardDef): number {
  if (def.activationRoll === null) throw new Error(`${def.id} has no activation roll`);
  return Number(def.activationRoll.split("-")[0]);
}

/** Every physical card of the 124-card deck, in table order (C1). */
export const allInstances: readonly string[] = [...byInstance.keys()];

/** Pyramid row capacities from the bottom up (C6). */
export const rowCapacity = [4, 3, 2, 1] as const;
export const handLimit = 5;
export const pyramidSize = 10;
