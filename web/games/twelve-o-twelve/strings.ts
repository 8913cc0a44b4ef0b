/**
 * 12-0-12's words for the app shell, in English and Russian (i18next namespace "twelve-o-twelve"):
 * title, pitch, options and move groups. The English comes from meta.ts, written once.
 * Not yet translated: the board, the Get Food form and the engine's sentences (see docs/web.md).
 */
import { meta } from "./meta";

const h = meta.optionHelp;
export const strings = {
  en: {
    meta: { title: meta.title, pitch: meta.pitch, dataNote: meta.dataNote },
    options: {
      variant: { label: "Variant", help: h.variant!, choices: { standard: "Standard", training: "Training" } },
      leaders: { label: "Leaders", help: h.leaders!, choices: { all: "All", novice: "Novice", "more-interaction": "More interaction", "less-interaction": "Less interaction", none: "None" } },
      compromat: { label: "Compromat", help: h.compromat! },
      firstPlayer: { label: "First player", help: h.firstPlayer! },
    },
    kinds: {
      attract: "Attract", "choose-leader": "Choose leader", "end-turn": "End turn", "get-food": "Get food", poach: "Poach",
      "seek-contacts": "Seek contacts", "setup-discard": "Setup discard", "skip-ability": "Skip ability", "use-ability": "Use ability",
    },
  },
  ru: {
    meta: {
      title: "12-0-12: Теория власти",
      pitch: "Привлекайте сторонников-зверей, кормите их, переманивайте чужих и копите компромат: побеждает первый, кто наберёт 8 ПО или выполнит цель своего Лидера.",
      dataNote: "тексты карт: издание Backroom — в правилах нет данных карт; наши восстановлены и сохраняют всё, что говорят правила.",
    },
    options: {
      variant: { label: "Вариант", help: "Обычный или учебный: 5 еды на старте, без Лидеров, общины не учитываются (TR1).", choices: { standard: "Обычный", training: "Учебный" } },
      leaders: { label: "Лидеры", help: "Какие Лидеры раздаются: все, для новичков (книга), больше взаимодействия (меч), меньше взаимодействия или никакие (TR1).", choices: { all: "Все", novice: "Для новичков", "more-interaction": "Больше взаимодействия", "less-interaction": "Меньше взаимодействия", none: "Без Лидеров" } },
      compromat: { label: "Компромат", help: "Выключен: любое получение и возврат компромата не учитываются (TR1)." },
      firstPlayer: { label: "Первый игрок", help: "Кто начинает; оставьте «Случайно», чтобы первого игрока определил жребий (TR3)." },
    },
    kinds: {
      attract: "Привлечь", "choose-leader": "Выбрать Лидера", "end-turn": "Закончить ход", "get-food": "Добыть еду", poach: "Переманить",
      "seek-contacts": "Искать связи", "setup-discard": "Сброс при подготовке", "skip-ability": "Пропустить способность", "use-ability": "Применить способность",
    },
  },
};
