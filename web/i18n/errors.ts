/**
 * The API's failures in the reader's language. The API answers `{error: {code, message}}` with an
 * English sentence (functions/src/http/errors.ts); English readers get that sentence as sent.
 * Other languages get our words for the code (the namespace "errors" below, one key per code the
 * web can receive), and a game's rule violations — codes namespaced by the engine, with the
 * engine's sentence — through that game's translator (`BoardDef.translate`, the engine's
 * russian.ts). Whatever is left unknown gets a plain sentence by status: never raw English.
 */
import { ApiFailure } from "../lib/api";
import { currentLanguage, i18n, type Language } from "./index";

const en = {
  "auth/game-only": "This link opens only its own game. Sign in with your email to see everything else.",
  "auth/link-invalid": "This link has already been used or has expired. We can email you a fresh one.",
  "auth/link-unknown": "This link is too old to tell whom it was for. Enter your email address to get a fresh one.",
  "auth/not-a-player": "You are not a player in this game.",
  "auth/other-game": "The link you signed in with opens a different game. Sign in with your email to see all your games.",
  "auth/required": "Sign in first.",
  "auth/session-invalid": "Your session has expired. Sign in again.",
  "auth/token-invalid": "This unsubscribe or settings link is not valid. Sign in to change your mail settings.",
  "auth/too-many-links": "Too many sign-in links were asked for. Wait a while and try again.",
  "game/engine-unavailable": "This game uses a rules version this server does not have yet. Try again in a few minutes.",
  "game/not-found": "There is no such game.",
  "game/not-over": "That is possible only once the game has ended.",
  "game/over": "The game is over.",
  "lobby/already-joined": "You already have a seat in this game.",
  "lobby/changed": "The game changed meanwhile. Look again and try again.",
  "lobby/full": "This game is full: all seats are taken.",
  "lobby/not-found": "There is no game with open seats here. Check the link.",
  "lobby/not-host": "Only the host can start this game.",
  "lobby/started": "This game has already started.",
  "lobby/too-few": "Too few players are seated to start.",
  "move/no-such-seat": "There is no such seat.",
  "move/not-your-turn": "It is not your decision now.",
  "move/version-conflict": "Someone moved first. Refresh and try again.",
  "network/unreachable": "The server could not be reached. Check your connection and try again.",
  "request/invalid": "The request was not accepted: check the form.",
  "route/method-not-allowed": "The server does not offer this here.",
  "route/not-found": "The server does not offer this here.",
  "seat/already-bot": "The bot already plays that seat.",
  "seat/already-playing": "That person already plays in this game.",
  "seat/not-a-bot": "No bot plays this seat: it is yours already.",
  "seat/not-found": "There is no such seat in this game.",
  "seat/not-host": "Only the player who created the game can do that.",
  "seat/not-yours": "Only the seat's own player can take it back.",
  "seat/resigned": "You have resigned this seat, so it stays with the bot.",
  "server/error": "Something went wrong on our side. Nothing was changed; please try again.",
  "vacation/invalid": "The vacation was not accepted: check the dates.",
  rule: "That is not allowed by the rules.",
  status: "The server could not do that (error {{status}}). Please try again.",
};

