import Link from "next/link";
import { gameBlurbs } from "../../lib/games";

export default function RulesIndex() {
  return (
    <div>
      <h1>Rules</h1>
      <ul className="rules-index">
        {gameBlurbs.map((g) => (
          <li key={g.id}>
            <Link href={`/rules/${g.id}`}>
              <b>{g.title}</b>
            </Link>
            <p>{g.pitch}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
