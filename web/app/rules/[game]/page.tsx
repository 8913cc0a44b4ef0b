import { RulesView } from "../../../components/RulesView";
import { gameBlurbs } from "../../../lib/games";

export function generateStaticParams() {
  return gameBlurbs.map((g) => ({ game: g.id }));
}

export default async function RulesPage({ params }: { params: Promise<{ game: string }> }) {
  const { game } = await params;
  return <RulesView game={game} />;
}
