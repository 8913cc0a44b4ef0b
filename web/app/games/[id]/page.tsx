"use client";
/** One game, for the signed-in viewer. The id comes from the URL in the browser. */
import { useParams } from "next/navigation";
import { GameScreen } from "../../../components/GameScreen";

export default function GamePage() {
  const { id } = useParams<{ id: string }>();
  return <GameScreen key={id} gameId={id} />;
}
