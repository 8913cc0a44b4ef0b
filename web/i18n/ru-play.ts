/** The Russian of en-play.ts (ru.ts spreads it in; the same keys, a test checks). */
import type { playEn } from "./en-play";
import type { Strings } from "./en";

export const playRu: Strings<typeof playEn> = {
  steps: {
    which: "Какой именно",
    sending: "Отправляем…",
    notYet: "Выберите выше, затем подтвердите",
    pickMore_one: "выберите ещё {{count}}",
    pickMore_few: "выберите ещё {{count}}",
    pickMore_many: "выберите ещё {{count}}",
    pickMore_other: "выберите ещё {{count}}",
    less: "{{label}}: меньше",
    more: "{{label}}: больше",
    upTo: "(до {{max}})",
  },
  gamePage: {
    clock: {
      left: "осталось {{time}}",
      up: "время вышло",
      days: "{{d}} д {{h}} ч",
      hours: "{{h}} ч {{m}} мин",
      minutes: "{{m}} мин",
      underMinute: "меньше минуты",
    },
    chips: { bot: "бот", away: "в отъезде", late: "опаздывает" },
    table: {
      button: "Стол",
      label: "Стол: места, время и правила",
      close: "Закрыть",
      you: "Ваше место",
      host: "Места (вы создатель игры)",
      lateOnly: "Место можно отдать боту, когда игрок опаздывает: его срок прошёл или он ждёт дольше, чем до напоминания.",
      confirmMoves: "Спрашивать подтверждение перед отправкой каждого хода",
      confirmBot: "Отдать место игрока {{name}} боту? Бот играет за него, пока {{name}} не вернёт место.",
      confirmTakeBack: "Вернуть своё место у бота? Игра снова будет ждать вас.",
      yes: "Да",
      no: "Нет",
    },
    decision: {
      label: "Ваше решение",
      cancel: "Отмена",
      more: "Показать подсказку целиком",
      less: "Свернуть",
      confirmChoice: "Подтвердите выбор или отмените его.",
    },
    autoPass: { label: "Автопас", notNow: "Сейчас, в этот момент игры, его сменить нельзя." },
    playingAs: "Вы играете как {{name}}",
    signInFully: "Войти",
    signInHelp: "Ссылка из письма открывает только эту игру. Войдите, чтобы видеть все свои игры.",
    linkSent: "Ссылка для входа отправлена на {{email}}.",
    linkFailed: "Не удалось отправить ссылку для входа.",
  },
};
