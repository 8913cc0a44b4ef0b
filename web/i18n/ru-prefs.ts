import type { prefsEn } from "./en-prefs";
import type { Strings } from "./en";

/** Русский: письма одной игры для гостя по ссылке из письма, и настройки игрока (ru.ts включает их). */
export const prefsRu: Strings<typeof prefsEn> = {
  gameMail: {
    playingAs: "Вы играете как {{name}}: игра «{{title}}», вход по ссылке из её письма.",
    mute: "Без писем об игре «{{title}}»",
    muteHint: "Даже без напоминаний. Других ваших игр это не касается.",
    rest: "Чтобы изменить остальные настройки писем и видеть другие игры, войдите по почте.",
    signIn: "Прислать ссылку для входа",
  },
  seatLanguage: {
    of: "Язык писем игроку {{n}}",
    short: { en: "англ.", ru: "рус." },
  },
};
