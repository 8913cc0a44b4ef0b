"use client";
import Link from "next/link";
import { gameBlurbs } from "../../lib/games";
import { useT } from "../../i18n";
import { gamePitch, gameTitle } from "../../i18n/game-text";
import { useGameStrings } from "../../games/use-strings";

export default function RulesIndex() {
  const { t, lng } = useT();
  // Titles and pitches are in the games' words, loaded on demand.
  const ready = useGameStrings(gameBlurbs.map((g) => g.id));
  if (!ready) return <p className="loading">{t("app.loading")}</p>;
  return (
    <div>
      <h1>{t("rules.title")}</h1>
      <ul className="rules-index">
        {gameBlurbs.map((g) => (
          <li key={g.id}>
            <Link href={`/rules/${g.id}`}>
              <b>{gameTitle(g.id, g.title, lng)}</b>
            </Link>
            <p>{gamePitch(g.id, g.pitch, lng)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
