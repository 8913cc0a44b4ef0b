/**
 * A "Your move" mail that can be answered (issue #28) lists the decision's choices numbered, says
 * a reply may name one, and sends the rest to the game page; a mail without a reply address
 * promises nothing. What the mail lists is what a reply is read against.
 */
import { describe, expect, it } from "vitest";
import type { AnyGameDefinition } from "@backroom/engine";
import type { Language } from "../../../functions/src/contract";
import type { GameNews } from "../../../functions/src/games/news";
import { kindOf } from "../../../functions/src/games/game-response";
import { newsEmail } from "../../../functions/src/mail/emails";
import { numberChoices, readReply } from "../../../functions/src/replies/choices";
import { findPosition, GAMES, NAMES, type Position } from "../replies/positions";

const [twelve, politika] = GAMES as [AnyGameDefinition, AnyGameDefinition];
const links = { game: (id: string) => `https://play.example/auth?token=t&next=%2Fgames%2F${id}`, settings: "https://play.example/settings?token=s", unsubscribe: "https://play.example/api/unsubscribe?token=s" };
const url = links.game("g1");

function newsOf(p: Position, gameId = "g1"): GameNews {
  return {
    gameId, game: p.def.id, title: p.def.title, seat: p.seat, name: NAMES[p.seat]!, players: [...NAMES], status: "active", createdBy: "Cy",
    lines: [], earlierOmitted: false, awaitingMe: true, choices: p.moves.map((m) => m.label), moves: p.moves, waitingFor: [], firstToMove: [], result: null,
  };
}
const mail = (news: GameNews[], language: Language, replyByMail: boolean) => newsEmail("ann@example.test", news, links, "news", language, { replyByMail });

// 12-0-12's first decision: keep a Leader, discard two cards of seven — more than a mail lists.
const setup = findPosition(twelve, (p) => (p.moves.some((m) => kindOf(m.move) === "setup-discard") && p.moves.length > 12 ? p : null)).found;
// A short decision listed whole: Politika with at most a few choices.
const few = findPosition(politika, (p) => (p.moves.filter((m) => kindOf(m.move) !== "auto-pass").length <= 4 && p.moves.length > 1 ? p : null)).found;

describe("a mail that can be answered", () => {
  it.each(["en", "ru"] as const)("lists a huge decision's short list numbered, with the reply line and the link to the rest (%s)", (language) => {
    const { text, html } = mail([newsOf(setup)], language, true);
    const list = numberChoices({ game: twelve.id, moves: setup.moves, language });
    const lines = text.split("\n");
    const at = list.choices.map((c) => lines.indexOf(`${c.number}. ${c.label}`));
    expect(at.every((i) => i > 0), text).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(text).toContain(language === "en" ? "Reply to this email with a number, or with the words of a choice:" : "Ответьте на это письмо номером или словами варианта:");
    const rest = list.more + list.pageOnly;
    expect(rest).toBeGreaterThan(0);
    expect(text).toContain(language === "en" ? `${rest} more choices are on the game page: ${url}` : `на странице игры: ${url}`);
    expect(html).toContain(`1. ${list.choices[0]!.label.replace(/'/g, "&#39;").replace(/"/g, "&quot;")}`);
    // The short unnumbered line of a mail that cannot be answered is not there too.
    expect(text).not.toContain(language === "en" ? "Waiting for your decision:" : "Ждём вашего решения:");
  });

  it("a line pasted back from the mail, or its number, makes that line's move", () => {
    for (const language of ["en", "ru"] as const) {
      const { text } = mail([newsOf(few)], language, true);
      const list = numberChoices({ game: politika.id, moves: few.moves, language });
      expect(list.more + list.pageOnly).toBe(0);
      expect(text).not.toContain(language === "en" ? "on the game page" : "на странице игры");
      for (const c of list.choices) {
        const line = text.split("\n").find((l) => l.startsWith(`${c.number}. `))!;
        for (const reply of [line, String(c.number)]) {
          const r = readReply(reply, list, language);
          expect(r.kind === "move" && r.choice.move, `${language}: ${reply}`).toEqual(c.move);
        }
      }
    }
  });

  it("promises no reply when the mail has no reply address, or is about several games", () => {
    for (const language of ["en", "ru"] as const) {
      for (const m of [mail([newsOf(few)], language, false), mail([newsOf(few), newsOf(setup, "g2")], language, true)]) {
        expect(m.text).not.toMatch(/Reply to this email|Ответьте на это письмо/);
        expect(m.text).not.toMatch(/^1\. /m);
        expect(m.text).toContain(language === "en" ? "Waiting for your decision:" : "Ждём вашего решения:");
      }
    }
  });

  it("a decision no reply can make (every choice built in steps) sends the reader to the page instead", () => {
    // Politika's challenge phase: long challenge labels, and ending challenges left out for the test.
    const p = findPosition(politika, (x) => (x.moves.some((m) => kindOf(m.move) === "challenge" && m.label.length > 78) ? x : null)).found;
    const stepsOnly = { ...p, moves: p.moves.filter((m) => kindOf(m.move) === "challenge" && m.label.length > 78) };
    expect(numberChoices({ game: politika.id, moves: stepsOnly.moves, language: "en" }).choices).toEqual([]);
    const { text } = mail([newsOf(stepsOnly)], "en", true);
    expect(text).toContain(`Waiting for your decision, which is made on the game page: ${url}`);
    expect(text).not.toMatch(/Reply to this email|^1\. /m);
  });
});
