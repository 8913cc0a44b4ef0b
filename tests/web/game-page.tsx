/** Opening the game page in jsdom as a signed-in player, and letting its fetches settle. */
import { act, render } from "@testing-library/react";
import { GameScreen, loadGameParts } from "../../web/components/GameScreen";
import { setSession } from "../../web/lib/api";
import { preloadGames } from "./load-games";

/** Lets pending fetches and the renders they cause finish. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(async () => { await new Promise((r) => setTimeout(r, 0)); });
}

/** Signs the player in (a session in localStorage) and opens /games/fixture-game. */
export async function openGamePage(email = "ann@example.com"): Promise<void> {
  await Promise.all([preloadGames(), loadGameParts()]);
  setSession({ token: "t", email });
  render(<GameScreen gameId="fixture-game" />);
  await flush();
}