const ru: Record<keyof typeof en, string> = {
  "auth/game-only": "Эта ссылка открывает только свою игру. Войдите по своей почте, чтобы увидеть всё остальное.",
  "auth/link-invalid": "Эта ссылка уже использована или устарела. Мы можем прислать новую.",
  "auth/link-unknown": "Ссылка слишком старая: непонятно, для кого она. Введите свой адрес почты, чтобы получить новую.",
  "auth/not-a-player": "Вы не участник этой игры.",
  "auth/other-game": "Ссылка, по которой вы вошли, открывает другую игру. Войдите по своей почте, чтобы увидеть все свои игры.",
  "auth/required": "Сначала войдите.",
  "auth/session-invalid": "Сеанс истёк. Войдите снова.",
  "auth/token-invalid": "Эта ссылка для отписки или настроек недействительна. Войдите, чтобы изменить настройки писем.",
  "auth/too-many-links": "Запрошено слишком много ссылок для входа. Подождите немного и попробуйте снова.",
  "game/engine-unavailable": "Эта игра идёт по версии правил, которой на сервере пока нет. Попробуйте через несколько минут.",
  "game/not-found": "Такой игры нет.",
  "game/not-over": "Это можно сделать только после окончания игры.",
  "game/over": "Игра окончена.",
  "lobby/already-joined": "У вас уже есть место в этой игре.",
  "lobby/changed": "Игра тем временем изменилась. Посмотрите ещё раз и попробуйте снова.",
  "lobby/full": "В этой игре нет свободных мест.",
  "lobby/not-found": "Здесь нет игры со свободными местами. Проверьте ссылку.",
  "lobby/not-host": "Начать эту игру может только её создатель.",
  "lobby/started": "Эта игра уже началась.",
  "lobby/too-few": "Для начала игры мало игроков.",
  "move/no-such-seat": "Такого места нет.",
  "move/not-your-turn": "Сейчас решение не за вами.",
  "move/version-conflict": "Кто-то сходил раньше. Обновите страницу и попробуйте снова.",
  "network/unreachable": "Сервер недоступен. Проверьте подключение и попробуйте снова.",
  "request/invalid": "Запрос не принят: проверьте форму.",
  "route/method-not-allowed": "Сервер здесь этого не предлагает.",
  "route/not-found": "Сервер здесь этого не предлагает.",
  "seat/already-bot": "Это место уже занимает бот.",
  "seat/already-playing": "Этот человек уже играет в этой игре.",
  "seat/not-a-bot": "На этом месте не бот: оно уже ваше.",
  "seat/not-found": "В этой игре нет такого места.",
  "seat/not-host": "Это может сделать только создатель игры.",
  "seat/not-yours": "Вернуть место может только его игрок.",
  "seat/resigned": "Вы сдались на этом месте, поэтому оно остаётся за ботом.",
  "server/error": "У нас что-то пошло не так. Ничего не изменилось; попробуйте ещё раз.",
  "vacation/invalid": "Отпуск не принят: проверьте даты.",
  rule: "Правила этого не позволяют.",
  status: "Сервер не смог это сделать (ошибка {{status}}). Попробуйте ещё раз.",
};

export const errorStrings = { en, ru } as const;
const NS = "errors";
// Keys hold "/", so they are looked up flat (no key separator).
for (const lng of ["en", "ru"] as const) i18n.addResourceBundle(lng, NS, errorStrings[lng], true, true);
const t = (key: string, lng: Language, params: Record<string, unknown> = {}) => i18n.t(key, { ns: NS, lng, keySeparator: false, ...params });

export interface ErrorTextOptions {
  /** The game's translator of engine sentences (`BoardDef.translate`), for its rule violations. */
  readonly translate?: (text: string, lng: Language) => string;
  readonly lng?: Language;
}

/**
 * What to show for a failure: the server's sentence in English; in another language our words
 * for its code, else the game's translation of a rule violation, else a sentence by status.
 * `fallback` (already in the reader's language) is for failures that are not the API's.
 */
export function errorText(e: unknown, fallback: string, opts: ErrorTextOptions = {}): string {
  const lng = opts.lng ?? currentLanguage();
  if (!(e instanceof ApiFailure)) return lng === "en" && e instanceof Error ? e.message : fallback;
  if (lng === "en") return e.message;
  if (e.code in en) return t(e.code, lng);
  if (opts.translate) {
    const said = opts.translate(e.message, lng);
    if (said !== e.message && !/[A-Za-z]{3,}/.test(said)) return said;
  }
  return e.status === 422 ? t("rule", lng) : t("status", lng, { status: e.status });
}
