/**
 * One game. The static export holds a single page shell for every game (`/games/_`); CloudFront
 * (and the local server, with the same function: functions/src/edge/viewer-request.js) answers
 * any `/games/<id>` with it, and the client reads the id from the address bar.
 */
import { GameRoute } from "../../../components/GameRoute";

/** The shell's placeholder id; never a real game id (those are at least six characters). */
export const SHELL_ID = "_";

export function generateStaticParams() {
  return [{ id: SHELL_ID }];
}

export default function GamePage() {
  return <GameRoute />;
}
