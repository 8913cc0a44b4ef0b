// Generated from docs/games/*.md by web/scripts/rulings.mjs (npm run rulings -w web). Do not edit.
import type { EngineVersionNote, Ruling } from "./index";

export const rulings: Readonly<Record<string, readonly Ruling[]>> = {
  "conspiracy-theory": [
    {
      "id": "CR1",
      "text": "Row types. A row never holds two Organizations of the same type. The Hadron Collider never clashes with anything: it may go into any row that has room, and any type may go into a row that holds it. This rule covers placing, moving, capturing or taking into a pyramid, and repair. A complete pyramid is therefore ten Organizations, with four different types in the bottom row (the Collider standing in for any one of them).",
      "textRu": "Типы в ряду. В одном ряду никогда не бывает двух Организаций одного типа. Адронный Коллайдер ни с чем не конфликтует: его можно выложить в любой ряд, где есть место, и в ряд с ним можно выложить Организацию любого типа. Правило действует при выкладке, перемещении, захвате или взятии в пирамиду и при восстановлении пирамиды. Поэтому полная пирамида — это десять Организаций, и в нижнем ряду четыре разных типа (Коллайдер заменяет любой из них)."
    },
    {
      "id": "CR2",
      "text": "Legal pyramid. Call the row sizes, bottom to top, r1..r4. A pyramid is legal when r1 ≤ 4, r2 ≤ 3, r3 ≤ 2, r4 ≤ 1, r2 ≤ r1, r3 ≤ r2, r4 ≤ r3, and CR1 holds. Every placement and every voluntary move must leave the pyramid legal. So the first Organization goes into the bottom row, and a row can be started only above a row that is not empty. Positions inside a row are not tracked. A move takes one Organization from its row into a different row.",
      "textRu": "Допустимая пирамида. Обозначим число карт в рядах снизу вверх р1..р4. Пирамида допустима, если р1 ≤ 4, р2 ≤ 3, р3 ≤ 2, р4 ≤ 1, р2 ≤ р1, р3 ≤ р2, р4 ≤ р3 и выполнено CR1. Каждая выкладка и каждое добровольное перемещение должны оставлять пирамиду допустимой. Значит, первая Организация ложится в нижний ряд, а новый ряд можно начать только над непустым рядом. Место карты внутри ряда не учитывается. Перемещение переносит одну Организацию из её ряда в другой."
    },
    {
      "id": "CR3",
      "text": "Base values of a broken pyramid. Base values always come from the pyramid as it stands, even while it is illegal. 3-1-2-1 gives base attack 4 and base defence 3. 3-0-1-0 gives base attack 2.",
      "textRu": "Базовые очки разрушенной пирамиды. Базовые очки всегда считаются по пирамиде как она есть, даже пока она недопустима. Пирамида 3-1-2-1 даёт 4 базовых очка атаки и 3 базовых очка защиты. Пирамида 3-0-1-0 даёт 2 базовых очка атаки."
    },
    {
      "id": "CR4",
      "text": "Repair. (a) When: after the turn in which the pyramid became illegal has ended (after that player's hand-limit discard) and before the next turn begins. If several players must repair, they go in seat order, starting after the player whose turn ended. (b) How: the owner rearranges only the Organizations already in the pyramid (none enters or leaves) into any legal arrangement. These moves are free and unlimited, and they do not count as the owner's move for the turn. The engine takes the final arrangement and checks it. It may offer a suggested arrangement; a brute-force search over at most 10 cards is trivial. (c) A legal arrangement always exists. Take away the lost cards one at a time. After each one, whenever a row is shorter than the row above it, the row above holds a type the shorter row lacks (or the Collider), and moving that card down fixes the pair; repeat up the pyramid. (d) Safety net: if a player's pyramid is illegal when any of their turns begins, they repair first.",
      "textRu": "Восстановление пирамиды. (а) Когда: после того как закончился ход, в котором пирамида стала недопустимой (после сброса лишних карт этим игроком), и до начала следующего хода. Если восстанавливать должны несколько игроков, они делают это по очереди хода, начиная со следующего за игроком, чей ход закончился. (б) Как: владелец переставляет только Организации, уже лежащие в пирамиде (ни одна не добавляется и не уходит), в любую допустимую конфигурацию. Эти перемещения бесплатны и не ограничены и не считаются перемещением владельца за ход. Движок принимает итоговую конфигурацию и проверяет её. Он может предложить готовую конфигурацию: полный перебор не более чем 10 карт — дело пустяковое. (в) Допустимая конфигурация есть всегда. Убирайте потерянные карты по одной. После каждой, если какой-то ряд короче ряда над ним, в верхнем ряду есть карта типа, которого нет в коротком ряду (или Коллайдер), и её перенос вниз исправляет эту пару; повторяйте так вверх по пирамиде. (г) Страховка: если в начале любого хода игрока его пирамида недопустима, он сначала восстанавливает её."
    },
    {
      "id": "CR5",
      "text": "Instant effect of losses and gains. When an Organization enters or leaves a pyramid, clearance, base attack and base defence change at once. Whenever a pyramid holds fewer than ten Organizations, its \"complete since\" mark is cleared (CR31).",
      "textRu": "Потери и приобретения действуют сразу. Когда Организация входит в пирамиду или покидает её, уровень допуска, базовые очки атаки и базовые очки защиты меняются немедленно. Как только в пирамиде меньше десяти Организаций, её отметка «полная с…» снимается (CR31)."
    },
    {
      "id": "CR6",
      "text": "Rounds. A round is one turn for each player in seat order, starting with the first player. The first round is every player's first turn, and nobody draws at the start of it.",
      "textRu": "Круги. Круг — это по одному ходу каждого игрока по очереди хода, начиная с первого игрока. Первый круг — это первый ход каждого игрока, и в его начале никто не берёт карту."
    },
    {
      "id": "CR7",
      "text": "Turn sequence. (1) Start: victory check (CR31). (2) Draw: draw 1 card (not in the first round). Then this player's start-of-turn card effects apply, in the order they choose. (3) Main phase: the player takes actions (CR8) in any order, one at a time. Each action is fully resolved, including any battle or response window it causes, before the next one. (4) End: the player declares the end of the turn and discards down to the hand limit (CR9). Other players then repair (CR4). Effects that last \"until the end of this turn\", or until the end of this player's next turn, expire. The next player in seat order begins.",
      "textRu": "Порядок хода. (1) Начало: проверка победы (CR31). (2) Взятие карты: игрок берёт 1 карту (кроме первого круга). Затем действуют эффекты его карт «в начале хода», в выбранном им порядке. (3) Основная фаза: игрок совершает действия (CR8) в любом порядке, по одному. Каждое действие разыгрывается полностью, вместе с Фазой боя или окном ответа, которые оно вызвало, и только потом начинается следующее. (4) Конец: игрок объявляет конец хода и сбрасывает лишние карты до предела руки (CR9). Затем другие игроки восстанавливают пирамиды (CR4). Эффекты, действующие «до конца этого хода» или до конца следующего хода этого игрока, заканчиваются. Ходит следующий по очереди игрок."
    },
    {
      "id": "CR8",
      "text": "What you may do in your own turn, outside battles and response windows: - place at most one Organization; - move at most one Organization; - put any number of Artifacts into play; - make one activation attempt with each Certificate card in your hand (CR14); - play any number of Action cards timed turn, turn-impact or forbid; - open any number of executor attacks, one battle at a time; - use the abilities of your cards in play when their text allows.",
      "textRu": "Что можно делать в свой ход, вне Фазы боя и окон ответа: - выложить не более одной Организации; - переместить не более одной Организации; - ввести в игру любое число Артефактов; - один раз попытаться активировать каждую карту Сертификата Мастерства на руке (CR14); - сыграть любое число карт действий с условием «в свой ход», «в свой ход, с боем» или «запрет»; - начать любое число атак Исполнителями, по одной Фазе боя за раз; - использовать способности своих карт в игре, когда их текст это позволяет."
    },
    {
      "id": "CR9",
      "text": "Hand limit. Only the player whose turn is ending checks the limit, and they choose which cards to discard. Other players may hold more cards than the limit until their own turn ends. The limit is always 5.",
      "textRu": "Предел руки. Предел проверяет только игрок, чей ход заканчивается, и он сам выбирает, какие карты сбросить. Остальные игроки могут держать больше карт, пока не закончится их собственный ход. Предел всегда 5 карт."
    },
    {
      "id": "CR10",
      "text": "Outside your own turn you may only: - play response or response-impact cards in a response window or a battle; - play cards in a battle when you hold priority (CR17); - use an ability at the moment its text gives (Master of Intrigue, Crystal Skull, Executor abilities); - repair your pyramid (CR4).",
      "textRu": "Вне своего хода можно только: - играть карты «ответ» или «ответ с боем» в окне ответа или в Фазе боя; - играть карты в Фазе боя, когда ваша очередь (CR17); - использовать способность в момент, указанный в её тексте (Мастер интриги, Хрустальный череп, способности Исполнителей); - восстанавливать свою пирамиду (CR4)."
    },
    {
      "id": "CR11",
      "text": "Clearance checks. Clearance is checked when a card is played, against the current clearance of the player who plays it. For cards added to someone else's battle, that is the adding player's clearance. Organizations and the Hadron Collider need no clearance.",
      "textRu": "Проверка уровня допуска. Уровень допуска проверяется, когда карту играют, по текущему уровню допуска игрока, который её играет. Для карт, подброшенных в чужую Фазу боя, это уровень допуска подбросившего игрока. Организациям и Адронному Коллайдеру уровень допуска не нужен."
    },
    {
      "id": "CR12",
      "text": "Dormant cards. If an owner's clearance later falls below what one of their Artifacts or active Certificates needs, the card stays in play but is dormant. It gives nothing, and its abilities are off, until the owner's clearance is high enough again. A Certificate attached to a dormant Artifact is dormant too. Cards already on a battle table stay in that battle, whatever happens to clearance.",
      "textRu": "Спящие карты. Если уровень допуска владельца позже опускается ниже требуемого одним из его Артефактов или активных Сертификатов Мастерства, эта карта остаётся в игре, но спит. Она ничего не даёт, и её способности не действуют, пока уровень допуска владельца снова не станет достаточным. Сертификат Мастерства, прикреплённый к спящему Артефакту, тоже спит. Карты, уже лежащие на столе Фазы боя, остаются в этой Фазе боя, что бы ни случилось с уровнем допуска."
    },
    {
      "id": "CR13",
      "text": "Artifacts. An Artifact is played face up in your own turn, outside a battle. A response window follows, in which Interception can cancel it; after that the Artifact is in play. All your active Artifacts add up. An Artifact taken by an opponent's card goes to that opponent's hand, and they may play it later in the usual way. A discarded Artifact goes to the discard pile. Either way, any Certificate attached to it goes back to its owner's hand.",
      "textRu": "Артефакты. Артефакт вводится в игру лицом вверх в свой ход, вне Фазы боя. Следует окно ответа, в котором его может отменить Перехват; после этого Артефакт в игре. Все ваши действующие Артефакты складываются. Артефакт, отобранный картой соперника, уходит на руку этому сопернику, и тот может позже ввести его в игру обычным порядком. Сброшенный Артефакт уходит на свалку истории. В обоих случаях прикреплённый к нему Сертификат Мастерства возвращается на руку владельца."
    },
    {
      "id": "CR14",
      "text": "Certificates of Mastery. An activation attempt happens in your own turn, outside a battle, with the clearance met: 1. Show the card. If it attaches, name one of your active Artifacts that has no Certificate attached (an Artifact can hold only one). 2. A response window follows. Interception can cancel the card, which is then discarded. 3. Roll the die. A successful roll opens its own response window (CR26). If the roll still counts as a success after that window, the Certificate is active and stays in play. 4. On a failure the Certificate goes back to your hand, and that card cannot be tried again this turn (another copy can).",
      "textRu": "Сертификаты Мастерства. Попытка активации делается в свой ход, вне Фазы боя, при достаточном уровне допуска: 1. Покажите карту. Если она прикрепляется, назовите один из своих действующих Артефактов без прикреплённого Сертификата (к Артефакту можно прикрепить только один). 2. Следует окно ответа. Перехват может отменить карту, и тогда она уходит на свалку истории. 3. Бросьте кубик. Удачный бросок открывает своё окно ответа (CR26). Если после этого окна бросок всё ещё считается удачным, Сертификат Мастерства активен и остаётся в игре. 4. При неудаче Сертификат возвращается на руку, и эту карту нельзя пробовать снова в этот ход (другую её копию можно)."
    },
    {
      "id": "CR15",
      "text": "What is a direct impact. Each of these is a direct impact and opens a battle: - an executor attack; - every Action card timed turn-impact or response-impact; - every ability marked as a direct impact (Master of Intrigue).",
      "textRu": "Что такое прямое воздействие. Прямым воздействием, которое начинает Фазу боя, является: - атака Исполнителем; - любая карта действия с условием «в свой ход, с боем» или «ответ с боем»; - любая способность, отмеченная как прямое воздействие (Мастер интриги)."
    },
    {
      "id": "CR16",
      "text": "Opening a battle. Only one battle happens at a time, and a battle never opens inside another. The player making the direct impact is the attacker, the opponent it names is the defender, and everyone else is a third player. A battle opens in one of three ways: - (a) Executor attack: in your own turn, outside a battle, play one Executor from hand (clearance met) against an opponent who has at least one Organization. - (b) turn-impact Action card: in your own turn, outside a battle, against an opponent who has something the card can act on (CR25). - (c) response-impact card or ability: right after another player's successful roll, outside a battle. The roller is the defender.",
      "textRu": "Начало Фазы боя. Одновременно идёт только одна Фаза боя, и внутри другой она никогда не начинается. Игрок, совершающий прямое воздействие, — нападающий, названный им соперник — обороняющийся, все остальные — третьи игроки. Фаза боя начинается одним из трёх способов: - (а) Атака Исполнителем: в свой ход, вне Фазы боя, сыграйте с руки одного Исполнителя (при достаточном уровне допуска) против соперника, у которого есть хотя бы одна Организация. - (б) Карта действия «в свой ход, с боем»: в свой ход, вне Фазы боя, против соперника, у которого есть то, на что карта может подействовать (CR25). - (в) Карта или способность «ответ с боем»: сразу после удачного броска другого игрока, вне Фазы боя. Бросавший — обороняющийся."
    },
    {
      "id": "CR17",
      "text": "What can be played in a battle. A player who holds priority may play one card from hand: - an Executor (clearance met); - an Action card timed battle or response; - a response-impact card answering a roll made in this battle.",
      "textRu": "Что можно играть в Фазе боя. Игрок, чья очередь, может сыграть с руки одну карту: - Исполнителя (при достаточном уровне допуска); - карту действия с условием «в бою» или «ответ»; - карту «ответ с боем» в ответ на бросок, сделанный в этой Фазе боя."
    },
    {
      "id": "CR18",
      "text": "Priority loop. The loop runs: attacker, defender, then the third players in seat order, starting from the attacker's left. After the opening card, priority goes to the defender. A player with priority either plays one card or passes. A played card's immediate effects resolve at once (for example \"when it enters\" abilities, and the response window after a die roll). Priority then moves to the next player in the loop. The battle resolves once every player in the game has passed in a row, that is, after N passes in a row, where N is the number of players. Playing a card resets the count. A pass is not final: a player who passed may play again when priority comes back round. This is how cards get added step by step, each answering the last (C20).",
      "textRu": "Порядок очереди. Очередь идёт так: нападающий, обороняющийся, затем третьи игроки по очереди хода, начиная с игрока слева от нападающего. После карты, начавшей Фазу боя, очередь переходит к обороняющемуся. Игрок, чья очередь, либо играет одну карту, либо пасует. Немедленные эффекты сыгранной карты разыгрываются сразу (например, способности «когда входит в игру» и окно ответа после броска кубика). Затем очередь переходит к следующему игроку в этом порядке. Фаза боя разрешается, когда все игроки партии спасовали подряд, то есть после N пасов подряд, где N — число игроков. Сыгранная карта обнуляет счёт. Пас не окончателен: спасовавший игрок может снова сыграть, когда очередь вернётся к нему. Так карты подбрасываются шаг за шагом, каждая в ответ на предыдущую (C20)."
    },
    {
      "id": "CR19",
      "text": "Auto-pass and timers. Each player picks an auto-pass mode and may change it at any time: - manual: you are always asked (but see the last item); - when-unable (the default): the engine passes for you whenever you hold no card you could legally play at that moment; - bystander: like when-unable, but you also pass automatically in every battle where you are a third player; - in every mode (engine version 2, our ruling): the engine passes for you in a response window, and in a roll's window, when no hand could answer anything in it now (CR26, CR27): as the player who opened it, while nobody has answered your card; as the roller, always; when your clearance or a forbid rules out every answer. Being asked would only show you your own card, and such a pass tells nothing about your hand. The opener's last word is for answering the responses to her card, never the card itself.",
      "textRu": "Автопас и таймеры. Каждый игрок выбирает режим автопаса и может сменить его в любой момент: - вручную: вас спрашивают всегда (но см. последний пункт); - когда нечем ответить (по умолчанию): движок пасует за вас всякий раз, когда у вас нет карты, которую вы могли бы по правилам сыграть в этот момент; - в чужих боях: как «когда нечем ответить», но вы ещё и автоматически пасуете в каждой Фазе боя, где вы третий игрок; - в любом режиме (версия движка 2, наше уточнение): движок пасует за вас в окне ответа (в том числе на бросок кубика), когда никакая рука не позволила бы ни на что в нём ответить (CR26, CR27): если окно открыли вы и на вашу карту ещё никто не ответил; если бросок ваш — всегда; если ваш уровень допуска или запрет исключает любой ответ. Вопрос показал бы вам только вашу же карту, а такой пас ничего не говорит о вашей руке. Последнее слово открывшего окно — для ответа на ответы на его карту, а не на саму карту."
    },
    {
      "id": "CR20",
      "text": "Executor values. - On the attacker's side an Executor adds its attack; on the defender's side, its defence. - Its value is the printed value plus its bonus if it is connected. Connected means its owner's pyramid holds an Organization of its type. The Hadron Collider counts as no type here: its link with Executors is Hadron power, described next. - Hadron power: a player whose pyramid holds the Hadron Collider may declare Hadron power when playing one of their own Executors into a battle. That Executor's attack and defence become 4, replacing its printed value and bonus, and it counts as connected for its ability. A player may give this to at most one Executor per battle. The declaration is final, even if that Executor is later knocked out. Executors that third players add follow the same rule, using the adding player's own pyramid. - Changes from abilities (Medium, Oligarch, Godfather) add on top of these values. - Values are worked out at resolution. - A knocked-out Executor adds 0 and its abilities stop, but it stays on the table.",
      "textRu": "Показатели Исполнителей. - На стороне нападающего Исполнитель добавляет свой показатель атаки, на стороне обороняющегося — свой показатель защиты. - Его показатель — напечатанный плюс бонусные очки, если у него есть связь с Организацией. Связь есть, если в пирамиде его владельца лежит Организация его типа. Адронный Коллайдер здесь не считается никаким типом: его связь с Исполнителями — это сила Коллайдера, описанная далее. - Сила Коллайдера: игрок, в пирамиде которого лежит Адронный Коллайдер, может объявить силу Коллайдера, вводя в Фазу боя одного из своих Исполнителей. Атака и защита этого Исполнителя становятся равны 4 вместо напечатанных показателей и бонусных очков, и для его способности у него считается связь с Организацией. Игрок может дать её не более чем одному Исполнителю за Фазу боя. Объявление окончательно, даже если этого Исполнителя позже выбьют. Исполнители, подброшенные третьими игроками, подчиняются тому же правилу по пирамиде подбросившего. - Изменения от способностей (Медиум, Олигарх, Крёстный отец) добавляются к этим показателям. - Показатели подсчитываются при разрешении Фазы боя. - Выбитый Исполнитель добавляет 0, и его способности перестают действовать, но он остаётся на столе."
    },
    {
      "id": "CR21",
      "text": "Effective values and success. At resolution: - Effective attack = the attacker's base attack + the attack values of the attacker's active Artifacts and Certificates + the counting Executors on the attacker's side + the boosts on the attacker's side. - Effective defence is worked out the same way for the defender and the defender's side.",
      "textRu": "Эффективные показатели и успех. При разрешении Фазы боя: - Эффективный показатель атаки = базовые очки атаки нападающего + показатели атаки его действующих Артефактов и Сертификатов Мастерства + учитываемые Исполнители на стороне нападающего + усиления на стороне нападающего. - Эффективный показатель защиты подсчитывается так же для обороняющегося и его стороны."
    },
    {
      "id": "CR22",
      "text": "Resolution order. 1. If the opening card has been cancelled, nothing happens and neither side wins. 2. Otherwise compare the totals (CR21). The attacker's side wins if the attack succeeds; otherwise the defender's side wins. 3. If the attack succeeded, the stake happens: - executor attack: see CR23; - impact Action card: its effect; - response-impact: the roll is cancelled or re-rolled. 4. Abilities of counting cards that trigger \"if its side wins\" or \"when the battle ends\" resolve, in loop order. Each player orders their own. 5. Every card on the battle table goes to the discard pile, cancelled and knocked-out cards included, whatever the result (C30, C32). 6. Play goes back to where the battle interrupted it: the main phase, a pending Certificate activation, or an open response window.",
      "textRu": "Порядок разрешения. 1. Если карта, начавшая Фазу боя, отменена, ничего не происходит и ни одна сторона не побеждает. 2. Иначе сравните суммы (CR21). Сторона нападающего побеждает, если атака успешна; иначе побеждает сторона обороняющегося. 3. Если атака успешна, происходит то, ради чего она велась: - атака Исполнителем: см. CR23; - карта действия с боем: её эффект; - ответ с боем: бросок отменяется или перебрасывается. 4. Способности учитываемых карт, срабатывающие «если её сторона побеждает» или «когда Фаза боя заканчивается», разыгрываются в порядке очереди. Каждый игрок сам упорядочивает свои. 5. Все карты со стола Фазы боя уходят на свалку истории, включая отменённые и выбитые, при любом исходе (C30, C32). 6. Игра возвращается туда, где её прервала Фаза боя: в основную фазу, к ожидающей активации Сертификата Мастерства или в открытое окно ответа."
    },
    {
      "id": "CR23",
      "text": "Executor-attack outcome. If the attack succeeds, the attacker chooses one of these: - (a) Discard: any one Organization of the defender's, the Hadron Collider included, goes to the discard pile. - (b) Capture: this needs the capture right. The capture right belongs to the first Executor the attacker played from their own hand in this battle (normally the opening one), and only while that Executor is still counting. If it has been knocked out, nobody holds the right; the right never passes to a later Executor. Executors added by third players never hold it. If the defender has at least one Organization of the capturing Executor's type, the attacker takes one such Organization of their choice; the Hadron Collider never qualifies. The captured card goes where CR24 says.",
      "textRu": "Итог атаки Исполнителем. Если атака успешна, нападающий выбирает одно из двух: - (а) Сброс: любая одна Организация обороняющегося, включая Адронный Коллайдер, уходит на свалку истории. - (б) Захват: нужно право захвата. Оно принадлежит первому Исполнителю, которого нападающий сыграл со своей руки в этой Фазе боя (обычно тому, что начал её), и только пока этот Исполнитель учитывается. Если его выбили, права нет ни у кого; право никогда не переходит к Исполнителю, сыгранному позже. Исполнители, подброшенные третьими игроками, его никогда не имеют. Если у обороняющегося есть хотя бы одна Организация типа захватывающего Исполнителя, нападающий забирает одну такую Организацию на свой выбор; Адронный Коллайдер для этого не подходит никогда. Захваченная карта уходит туда, куда указывает CR24."
    },
    {
      "id": "CR24",
      "text": "Where a captured or taken Organization goes. If the attacker can still place an Organization this turn (normally, none placed yet) and their pyramid has a legal spot for it, they may place it there at once; that uses up the turn's placement. Otherwise, or if they prefer, it goes to their hand.",
      "textRu": "Куда уходит захваченная или взятая Организация. Если нападающий ещё может выложить Организацию в этот ход (обычно — если ещё не выкладывал) и в его пирамиде есть допустимое место для неё, он может сразу выложить её туда; на это уходит выкладка этого хода. Иначе, или по его желанию, она уходит ему на руку."
    },
    {
      "id": "CR25",
      "text": "Targets of Action cards. A turn-impact card can be played only if the defender has something it can act on: a card in hand for Information Leak, an Artifact for Sabotage, and so on. The exact card (which Artifact, which Organization) is chosen at resolution by the player the card names. If nothing valid is left by then, that part does nothing. A taken card goes to the taker's hand unless the card says otherwise. A Certificate attached to a lost Artifact goes back to its owner's hand.",
      "textRu": "Цели карт действий. Карту «в свой ход, с боем» можно сыграть, только если у обороняющегося есть то, на что она может подействовать: карта на руке для Утечки информации, Артефакт для Саботажа и так далее. Конкретную карту (какой Артефакт, какую Организацию) при разрешении выбирает игрок, которого называет карта. Если к тому времени подходящего ничего не осталось, эта часть ничего не делает. Взятая карта уходит на руку взявшему, если карта не говорит иначе. Сертификат Мастерства, прикреплённый к потерянному Артефакту, возвращается на руку владельца."
    },
    {
      "id": "CR26",
      "text": "Response windows. A response window opens: - (a) after an Action card timed turn or forbid is played, before it resolves; - (b) after an Artifact or Certificate is shown on its way into play, before it takes effect or its activation roll is made; - (c) after every successful die roll, before the result is applied. This happens inside battles too.",
      "textRu": "Окна ответа. Окно ответа открывается: - (а) после того как сыграна карта действия «в свой ход» или «запрет», до её действия; - (б) после того как Артефакт или Сертификат Мастерства показан при вводе в игру, до того как он подействует или будет сделан бросок его активации; - (в) после каждого удачного броска кубика, до применения результата. Это происходит и внутри Фазы боя."
    },
    {
      "id": "CR27",
      "text": "Cancelling. A cancelling card answers a card just played by another player: - in a window: the card that opened the window, or a response in it; - in a battle: a card played by another player since you last held priority in this battle (at your first priority, anything played since the battle opened). Veto can answer an uncancelled Action card; Cover-up answers the executor attack that opened the battle. Every player's first priority comes after the opening card, so everyone gets a chance to answer it.",
      "textRu": "Отмена. Отменяющая карта отвечает на карту, только что сыгранную другим игроком: - в окне ответа: на карту, открывшую окно, или на ответ в нём; - в Фазе боя: на карту, сыгранную другим игроком с тех пор, как в этой Фазе боя была ваша очередь (в вашу первую очередь — на любую карту, сыгранную с начала Фазы боя). Вето может ответить на неотменённую карту действия; Заметание следов отвечает на атаку Исполнителем, начавшую Фазу боя. Первая очередь каждого игрока наступает после карты, начавшей Фазу боя, поэтому каждый может на неё ответить."
    },
    {
      "id": "CR28",
      "text": "Forbids. A forbid card is played in your own turn, outside a battle. It names one opponent (the target) and lasts until the end of the target's next turn. It stops only what is done after it resolves. \"Cannot\" beats any card that says \"can\". Several forbids on the same player all apply.",
      "textRu": "Запреты. Карта запрета играется в свой ход, вне Фазы боя. Она называет одного соперника (цель) и действует до конца следующего хода цели. Она останавливает только то, что делается после её действия. «Нельзя» сильнее любой карты, где сказано «можно». Несколько запретов на одного игрока действуют все."
    },
    {
      "id": "CR29",
      "text": "What the dice decide. The dice decide only three things: 1. the first player: everyone rolls, the highest roll starts, and players tied for highest roll again; 2. Certificate activation; 3. card effects that say \"roll\".",
      "textRu": "Что решает кубик. Кубик решает только три вещи: 1. первого игрока: бросают все, начинает выбросивший больше всех, а разделившие наибольший результат перебрасывают; 2. активацию Сертификата Мастерства; 3. эффекты карт, где сказано «бросьте»."
    },
    {
      "id": "CR30",
      "text": "Success, re-roll, cancel. A roll is successful when its result falls in the range the card gives (\"4-6\", say). A re-roll, whether forced by an opponent or of your own failed roll (Crystal Skull, used at once, before the failure takes effect), throws the die again. The new result replaces the old one and can be answered again. A cancelled roll counts as failed. Nobody can answer a failed roll, and nobody may answer their own roll.",
      "textRu": "Успех, переброс, отмена. Бросок удачен, если результат попадает в диапазон, указанный на карте (скажем, «4-6»). Переброс — навязанный соперником или своего неудачного броска (Хрустальный череп, сразу, до того как неудача подействует) — бросает кубик заново. Новый результат заменяет старый, и на него снова можно ответить. Отменённый бросок считается неудачным. На неудачный бросок никто не может ответить, и никто не может отвечать на свой собственный бросок."
    },
    {
      "id": "CR31",
      "text": "Victory check. At the start of each of your turns, before drawing, you win if your pyramid is complete (ten Organizations, legal) and has stayed complete without a break since the end of your previous turn. The engine keeps a \"complete since\" mark for each pyramid. It is set when the pyramid becomes complete and cleared whenever the pyramid holds fewer than ten Organizations. A pyramid can become complete only in its owner's turn, so every other player gets exactly one turn to break it. The game ends at once.",
      "textRu": "Проверка победы. В начале каждого своего хода, до взятия карты, вы побеждаете, если ваша пирамида полна (десять Организаций, допустима) и оставалась полной без перерыва с конца вашего предыдущего хода. Движок хранит для каждой пирамиды отметку «полная с…». Она ставится, когда пирамида становится полной, и снимается, как только в пирамиде меньше десяти Организаций. Пирамида может стать полной только в ход своего владельца, поэтому каждый другой игрок получает ровно один ход, чтобы её разрушить. Игра сразу заканчивается."
    },
    {
      "id": "CR32",
      "text": "Ties. Only the player whose turn is starting is checked, so two players can never win at the same moment. The host may set an optional round limit, off by default. When the last round of the limit ends, the player with the highest clearance wins; players tied for highest share the win.",
      "textRu": "Ничьи. Проверяется только игрок, чей ход начинается, поэтому два игрока никогда не побеждают одновременно. Создатель партии может задать необязательный предел кругов (по умолчанию его нет). Когда заканчивается последний круг предела, побеждает игрок с наибольшим уровнем допуска; разделившие наибольший уровень делят победу."
    },
    {
      "id": "CR33",
      "text": "Deck exhaustion. When a card must be drawn and the deck is empty, shuffle the discard pile into a new face-down deck and draw. Cards still on a battle table are not part of the discard pile yet. If the deck and the discard pile are both empty, that draw is lost.",
      "textRu": "Конец колоды. Если нужно взять карту, а колода пуста, перемешайте свалку истории в новую колоду рубашкой вверх и возьмите карту. Карты, ещё лежащие на столе Фазы боя, пока не входят в свалку истории. Если пусты и колода, и свалка истории, это взятие карты пропадает."
    },
    {
      "id": "CR34",
      "text": "Hidden and public information. - Hidden: the order and contents of the deck, and the contents of each hand (from everyone except its holder). - Public: the number of cards in each hand and in the deck; every pyramid; Artifacts and active Certificates, with their attachments; the whole discard pile, in order; every card on a battle table; every die roll; clearance, base and effective values; the forbids in force; and which card was captured, or taken from a pyramid, an Artifact area or a Certificate area. - Some cards are seen by everyone before they go into a hand: a failed Certificate; an Organization captured or taken into hand; an Artifact or Certificate taken into hand; a card taken from the discard pile. The engine need not remind players which cards they have seen. - A card taken at random from a hand is shown only to the taker (and to the player who lost it). Everyone else sees only that a card changed hands. - A hand that is looked at (Informant, Hacker, Search) is shown only to the player looking, and so are the deck cards seen with Think Tank.",
      "textRu": "Скрытые и открытые сведения. - Скрыто: порядок и состав колоды, состав каждой руки (от всех, кроме её владельца). - Открыто: число карт на каждой руке и в колоде; каждая пирамида; Артефакты и активные Сертификаты Мастерства с их прикреплениями; вся свалка истории по порядку; каждая карта на столе Фазы боя; каждый бросок кубика; уровень допуска, базовые очки и эффективные показатели; действующие запреты; и какая карта захвачена или взята из пирамиды, из Артефактов или из Сертификатов Мастерства. - Некоторые карты все видят, прежде чем они уйдут на руку: неудачный Сертификат Мастерства; Организацию, захваченную или взятую на руку; Артефакт или Сертификат Мастерства, взятый на руку; карту, взятую со свалки истории. Движку не нужно напоминать игрокам, какие карты они видели. - Карту, взятую наугад с руки, видит только взявший (и потерявший её). Остальные видят только, что карта перешла из руки в руку. - Руку, которую просматривают (Осведомитель, Хакер, Обыск), видит только смотрящий, как и карты колоды, увиденные с Мозговым центром."
    },
    {
      "id": "CR35",
      "text": "Random choices. When a card calls for \"a random card from a hand\", the engine picks one uniformly at random. Shuffles and dice use the same seeded server-side generator, and the seed is recorded for replays.",
      "textRu": "Случайный выбор. Когда карта требует «случайную карту с руки», движок выбирает одну равновероятно. Перемешивание и кубик используют тот же генератор на сервере с заданным зерном, и зерно записывается для повторов партии."
    },
    {
      "id": "CR36",
      "text": "Card text and rules. Card texts add actions that the rules do not list (C23). The reconstructed cards are written so that none of them breaks a rule of the rulebook. They never change the one-placement and one-move limits, the hand limit, the clearance test, the \"first Executor captures\" rule or the discarding of used Executors. If a conflict ever turns up, the rulebook wins and the card data should be fixed. Between cards, \"cannot\" beats \"can\", so forbids and protections win over permissions.",
      "textRu": "Текст карт и правила. Тексты карт добавляют действия, которых нет в правилах (C23). Восстановленные карты написаны так, чтобы ни одна не нарушала правил. Они никогда не меняют ограничений на одну выкладку и одно перемещение, предела руки, проверки уровня допуска, правила «захватывает первый Исполнитель» и сброса использованных Исполнителей. Если противоречие всё же найдётся, правила сильнее, и данные карт нужно исправить. Между картами «нельзя» сильнее «можно», поэтому запреты и защиты сильнее разрешений."
    },
    {
      "id": "CR37",
      "text": "Card wording. - \"You\" means the card's owner; for an Executor, the player who played it. - \"The opposing combatant\" is the combatant on the other side from the one the card supports. - An \"opposing\" Executor or card is one that supports the other side. - \"Its side wins\" means the side the card supports wins the battle (CR22). - \"Once per round\" means once between the start of your turn and the start of your next one. - Abilities that trigger at the same moment resolve in loop order in a battle. Elsewhere they resolve in seat order, starting with the player whose turn it is. Each player orders their own. - An Executor's ability works only while the Executor is counting and either connected or holding Hadron power.",
      "textRu": "Язык карт. - «Вы» — владелец карты; для Исполнителя — игрок, который его сыграл. - «Противостоящий участник боя» — участник боя на другой стороне от той, которую поддерживает карта. - «Противостоящий» Исполнитель или карта — тот, что поддерживает другую сторону. - «Её сторона побеждает» значит, что сторона, которую поддерживает карта, побеждает в Фазе боя (CR22). - «Раз в круг» значит один раз между началом вашего хода и началом следующего. - Способности, срабатывающие в один момент, в Фазе боя разыгрываются в порядке очереди. В других случаях — по очереди хода, начиная с игрока, чей сейчас ход. Каждый игрок сам упорядочивает свои. - Способность Исполнителя действует, только пока Исполнитель учитывается и у него есть связь с Организацией или сила Коллайдера."
    },
    {
      "id": "CR38",
      "text": "No elimination. Nobody is knocked out of the game. A player with an empty pyramid keeps playing with clearance 0 and base values 0.",
      "textRu": "Никто не выбывает. Никто не выбывает из игры. Игрок с пустой пирамидой продолжает играть с уровнем допуска 0 и базовыми очками 0."
    },
    {
      "id": "CR39",
      "text": "Options. The host can set: the number of players (2–4); the seat order; the first player (rolled by default, CR29); the default auto-pass mode (CR19); the decision timer (off by default); the round limit (off by default, CR32); and the random seed.",
      "textRu": "Настройки. Создатель партии может задать: число игроков (2–4); порядок мест; первого игрока (по умолчанию — бросок кубика, CR29); автопас по умолчанию (CR19); таймер решений (по умолчанию выключен); предел кругов (по умолчанию нет, CR32); и зерно случайности."
    }
  ],
  "politika": [
    {
      "id": "PR1",
      "text": "Options: 3–8 players; rounds 1–12 (default 6); factions dealt at random (default) or chosen by the players in seat order.",
      "textRu": "Настройки: 3–8 игроков; 1–12 раундов (по умолчанию 6); фракции раздаются случайно (по умолчанию) или игроки выбирают их по порядку мест."
    },
    {
      "id": "PR2",
      "text": "Set-up follows the rulebook: tokens per player by player count; random placement, 3 per region and 3 per uprising; the excess tokens (2 with 4, 5 or 8 players; 6 with 7) are returned at random, and their owners get $30,000 per returned token; $50,000 each; 3 action cards each dealt from the high roller on.",
      "textRu": "Подготовка — по правилам: число жетонов на игрока зависит от числа игроков; жетоны раскладываются случайно, по 3 в каждый регион и по 3 в каждое восстание; лишние жетоны (2 при 4, 5 или 8 игроках; 6 при 7) возвращаются случайно, и их владельцы получают по $30 000 за каждый возвращённый жетон; каждому по $50 000; каждому по 3 карты действий, раздача начинается с выбросившего больше."
    },
    {
      "id": "PR3",
      "text": "The high roller is chosen at random. Representatives are placed in snake order (clockwise, the last player places both, then counter-clockwise back to the high roller), each into a region holding no representative yet; each placement is a decision of that player.",
      "textRu": "Выбросивший больше определяется случайно. Представители выставляются змейкой (по часовой стрелке, последний игрок выставляет двух подряд, затем против часовой стрелки обратно к выбросившему больше), каждый — в регион, где ещё нет представителя; каждое выставление — решение этого игрока."
    },
    {
      "id": "PR4",
      "text": "Uprisings are placed from the first production card that lists regions (bourgeois on its 1st, labour on its 2nd, student on its 3rd region); then all production and event cards are shuffled into their decks.",
      "textRu": "Восстания выкладываются по первой карте производства, где указаны регионы (Буржуазное — в её 1-й, Рабочее — во 2-й, Студенческое — в 3-й регион); затем все карты производства и событий замешиваются в свои колоды."
    },
    {
      "id": "PR5",
      "text": "A turn has five phases in order: production, movement, trade and alliances, challenges, buying. The current player ends each of the interactive phases explicitly (movement, trade, challenges, buying).",
      "textRu": "Ход состоит из пяти фаз по порядку: производство, перемещение, торговля и союзы, вызовы, покупка. Текущий игрок сам заканчивает каждую из фаз, где он действует (перемещение, торговля, вызовы, покупка)."
    },
    {
      "id": "PR6",
      "text": "Production: reveal production cards until one lists regions; every event card drawn on the way takes effect at once. For each listed region without an uprising, every player with at least one token there gets $10,000 (once per region, however many tokens). Events that last \"for a round\" stay in front of the drawing player until the start of their next turn.",
      "textRu": "Производство: открывайте карты производства, пока не выйдет карта с регионами; каждое вытянутое по пути событие сразу вступает в силу. За каждый указанный регион без восстания каждый игрок, у кого там есть хотя бы один жетон, получает $10 000 (один раз за регион, сколько бы там ни было жетонов). События, действующие «на раунд», лежат перед вытянувшим их игроком до начала его следующего хода."
    },
    {
      "id": "PR7",
      "text": "Movement: a representative that starts in a region where its owner and ally have no influence moves at most one region. Otherwise it may move any distance through regions with own or ally influence and must stop on entering a region without any. At most three representatives share a region. Each uprising in which the player has n tokens may move up to n regions, never into or through a region holding another uprising. Each piece moves at most once per turn.",
      "textRu": "Перемещение: представитель, начинающий ход в регионе, где у его владельца и союзника нет влияния, перемещается не более чем на один регион. Иначе он может пройти любое расстояние через регионы со своим влиянием или влиянием союзника и должен остановиться, войдя в регион без такого влияния. В одном регионе — не больше трёх представителей. Каждое восстание, в котором у игрока n жетонов, он может передвинуть не более чем на n регионов, но никогда не в регион с другим восстанием и не через него. Каждая фигура перемещается не больше одного раза за ход."
    },
    {
      "id": "PR8",
      "text": "Trade (asynchronous procedure): during the trading phase, the current player and any other player may make offers to each other (money, action cards, at most one influence-token change). An offer names what each side gives; the receiver accepts or declines; the maker may withdraw it while pending. At most one influence token changes colour by trade per turn. Ending the trading phase withdraws all pending offers.",
      "textRu": "Торговля (процедура по переписке): в фазе торговли текущий игрок и любой другой игрок могут делать друг другу предложения (деньги, карты действий, не больше одной смены жетона влияния). Предложение называет, что отдаёт каждая сторона; получатель принимает или отклоняет его; пока оно ждёт ответа, автор может его отозвать. За ход торговлей может смениться цвет не более чем одного жетона влияния. Конец фазы торговли отзывает все ждущие предложения."
    },
    {
      "id": "PR9",
      "text": "Alliances: proposed and accepted like a trade; a player has at most one ally. An alliance ends when either ally challenges the other, or one of them forms another alliance. Allies' tokens count as one's own for movement and add defence dice; special abilities are never shared.",
      "textRu": "Союзы предлагаются и принимаются как сделка; у игрока не больше одного союзника. Союз кончается, когда один союзник бросает вызов другому или один из них заключает другой союз. Жетоны союзника считаются своими для перемещения и добавляют кубики защиты; особые способности никогда не делятся."
    },
    {
      "id": "PR10",
      "text": "Challenges: each representative may make one challenge, against one token of another player in its region (or in the uprising standing there). Challenger buys n ≥ 0 dice at $20,000 each; the defender gets one die per own token and one per ally token in that region (in the uprising's tokens only, for an uprising). Then a response window for the challenger's side (the challenger and then every other player may play action cards for the challenger or pass), then one for the defender's side; all eligible players of a window are awaited at once. Players holding no card playable in that window are skipped automatically. Dice are rolled by the server's RNG; higher total wins, the defender wins ties; on a win the challenger recolours the token to any player's colour (usually their own). A challenge with zero dice loses automatically unless cards add dice.",
      "textRu": "Вызовы: каждый представитель может бросить один вызов одному жетону другого игрока в своём регионе (или в стоящем там восстании). Нападающий покупает n ≥ 0 кубиков по $20 000; защитник получает по кубику за каждый свой жетон и за каждый жетон союзника в этом регионе (для восстания — только среди жетонов восстания). Затем окно ответа стороны нападающего (нападающий, а потом каждый другой игрок может сыграть карты действий за нападающего или пасовать), затем окно стороны защитника; всех игроков, которые могут действовать в окне, ждут одновременно. Игроков без карты, которую можно сыграть в этом окне, пропускают автоматически. Кубики бросает генератор случайных чисел сервера; побеждает большая сумма, при равенстве побеждает защитник; победив, нападающий перекрашивает жетон в цвет любого игрока (обычно в свой). Вызов без кубиков автоматически проигран, если карты не добавят кубиков."
    },
    {
      "id": "PR11",
      "text": "Free-challenge cards are played in the current player's challenge phase, need no representative in the named region, do not use up a representative's challenge, and may buy dice as usual.",
      "textRu": "Карты «Бесплатный вызов» играются в фазе вызовов текущего игрока, не требуют представителя в названном регионе, не расходуют вызов представителя и позволяют покупать кубики как обычно."
    },
    {
      "id": "PR12",
      "text": "Faction abilities exactly as the rulebook's list, with these readings: Communists — once per turn one representative makes one extra challenge rolling exactly one die (free; cards may add dice); KGB — once per turn, look at one other player's action cards (the look stays in the KGB player's history); Mafia — once per turn, take $20,000 (or all they have, if less) from one other player; Military — once per turn move any one uprising one region, two if the Military holds at least two of its three tokens; Nationalists — each uprising in which they hold all three tokens adds two dice to their challenges made in the region where it stands; Reformers — if their production income this turn is under $30,000, it is raised to $30,000; Separatists — double income from separatist regions; Church — one extra defence die when a Church representative stands in the challenged region.",
      "textRu": "Способности фракций — точно по списку правил, в таком прочтении: Коммунисты — раз в ход один представитель бросает один лишний вызов ровно с одним кубиком (бесплатно; карты могут добавить кубики); КГБ — раз в ход смотрит карты действий одного другого игрока (увиденное остаётся в истории игрока за КГБ); Мафия — раз в ход забирает $20 000 (или всё, что есть, если меньше) у одного другого игрока; Военные — раз в ход передвигают любое восстание на один регион, на два, если у Военных не меньше двух из трёх его жетонов; Националисты — каждое восстание, где им принадлежат все три жетона, добавляет два кубика к их вызовам в регионе, где оно стоит; Реформаторы — если их доход от производства в этот ход меньше $30 000, он поднимается до $30 000; Сепаратисты — двойной доход от сепаратистских регионов; Церковь — лишний кубик защиты, когда в оспариваемом регионе стоит представитель Церкви."
    },
    {
      "id": "PR13",
      "text": "Buying: any number of cards at $20,000 each, zero allowed. The action deck reshuffles its discard pile when empty; if both are empty, no more cards can be bought.",
      "textRu": "Покупка: любое число карт по $20 000, можно и ни одной. Когда колода действий пуста, в неё замешивается её сброс; если пусты оба, карты больше не покупаются."
    },
    {
      "id": "PR14",
      "text": "End: after the last round, score = tokens on the board and in uprisings + 1 per full $30,000. Ties for first: the players not tied each cast one vote, weighted by their score, for one of the tied players; the most weight wins; if every player is tied, or the vote ties, the game is a shared win among those still tied.",
      "textRu": "Конец: после последнего раунда очки = жетоны на поле и в восстаниях + 1 за каждые полные $30 000. При равенстве за первое место: каждый игрок, не участвующий в равенстве, отдаёт один голос весом в свои очки за одного из равных; побеждает набравший наибольший вес; если равны все игроки или равны голоса, победу делят те, кто остался равным."
    },
    {
      "id": "PR15",
      "text": "Hidden information: action-card hands, the order of all decks, and (until turned over) face-down tokens are hidden; money, tokens, pieces, alliances and played cards are public. Because PR10 skips players holding no playable card, whether a player holds one for an open response window is observable — as hesitation is at a real table (revision 2).",
      "textRu": "Скрытые сведения: карты действий на руках, порядок всех колод и (пока их не перевернули) жетоны рубашкой вверх скрыты; деньги, жетоны, фигуры, союзы и сыгранные карты открыты. Поскольку по PR10 игроков без карты для розыгрыша пропускают, видно, есть ли у игрока карта для открытого окна ответа, — как за настоящим столом видно колебание (редакция 2)."
    },
    {
      "id": "PR17",
      "text": "(revision 2) A Fast travel card moves a representative even if it already moved this turn, and does not count as its move; the Military's ability and the Move-uprising card may move an uprising that already moved. Card and faction powers override PR7's once-per-turn.",
      "textRu": "(редакция 2) Карта «Быстрый переезд» перемещает представителя, даже если он уже перемещался в этот ход, и не считается его перемещением; способность Военных и карта «Перенос восстания» могут передвинуть восстание, которое уже перемещалось. Силы карт и фракций сильнее правила PR7 «раз за ход»."
    },
    {
      "id": "PR18",
      "text": "(revision 2) Kompromat (E14): if the player who drew it holds the most tokens, the player with the next-largest number loses the token (ties: first in turn order after the drawer).",
      "textRu": "(редакция 2) «Скандал с компроматом» (E14): если у вытянувшего карту игрока больше всех жетонов, жетон теряет игрок со следующим по величине числом жетонов (при равенстве — первый по очереди хода после вытянувшего)."
    },
    {
      "id": "PR16",
      "text": "Events are the cards of the table below; an event's effect that asks a player to choose becomes a decision awaited from that player.",
      "textRu": "События — карты из таблицы ниже; если эффект события просит игрока выбрать, это становится решением, которого ждут от этого игрока."
    },
    {
      "id": "PR19",
      "text": "(engine version 2, our ruling) Auto-pass settings for response windows, after Conspiracy Theory's CR19: manual (asked in every window where one holds a playable card, as in version 1), bystander (asked only in the windows of challenges one makes or defends) or always (never asked). Every seat starts on manual and may change its setting at any time, awaited or not (the auto-pass move, an optional move like an out-of-turn offer); the setting is public. A window skips the seats whose setting passes it, as it skips seats with no playable card; a change that passes the window a seat is awaited in takes it out as its pass would, and the last one out closes the window. Within a window every eligible seat is asked at once (PR10): the order of its responses cannot change the outcome, since extra dice only add up and a veto ends the challenge whoever else played. The challenger-side and defender-side windows stay one after the other: the defender decides on a veto or extra defence dice knowing the challenger's extra dice, which changes what a player would choose.",
      "textRu": "(версия движка 2, наше уточнение) Настройки автопаса для окон ответа, по образцу CR19 Теории Заговора: «Вручную» (спрашивать в каждом окне, где у игрока есть карта для розыгрыша, как в версии 1), «Наблюдатель» (спрашивать только в окнах своих вызовов — брошенных или отражаемых) или «Всегда пас» (не спрашивать никогда). Каждое место начинает с «Вручную» и может сменить настройку в любой момент, ждут его или нет (ход «Автопас», необязательный, как предложение вне своего хода); настройка видна всем. Окно пропускает места, чья настройка пасует в нём, как пропускает места без карты для розыгрыша; смена настройки, пасующая в окне, где ждут это место, выводит его из окна, как это сделал бы его пас, и последнее вышедшее место закрывает окно. Внутри окна всех, кто может действовать, спрашивают одновременно (PR10): порядок их ответов не может изменить исход, поскольку лишние кубики лишь складываются, а вето заканчивает вызов, кто бы ещё ни играл. Окна стороны нападающего и стороны защитника остаются одно за другим: защитник решает о вето или лишних кубиках защиты, зная лишние кубики нападающего, а от этого зависит, что игрок выберет."
    }
  ],
  "twelve-o-twelve": [
    {
      "id": "TR1",
      "text": "Options: players 2–4; variant standard | training (5 Food, no Leaders, communities ignored); leaders all | novice (book icons) | more-interaction (sword) | less-interaction (low) | none; compromat on | off (off: ignore every take/return of Compromat).",
      "textRu": "Настройки: игроков 2–4; вариант «Обычный» | «Учебный» (5 Еды, без Лидеров, общины не учитываются); Лидеры «Все» | «Для новичков» (значок книги) | «Больше взаимодействия» (меч) | «Меньше взаимодействия» (мало взаимодействия) | «Без Лидеров»; Компромат включён | выключен (выключен: любое получение и возврат Компромата не учитываются)."
    },
    {
      "id": "TR2",
      "text": "Leader deal: with all 8 Leaders each player gets 2 at random and keeps 1 secretly; with a reduced set (novice / more- / less-interaction) the rulebook's \"deal the remaining ones at random\" applies: 1 each, no choice. All are revealed at once when everyone has chosen. Setup abilities apply then. (Wording corrected in spec revision 2; behaviour unchanged.)",
      "textRu": "Раздача Лидеров: со всеми 8 Лидерами каждый игрок получает 2 случайных и тайно оставляет одного; с урезанным набором («Для новичков», «Больше» или «Меньше взаимодействия») действует правило «оставшихся раздать случайно»: по 1 каждому, без выбора. Все Лидеры открываются разом, когда выбрали все. Тогда же применяются способности подготовки. (Формулировка исправлена в редакции спецификации 2; поведение то же.)"
    },
    {
      "id": "TR3",
      "text": "Setup discards (step 6): players 2..n choose their discards simultaneously; discarded cards are revealed together when all have chosen. First player is chosen at random unless the game's creator fixes the order.",
      "textRu": "Сброс при подготовке (шаг 6): игроки со 2-го по последнего выбирают сброс одновременно; сброшенные карты открываются вместе, когда выбрали все. Первый игрок определяется жребием, если создатель партии не задал порядок сам."
    },
    {
      "id": "TR4",
      "text": "The discard pile is face up and public; the deck is hidden; hand sizes, reserves, supporters and their tokens, Compromat and Leaders (after reveal) are public.",
      "textRu": "Сброс лежит лицом вверх и открыт всем; колода скрыта; число карт на руках, запасы, сторонники и жетоны на них, Компромат и Лидеры (после открытия) открыты."
    },
    {
      "id": "TR5",
      "text": "Get Food groups the discarded cards by faction (a Chameleon in hand: its holder names its faction): each pair of one faction gives 3 Food, each card left over gives 1. Discarding 0 cards is allowed (a pass). Free 1+: for each discarded card, one Food of that card's yield may be replaced by 1 card (a pair: 3 Food → up to 1 Food + 2 cards). Rulers 1+: a pair may give 1 Influence instead of 3 Food. One pair uses one community at most.",
      "textRu": "Добыть еду: сброшенные карты группируются по фракциям (за «Хамелеона» на руке фракцию называет его владелец): каждая пара одной фракции даёт 3 Еды, каждая оставшаяся карта — 1. Можно сбросить 0 карт (это пас). «Свободные» 1+: за каждую сброшенную карту одну Еду из того, что она даёт, можно заменить на 1 карту (пара: 3 Еды → до 1 Еды + 2 карты). «Правители» 1+: пара может дать 1 Влияние вместо 3 Еды. Одна пара использует не больше одной общины."
    },
    {
      "id": "TR6",
      "text": "Attract pays exactly the appetite from the reserve (Food and/or Influence). BIRD: also from tokens on your supporters. Predator: optionally first feed it one of your supporters with appetite ≤ the predator's (discard it, its tokens to your reserve), then pay the difference. Properties (Predator, Supplier) act only on Attract, not on Poach.",
      "textRu": "Привлечь: аппетит оплачивается ровно, из запаса (Едой и/или Влиянием). Птицы: также жетонами с ваших сторонников. Хищник: по желанию сначала скормите ему одного из своих сторонников с аппетитом не выше, чем у хищника (он уходит в сброс, его жетоны — в ваш запас), затем доплатите разницу. Свойства (Хищник, Поставщик) действуют только при привлечении, не при переманивании."
    },
    {
      "id": "TR7",
      "text": "Supplier: when attracted, must place 1 Food from the supply on another of your supporters (skip if it has no other). That is a feeding.",
      "textRu": "Поставщик: когда его привлекают, нужно положить 1 Еду из общего запаса на другого своего сторонника (пропускается, если другого нет). Это кормление."
    },
    {
      "id": "TR8",
      "text": "Poach pays Influence only: appetite + tokens on the card, plus surcharges (Mongoose), minus discounts (Rhino, Grass Snake, Alligator), never below 1; the card's tokens go to the poacher's reserve. Leaders cannot be poached or discarded.",
      "textRu": "Переманить можно только за Влияние: аппетит + жетоны на карте, плюс надбавки («Мангуст»), минус скидки («Носорог», «Уж», «Аллигатор»), но не меньше 1; жетоны с карты уходят в запас переманившего. Лидеров нельзя переманить или сбросить."
    },
    {
      "id": "TR9",
      "text": "Community halves: each card shows a half-symbol on its left edge (<), right edge (>) or both (<>). A symbol is a right half next to a left half of the same community on two different cards in a row. Per community, with l = cards with only <, r = only >, b = both: symbols = b + min(l, r) when l + r > 0, else max(b − 1, 0). Recompute after every change.",
      "textRu": "Половинки общин: на каждой карте половинка символа у левого края (<), у правого (>) или у обоих (<>). Символ — это правая половинка рядом с левой половинкой той же общины на двух разных соседних картах ряда. Для каждой общины, где л — карты только с <, п — только с >, о — с обеими: символов = о + мин(л, п), если л + п > 0, иначе макс(о − 1, 0). Пересчитывается после каждого изменения."
    },
    {
      "id": "TR10",
      "text": "Community bonuses \"2 symbols\": granted each time the count rises to an even number. Free 3+: if you have 3+ Free symbols when your first action ends, you may take a second action (any action, the same one too) or end your turn.",
      "textRu": "Бонусы общин «2 символа»: даются каждый раз, когда число символов доходит до чётного. «Свободные» 3+: если, когда заканчивается ваше первое действие, у вас 3 и более символа «Свободные», можно выполнить второе действие (любое, в том числе то же) или закончить ход."
    },
    {
      "id": "TR11",
      "text": "Abilities: after each step, collect triggered abilities. The active player's resolve first, then other players' in turn order; each player orders their own simultaneous ones. Abilities triggered while resolving another resolve before the remaining ones (depth first), as in the rulebook's Jackal/Owl/Monitor/Hyena example. Optional abilities are offered as a decision (use / skip); mandatory ones resolve without asking when no choice remains.",
      "textRu": "Способности: после каждого шага собираются сработавшие способности. Сначала разрешаются способности активного игрока, затем других игроков по очереди хода; каждый игрок сам упорядочивает свои одновременные. Способности, сработавшие во время разрешения другой, разрешаются раньше оставшихся (сначала вглубь), как в примере правил с «Шакалом», «Совой», «Вараном» и «Гиеной». Необязательные способности предлагаются как решение (применить или пропустить); обязательные разрешаются без вопроса, когда выбирать нечего."
    },
    {
      "id": "TR12",
      "text": "Chameleon: its faction is named by the player who controls it (holder in hand, owner as supporter) each time a rule or ability needs it, once per simultaneous batch of checks — it is never fixed when the card arrives (FAQ: the Rhino's owner cannot claim the Herbivore discount; the Chameleon's owner names \"Reptiles this time\").",
      "textRu": "Хамелеон: его фракцию называет игрок, у которого он (держатель — на руке, владелец — как сторонник), каждый раз, когда она нужна правилу или способности, один раз на пачку одновременных проверок, — она никогда не фиксируется при появлении карты (ЧаВо: владелец «Носорога» не может получить скидку за Травоядное млекопитающее; владелец «Хамелеона» называет «на этот раз Рептилии»)."
    },
    {
      "id": "TR13",
      "text": "Turtle exchange: the two supporters must be of the same faction (a Chameleon's faction is named at that moment by its controller, TR12). Spec revision 2: the first reconstruction (\"appetite not higher than the one you give\") contradicted the FAQ's own example, where an Iguana (appetite 1) is given for a Crocodile (appetite 4) — both Reptiles. Tokens stay on the cards; both exchanged cards trigger IN for their new owner and OUT for their old one; the initiator resolves first, except the FAQ's exception: when the initiator uses the received card's ability to take back the card it gave, the other player uses that card's ability before giving it back.",
      "textRu": "Обмен «Черепахи»: оба сторонника должны быть одной фракции (фракцию «Хамелеона» в этот момент называет тот, у кого он, TR12). Редакция спецификации 2: первая реконструкция («аппетит не выше, чем у отдаваемого») противоречила собственному примеру ЧаВо, где «Игуану» (аппетит 1) отдают за «Крокодила» (аппетит 4) — оба Рептилии. Жетоны остаются на картах; обе обменянные карты срабатывают «приходит» для нового владельца и «уходит» для старого; первым разрешается зачинщик, кроме исключения из ЧаВо: когда зачинщик способностью полученной карты забирает обратно отданную, другой игрок применяет способность этой карты, прежде чем её отдать."
    },
    {
      "id": "TR14",
      "text": "Victory is checked after every step. If several players qualify at once, the active player wins if among them, otherwise the first of them in turn order after the active player. The game ends at once.",
      "textRu": "Победа проверяется после каждого шага. Если условиям отвечают сразу несколько игроков, побеждает активный игрок, если он среди них, иначе первый из них по очереди хода после активного. Игра сразу заканчивается."
    },
    {
      "id": "TR15",
      "text": "Deck empty: shuffle the discard pile into a new deck; if both are empty, draw nothing.",
      "textRu": "Колода пуста: сброс перемешивается в новую колоду; если пусты обе, ничего не берётся."
    },
    {
      "id": "TR16",
      "text": "Compromat: at most 5 per player; a take beyond 5 is skipped (Boar FAQ).",
      "textRu": "Компромат: не больше 5 у игрока; получение сверх 5 пропускается (ЧаВо о «Кабане»)."
    },
    {
      "id": "TR17",
      "text": "A player's turn is one action (two with Free 3+), then all triggered abilities; the turn passes when no decision remains.",
      "textRu": "Ход игрока — одно действие (два со «Свободными» 3+), затем все сработавшие способности; ход переходит, когда не остаётся решений."
    }
  ]
};

