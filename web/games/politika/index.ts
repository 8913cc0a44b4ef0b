/**
 * The part of this game's web code that loads only when the game is shown (the registry
 * imports it lazily): the board, its forms and move helpers.
 */
import type { GameModule } from "../types";
import { politikaBoard } from "./board";

export const game: GameModule = { board: politikaBoard };
