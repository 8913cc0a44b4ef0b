/**
 * How a reply's words are compared with the choices' labels (replies/choices.ts): case, accents,
 * punctuation and spacing never matter, ё reads as е, and a Russian word may differ from the
 * label's in its ending («Москва» names «в Москве»).
 */

/** A reply's or a label's words, normalised (`tokens`). */
export type Words = readonly string[];

/** Lower case, accents and ё→е folded (NFD, marks dropped), every run of non-letters and non-digits one space. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function tokens(text: string): string[] {
  const n = normalise(text);
  return n.length === 0 ? [] : n.split(" ");
}

/**
 * Whole numbers standing alone in `text`: "3", "3.", "#3", "(3)" — not the parts of "4-6",
 * "$20,000", "1.5", "10:30" or "3rd".
 */
export function numberTokens(text: string): number[] {
  return [...text.matchAll(/(?<![\p{L}\p{N}$€.,:\-–])\d+(?![\p{L}\p{N}%]|[.,:\-–]\d)/gu)].map((m) => Number(m[0]));
}

/**
 * Words a reply may carry around an order without naming anything: courtesy, "I'll take", "option".
 * Only the reply's words are dropped; the labels keep all theirs.
 */
const FILLERS: ReadonlySet<string> = new Set([
  "please", "pls", "plz", "thanks", "thank", "thx", "you", "ok", "okay", "i", "ll", "will", "take", "choose", "pick",
  "want", "let", "lets", "s", "go", "for", "my", "option", "choice", "number", "no", "the", "a", "an",
  "пожалуиста", "спасибо", "я", "выбираю", "беру", "хочу", "вариант", "номер", "ну", "давай", "ок",
]);

export function commandWords(words: Words): string[] {
  return words.filter((w) => !FILLERS.has(w));
}

/** Pass, as the reply says it in either language (Conspiracy Theory's and Politika's «пас»). */
const PASS: ReadonlySet<string> = new Set(["pass", "пас", "пасую", "пасс"]);

export function isPassWords(words: Words): boolean {
  const w = commandWords(words);
  return w.length === 1 && PASS.has(w[0]!);
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * Whether the reply's word `w` is the label's word `l`: the same word, a prefix of it of four
 * letters or more ("repres"), or the same word with another ending (at least three letters
 * shared, at most two differing: «лиса»/«лису», «москва»/«москве»). Numbers only as written.
 */
export function sameWord(w: string, l: string): boolean {
  if (w === l) return true;
  if (/^\d+$/.test(w) || /^\d+$/.test(l)) return false;
  if (w.length >= 4 && l.startsWith(w)) return true;
  const p = commonPrefix(w, l);
  return p >= 3 && p >= Math.max(w.length, l.length) - 2;
}

/**
 * How much of a label `words` cover (0..1), when every word is in it; null when one is not.
 */
export function labelMatch(words: Words, label: Words): number | null {
  if (words.length === 0 || label.length === 0) return null;
  const used = new Set<number>();
  for (const w of words) {
    let found = false;
    label.forEach((l, i) => {
      if (sameWord(w, l)) {
        used.add(i);
        found = true;
      }
    });
    if (!found) return null;
  }
  return used.size / label.length;
}
