/**
 * Politika's engine versions for tests that cycle both. Version 2 gives every seat an optional
 * auto-pass move at all times; random play-outs that let idle seats act would spend most moves
 * on it, so `politikaV2Playout` keeps it for awaited seats (and trade) only — where changing the
 * setting mid-window is the interesting case — and is otherwise version 2 itself.
 */
import { politika, politikaV1 } from "../../../engine/politika/index";
import type { State } from "../../../engine/politika/state";

export const politikaV2Playout: typeof politika = {
  ...politika,
  legalMoves: (s: State, seat: number) => (s.phase === "trade" || politika.awaiting(s).includes(seat) ? politika.legalMoves(s, seat) : []),
};

/** Each version, as [label, definition for play-outs, the definition itself]. */
export const VERSIONS = [
  ["v1", politikaV1, politikaV1],
  ["v2", politikaV2Playout, politika],
] as const;
