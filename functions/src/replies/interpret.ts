/**
 * What a reply's words mean, as narrowly as the use case needs: one function from the reply's
 * text (quotes and signature already stripped) and the numbered choices to an intent.
 *
 * The choice list (`Choices`) is the awaited decision's legal moves for the replying seat, in the
 * engine's order, exactly as GET /games/{id} lists them (`legalMoves`: `{ move, label }`), and the
 * number N in a reply means `choices[N - 1]`. The "Your move" mail numbers the same list.
 *
 * Understood here for now: a bare number, and "pass"/«пас» when a pass is among the choices.
 * Everything else that does not look like a move is free text (talk). A fuller matcher (choice
 * words in either language) plugs in by replacing the body of `interpret` with a call to it; the
 * types below are the contract it keeps.
 */
import type { LegalMove } from "../contract";

/** The numbered choices: GET /games/{id}'s `legalMoves` for the seat, in order (reply "N" is `[N - 1]`). */
export type Choices = readonly LegalMove[];

export type Unclear =
  /** Two or more numbers: which one was meant? */
  | "two-numbers"
  /** A number outside 1..choices.length. */
  | "no-such-choice"
  /** "pass" while no pass is among the choices. */
  | "no-pass"
  /** A few words with a number in them: a move we cannot read, not talk. */
  | "not-understood"
  /** A move-like reply to a mail that awaited no decision (news, the end of a game). */
  | "no-decision"
  /** Nothing left once quotes and the signature are stripped. */
  | "empty";

export type ReplyIntent =
  | { readonly kind: "move"; readonly index: number; readonly choice: LegalMove }
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "unclear"; readonly why: Unclear };

const PASS_WORDS = new Set(["pass", "пас"]);

/**
 * The intent of `text`. `choices` null: the mail awaited no decision, so only talk is taken and
 * a move-like reply is answered as such.
 */
export function interpret(text: string, choices: Choices | null): ReplyIntent {
  const said = text.trim().replace(/\s+/g, " ");
  if (said === "") return { kind: "unclear", why: "empty" };
  const bare = said.toLowerCase().replace(/^[#№]\s*/, "").replace(/[.!)]+$/, "");
  const numbers = said.match(/\d+/g) ?? [];
  const isNumber = /^\d+$/.test(bare);
  const isPass = PASS_WORDS.has(bare);
  if ((isNumber || isPass) && choices === null) return { kind: "unclear", why: "no-decision" };
  if (isNumber) {
    const n = Number(bare);
    const choice = choices![n - 1];
    return choice && n >= 1 ? { kind: "move", index: n - 1, choice } : { kind: "unclear", why: "no-such-choice" };
  }
  if (isPass) {
    const passes = choices!.flatMap((c, index) => (kindOf(c.move) === "pass" ? [{ index, choice: c }] : []));
    // The plain pass before "pass until the end" (Conspiracy Theory offers both).
    const plain = passes.find((p) => !(p.choice.move as { untilEnd?: unknown }).untilEnd) ?? passes[0];
    return plain ? { kind: "move", ...plain } : { kind: "unclear", why: "no-pass" };
  }
  if (numbers.length >= 2 && /^[\d\s,;.#№()+&-]+$|^\d+\s*(and|or|и|или)\s*\d+$/i.test(said)) return { kind: "unclear", why: "two-numbers" };
  // A short reply with a number in it is an attempt at a move, not talk.
  if (numbers.length > 0 && said.split(" ").length <= 4 && choices !== null) return { kind: "unclear", why: numbers.length > 1 ? "two-numbers" : "not-understood" };
  return { kind: "text", text: text.trim() };
}

function kindOf(move: unknown): string | undefined {
  const k = move && typeof move === "object" ? (move as { kind?: unknown }).kind : undefined;
  return typeof k === "string" ? k : undefined;
}
