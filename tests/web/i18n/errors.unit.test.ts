/**
 * The API's failures in the reader's language (web/i18n/errors.ts): every error code the server
 * can send (scanned from functions/src and the engines' shared codes) has our words in English
 * and Russian; English readers get the server's sentence; Russian readers never get raw English —
 * a game's rule violation goes through that game's translator, anything unknown gets a sentence
 * by status.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { russian as conspiracy } from "@backroom/engine/conspiracy-theory/russian";
import { RuleViolation } from "@backroom/engine/core/game";
import { randomPlayout } from "@backroom/engine/core/playout";
import { politika } from "@backroom/engine/politika/index";
import { optionsSchema, type State as PolitikaState } from "@backroom/engine/politika/state";
import { ApiFailure } from "../../../web/lib/api";
import { errorStrings, errorText } from "../../../web/i18n/errors";
import { errorsRu } from "../../../web/i18n/errors-ru";
import { applyLanguage, loadLanguage } from "../../../web/i18n";
import { translateTwelve } from "../../../web/games/twelve-o-twelve/board";
import { politikaBoard } from "../../../web/games/politika/board";
import { keyParity } from "../../support/i18n-parity";

const ROOT = join(import.meta.dirname, "../../..");
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });
}
/** Codes the server sends: its Refusals, the shared engine codes, and the ones formed in the web client and error table. */
function serverCodes(): string[] {
  const text = [...files(join(ROOT, "functions/src")), ...files(join(ROOT, "engine")), join(ROOT, "web/lib/api.ts")].map((f) => readFileSync(f, "utf8")).join("\n");
  const codes = new Set<string>();
  for (const m of text.matchAll(/Refusal\(\s*\d+,\s*"([a-z-]+\/[a-z-]+)"/g)) codes.add(m[1]!);
  for (const m of text.matchAll(/"((?:move|game)\/[a-z-]+)"/g)) codes.add(m[1]!);
  for (const m of text.matchAll(/code: "([a-z-]+\/[a-z-]+)"/g)) codes.add(m[1]!);
  return [...codes].sort();
}
const fail = (status: number, code: string, message: string, field?: string) => new ApiFailure(status, { code, message, ...(field ? { field } : {}) });

// The Russian loads on demand in the app (tests/web/games/registry.unit.test.tsx covers that).
beforeAll(() => loadLanguage("ru"));
afterEach(() => applyLanguage("en"));

describe("API errors in the reader's language", () => {
  it("both languages have the same keys and parameters, and every code the server sends has words", () => {
    expect(keyParity(errorStrings.en, errorsRu)).toEqual([]);
    const codes = serverCodes();
    expect(codes.length).toBeGreaterThan(30);
    expect(codes.filter((c) => !(c in errorStrings.en))).toEqual([]);
    expect(Object.values(errorsRu).filter((s) => /[A-Za-z]{3,}/.test(s.replace(/\{\{\w+\}\}/g, "")))).toEqual([]);
  });

  it("English: the server's sentence as sent", () => {
    expect(errorText(fail(401, "auth/required", "Sign in first: this needs a header."), "fallback", { lng: "en" })).toBe("Sign in first: this needs a header.");
    expect(errorText(new Error("boom"), "fallback", { lng: "en" })).toBe("boom");
  });

  it("Russian: our words for the code (a field name is the form's, not shown)", () => {
    expect(errorText(fail(409, "lobby/full", "This game is full: all 4 seats are taken."), "x", { lng: "ru" })).toBe("В этой игре нет свободных мест.");
    expect(errorText(fail(400, "request/invalid", "players: each player needs a different email", "players"), "x", { lng: "ru" })).toBe("Запрос не принят: проверьте форму.");
    expect(errorText(fail(0, "network/unreachable", "The server could not be reached."), "x", { lng: "ru" })).toBe("Сервер недоступен. Проверьте подключение и попробуйте снова.");
  });

  it("Russian: a game's rule violation through its translator; the current language is the default", () => {
    applyLanguage("ru");
    expect(errorText(fail(422, "twelve/no-free", "Taking cards instead of Food needs a Free symbol."), "x", { translate: translateTwelve })).toBe("Чтобы брать карты вместо Еды, нужен символ «Свободные».");
    expect(errorText(fail(422, "twelve/cannot-pay", "Poaching it costs 2 Influence."), "x", { translate: translateTwelve })).toBe("Переманить его стоит 2 Влияния.");
    expect(errorText(fail(422, "ct/quarantined", "Quarantine: you cannot place or move Organizations this turn."), "x", { translate: (t) => conspiracy(t) }))
      .toBe("«Карантин»: в этот ход нельзя выкладывать и перемещать Организации.");
    // The engines' shared codes by code, whatever the game.
    expect(errorText(fail(422, "move/not-your-turn", "It is not your turn to act."), "x")).toBe("Сейчас решение не за вами.");
  });

  it("Russian: a Politika move the engine refuses, from a random game, reads in Russian", () => {
    // The first movement phase of a random game whose player to move is not the Mafia: taking money is refused.
    let refused: RuleViolation | null = null;
    randomPlayout(politika, {
      seats: 4, options: optionsSchema.parse({ rounds: 2 }), seed: "refusal", botSeed: "refusal-bot", maxMoves: 400,
      onMove: (after) => {
        const s = after as PolitikaState;
        if (refused || s.phase !== "movement" || s.factions[s.current] === "mafia") return;
        try {
          politika.apply(s, s.current, { kind: "mafia-take", target: (s.current + 1) % s.players });
        } catch (e) {
          if (e instanceof RuleViolation) refused = e;
        }
      },
    });
    const e = refused as RuleViolation | null;
    expect(e?.message).toBe("Only the Mafia may take money, once per turn.");
    const said = errorText(fail(422, e!.code, e!.message), "x", { lng: "ru", translate: politikaBoard.translate });
    expect(said).toBe("Забирать деньги может только Мафия, раз в ход.");
  });

  it("Russian: nothing English slips through — unknown sentences and codes get a sentence by status, other failures the fallback", () => {
    expect(errorText(fail(422, "politika/whatever", "You cannot do that in Tatarstan."), "x", { lng: "ru", translate: (t) => t })).toBe("Правила этого не позволяют.");
    expect(errorText(fail(422, "twelve/new", "A sentence nobody translated."), "x", { lng: "ru", translate: translateTwelve })).toBe("Правила этого не позволяют.");
    expect(errorText(fail(502, "http/502", "The server answered 502."), "x", { lng: "ru" })).toBe("Сервер не смог это сделать (ошибка 502). Попробуйте ещё раз.");
    expect(errorText(new Error("boom"), "Не удалось.", { lng: "ru" })).toBe("Не удалось.");
  });
});
