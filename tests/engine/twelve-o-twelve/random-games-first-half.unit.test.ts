/** Random games 0–269 (see random-games.ts): property, invariants and hidden information. */
import { GAMES, randomGames } from "./random-games";

randomGames(0, GAMES / 2);
