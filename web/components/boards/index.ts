/**
 * The board of each registered game, by game id. A game without an entry is drawn by the
 * generic board. To add one, see docs/web.md ("Adding a board").
 */
import type { BoardDef } from "../board-kit";
import { genericBoard } from "../GenericBoard";
import { conspiracyBoard } from "./conspiracy-theory";
import { politikaBoard } from "./politika";
import { twelveBoard } from "./twelve-o-twelve";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const boards: Readonly<Record<string, BoardDef<any>>> = {
  "twelve-o-twelve": twelveBoard,
  politika: politikaBoard,
  "conspiracy-theory": conspiracyBoard,
};

export function boardFor(game: string): BoardDef {
  return (boards[game] as BoardDef | undefined) ?? genericBoard;
}
