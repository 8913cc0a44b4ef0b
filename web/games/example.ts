/**
 * A real position for a guide's worked example: the engine's own set-up, then the first legal
 * move of the first awaited seat, `moves` times — deterministic, so the guide always shows the
 * same board — as `viewer` sees it.
 */
import type { GameDefinition } from "@backroom/engine/core/game";

export function examplePosition<V>(def: GameDefinition<unknown, unknown, unknown, V>, seats: number, moves: number, viewer = 0): V {
  let s = def.setup({ seats, options: def.optionsSchema.parse({}), seed: "how-to-play-guide" });
  for (let i = 0; i < moves; i++) {
    const seat = def.awaiting(s)[0];
    if (seat === undefined) break;
    const move = def.legalMoves(s, seat)[0];
    if (move === undefined) break;
    s = def.apply(s, seat, move);
  }
  return def.view(s, viewer);
}