export const engineVersionNotes: Readonly<Record<string, readonly EngineVersionNote[]>> = {
  "conspiracy-theory": [
    {
      "version": 1,
      "text": "The first release of the Backroom edition: a response window asks every seat on manual auto-pass in turn, even one that nothing in it lets answer, such as the player who opened it when nobody has answered her card, or the roller in her own roll's window.",
      "textRu": "Первый выпуск нашего издания: окно ответа по очереди спрашивает каждое место с автопасом «вручную», даже если ему не на что в нём ответить, например игрока, открывшего окно, когда на его карту никто не ответил, или бросавшего кубик — в окне ответа на его же бросок."
    },
    {
      "version": 2,
      "text": "A response window no longer asks a seat that no hand could let answer anything in it (CR19, CR26, CR27): the opener until someone answers her card, the roller, a seat whose clearance or a forbid rules out every answer. The engine passes for it, whatever its auto-pass mode, and logs the pass like any other. The state records the version; a version 1 game moves to version 2 when its history comes out the same (nobody on manual was ever asked in such a window), and otherwise plays on under version 1. New games start on version 2.",
      "textRu": "Окно ответа больше не спрашивает место, которому никакая рука не позволила бы ни на что в нём ответить (CR19, CR26, CR27): открывшего окно, пока никто не ответил на его карту, бросавшего, место, у которого уровень допуска или запрет исключает любой ответ. Движок пасует за него при любом режиме автопаса и показывает этот пас, как любой другой. Состояние хранит версию; партия версии 1 переходит на версию 2, если вся её история выходит той же (никого с автопасом «вручную» ни разу не спросили в таком окне), а иначе доигрывается по версии 1. Новые партии начинаются с версии 2."
    }
  ],
  "politika": [
    {
      "version": 1,
      "text": "The first release of the Backroom edition: response windows ask every seat holding a playable card, at once (PR10).",
      "textRu": "Первый выпуск нашего издания: окна ответа спрашивают сразу все места, у которых есть карта для розыгрыша (PR10)."
    },
    {
      "version": 2,
      "text": "Auto-pass settings (PR19): each seat chooses manual, bystander or always, at any time, and a response window skips the seats whose setting passes it, so a challenge no longer waits days for players who never play response cards. The state records the version and the settings, so a version 1 game is never moved to version 2 (its set-up differs); it plays on under version 1. New games start on version 2. The bot leaves its setting on manual and answers each window itself.",
      "textRu": "Настройки автопаса (PR19): каждое место в любой момент выбирает «Вручную», «Наблюдатель» или «Всегда пас», и окно ответа пропускает места, чья настройка пасует в нём, так что вызов больше не ждёт днями игроков, которые никогда не играют карты ответа. Состояние хранит версию и настройки, поэтому партия версии 1 никогда не переводится на версию 2 (её подготовка другая); она доигрывается по версии 1. Новые партии начинаются с версии 2. Бот оставляет настройку «Вручную» и сам отвечает в каждом окне."
    }
  ],
  "twelve-o-twelve": [
    {
      "version": 1,
      "text": "The first release of the Backroom edition: spec revision 1. A Chameleon's faction is named when it becomes a supporter and kept; the Turtle takes a supporter whose appetite is not higher than the one it gives.",
      "textRu": "Первый выпуск нашего издания: редакция спецификации 1. Фракция «Хамелеона» называется, когда он становится сторонником, и сохраняется; «Черепаха» берёт сторонника с аппетитом не выше, чем у отдаваемого."
    },
    {
      "version": 2,
      "text": "Spec revision 2, from the rulebook's FAQ. TR12: a Chameleon's faction is named by its controller each time a rule or ability needs it (the FAQ's Rhino example: the poacher cannot claim the Herbivore discount over the owner's head) — the Rhino's discount, the Eagle and the Lynx no longer read a faction frozen on arrival. TR13: the Turtle exchanges supporters of the same faction (the FAQ's Iguana for a Crocodile), with the FAQ's exception in its order: when the initiator uses the received Crocodile to take back the card it gave, the other player uses that card's ability before giving it back. A version 1 game moves to version 2 when none of its moves comes out differently (for example, no Turtle exchange yet, and no Rhino, Eagle or Lynx that met a Chameleon).",
      "textRu": "Редакция спецификации 2, по ЧаВо правил. TR12: фракцию «Хамелеона» называет тот, у кого он, каждый раз, когда она нужна правилу или способности (пример ЧаВо с «Носорогом»: переманивающий не может получить скидку за Травоядное млекопитающее через голову владельца), — скидка «Носорога», «Орёл» и «Рысь» больше не читают фракцию, застывшую при появлении. TR13: «Черепаха» обменивает сторонников одной фракции («Игуана» за «Крокодила» из ЧаВо), с исключением ЧаВо в его порядке: когда зачинщик полученным «Крокодилом» забирает обратно отданную карту, другой игрок применяет способность этой карты, прежде чем её отдать. Партия версии 1 переходит на версию 2, когда ни один её ход не сыгрался бы иначе (например, ещё не было обмена «Черепахи» и ни «Носорог», ни «Орёл», ни «Рысь» не встречали «Хамелеона»)."
    }
  ]
};
