/** Random games 270–539 (see random-games.ts): property, invariants and hidden information. */
import { GAMES, randomGames } from "./random-games";

randomGames(GAMES / 2, GAMES);
