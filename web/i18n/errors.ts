/**
 * The API's failures in the reader's language. The API answers `{error: {code, message}}` with an
 * English sentence (functions/src/http/errors.ts); English readers get that sentence as sent.
 * Other languages get our words for the code (the namespace "errors": English below, Russian in
 * errors-ru.ts; one key per code the web can receive), and a game's rule violations — codes namespaced by the engine, with the
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
  "game/busy": "So much was written to this game at once that yours did not get in. Nothing was changed: try again.",
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

/** The codes' words in English; the Russian (errors-ru.ts) loads with the rest of the Russian (index.ts). */
export const errorStrings = { en } as const;
export type ErrorStrings = Record<keyof typeof en, string>;
const NS = "errors";
// Keys hold "/", so they are looked up flat (no key separator).
i18n.addResourceBundle("en", NS, en, true, true);
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
