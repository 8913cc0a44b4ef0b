/**
 * 12-0-12's card data in Russian: Animal and Leader names, ability texts, Leader goals, faction
 * and community names — the Russian of the game's own title (12-0-12: Теория Власти). The
 * English rulebook prints no card texts; these follow our Backroom edition (cards.ts) word for
 * word. Data only: the engine never reads it (the web board and the translator in russian.ts do).
 * Keyed by the card data's ids, so a card without Russian is a compile error.
 */
import type { AnimalId, Community, Faction, LeaderIcon, LeaderId } from "./cards";

export const FACTION_RU = {
  HERB: "Травоядные млекопитающие",
  REPT: "Рептилии",
  BIRD: "Птицы",
  CARN: "Хищные млекопитающие",
} as const satisfies Record<Faction, string>;

export const COMMUNITY_RU = { free: "Свободные", rulers: "Правители" } as const satisfies Record<Community, string>;

export const LEADER_ICON_RU = { book: "книга", sword: "меч", low: "мало взаимодействия" } as const satisfies Record<LeaderIcon, string>;

export const ANIMAL_RU = {
  mouse: { name: "Мышь", ability: "Можете добрать 1 карту." },
  boar: { name: "Кабан", ability: "Обязательно: вы получаете 1 Компромат." },
  camel: { name: "Верблюд", ability: "" },
  beaver: { name: "Бобр", ability: "Можете вернуть 1 свой Компромат в общий запас." },
  deer: { name: "Олень", ability: "Можете взять 2 Еды в свой запас." },
  giraffe: { name: "Жираф", ability: "Можете накормить одного своего сторонника 1 Едой." },
  hippo: { name: "Бегемот", ability: "Всякий раз, когда вы кормите своего сторонника, положите на него ещё 1 Еду." },
  rhino: { name: "Носорог", ability: "Когда вы переманиваете Травоядное млекопитающее, это стоит вам на 2 Влияния меньше (но не меньше 1)." },
  elephant: { name: "Слон", ability: "Обязательно: накормите Слона 4 Едой из общего запаса (одно кормление)." },
  gecko: { name: "Геккон", ability: "Когда вы привлекаете другую Рептилию, а Геккон уже ваш сторонник, можете добрать 1 карту." },
  iguana: { name: "Игуана", ability: "Можете взять 1 Влияние." },
  snake: { name: "Уж", ability: "Ваше действие «Переманить» стоит на 1 Влияние меньше (но не меньше 1)." },
  chameleon: { name: "Хамелеон", ability: "Его фракция — любая из четырёх; её называет игрок, у которого он в игре." },
  monitor: { name: "Варан", ability: "Можете взять 1 Влияние." },
  turtle: { name: "Черепаха", ability: "Можете обменять одного из своих других сторонников на сторонника другого игрока, чей аппетит не выше." },
  python: { name: "Питон", ability: "Можете взять 1 Влияние." },
  cobra: { name: "Кобра", ability: "Можете заставить другого игрока взять 1 Компромат." },
  crocodile: { name: "Крокодил", ability: "Можете забрать у другого игрока сторонника с аппетитом 1; он становится вашим сторонником вместе со своими жетонами." },
  pigeon: { name: "Голубь", ability: "Можете взять 1 Еду." },
  parrot: { name: "Попугай", ability: "Можете добрать 1 карту (даже если у вас уже 5 карт или больше)." },
  penguin: { name: "Пингвин", ability: "Если теперь на нём 3 или больше ресурсов, можете сразу привлечь одного сторонника с руки, оплатив его аппетит только ресурсами, снятыми с Пингвина." },
  woodpecker: { name: "Дятел", ability: "Можете добрать 2 карты." },
  magpie: { name: "Сорока", ability: "Можете переместить 1 жетон со сторонника другого игрока в свой запас." },
  owl: { name: "Сова", ability: "Когда вы теряете сторонника (не саму Сову), можете дважды накормить своих сторонников 1 Едой." },
  peacock: { name: "Павлин", ability: "Когда вы привлекаете другую Птицу, можете взять 1 Влияние." },
  eagle: { name: "Орёл", ability: "Можете назвать фракцию: накормите 1 Едой каждого своего сторонника этой фракции." },
  stork: { name: "Аист", ability: "Можете добрать 3 карты." },
  jackal: { name: "Шакал", ability: "" },
  fox: { name: "Лиса", ability: "Можете переместить 1 Еду из запаса другого игрока в свой." },
  bear: { name: "Медведь", ability: "Можете взять 1 Еду." },
  hyena: { name: "Гиена", ability: "Когда вы теряете сторонника (не саму Гиену), можете добрать 1 карту." },
  wolf: { name: "Волк", ability: "Когда вы привлекаете Хищника, скормив ему сторонника, можете взять 1 Влияние." },
  lynx: { name: "Рысь", ability: "Можете добрать по 1 карте за каждого своего сторонника из Хищных млекопитающих (Рысь тоже считается)." },
  leopard: { name: "Леопард", ability: "Можете взять 2 Влияния." },
  lion: { name: "Лев", ability: "" },
} as const satisfies Record<AnimalId, { readonly name: string; readonly ability: string }>;

export const LEADER_RU = {
  rabbit: { name: "Кролик", condition: "Не меньше 4 сторонников из Травоядных млекопитающих.", ability: "Подготовка: возьмите ещё 2 Еды." },
  viper: { name: "Гадюка", condition: "Не меньше 3 сторонников с аппетитом 1.", ability: "Подготовка: возьмите 1 Влияние." },
  sparrow: { name: "Воробей", condition: "Не меньше 4 сторонников из Птиц.", ability: "Добыть еду: возьмите ещё 1 Еду." },
  tiger: { name: "Тигр", condition: "Не меньше 3 сторонников из Хищных млекопитающих.", ability: "Привлечь Хищника, скормив ему сторонника, стоит вам на 1 меньше (но не меньше 0)." },
  goat: { name: "Козёл", condition: "Не меньше 3 сторонников с аппетитом 4 или больше.", ability: "Искать связи: можете переместить 1 Еду из запаса другого игрока в свой." },
  alligator: { name: "Аллигатор", condition: "Не меньше 4 сторонников из Рептилий.", ability: "Действие «Переманить» стоит вам на 1 Влияние меньше (но не меньше 1)." },
  raven: { name: "Ворон", condition: "Сторонники всех четырёх фракций.", ability: "Искать связи: вместо первой карты из колоды можете взять 1 случайную карту с руки другого игрока." },
  mongoose: { name: "Мангуст", condition: "Не меньше 2 символов общин (в любом сочетании).", ability: "Другие игроки платят на 1 Влияние больше, чтобы переманить ваших сторонников." },
} as const satisfies Record<LeaderId, { readonly name: string; readonly condition: string; readonly ability: string }>;
