"use client";
import Link from "next/link";
import { gameBlurbs } from "../../lib/games";
import { useT } from "../../i18n";
import { gamePitch, gameTitle } from "../../i18n/game-text";

export default function RulesIndex() {
  const { t, lng } = useT();
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
