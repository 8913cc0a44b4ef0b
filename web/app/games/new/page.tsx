"use client";
/** Create a game and email its players. */
import { Suspense, useEffect, useState } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import Link from "next/link";
import { api, ApiFailure, getSession, type GameInfo, type Session } from "../../../lib/api";
import { CreateGameForm } from "../../../components/CreateGameForm";

function NewGame() {
  const router = useRouter();
  const params = useSearchParams();
  const [catalog, setCatalog] = useState<GameInfo[] | null>(null);
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setSession(getSession());
    api
      .catalog()
      .then((c) => setCatalog(c.games))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : "Could not load the games."));
  }, []);
  if (session === null) {
    return (
      <p>
        Please <Link href="/sign-in?next=/games/new">sign in</Link> to create a game.
      </p>
    );
  }
  if (error) return <p className="error" role="alert">{error}</p>;
  if (!catalog || session === undefined) return <p className="loading">Loading…</p>;
  return (
    <div>
      <h1>New game</h1>
      <CreateGameForm
        catalog={catalog}
        me={session}
        initialGame={params.get("game") ?? undefined}
        onCreate={async (body) => {
          try {
            const { openSeats, ...game } = body;
            if (openSeats) {
              const r = await api.createLobby({ ...game, ...openSeats });
              router.push(r.joinPath);
              return;
            }
            const r = await api.createGame(game);
            router.push(`/games/${r.gameId}`);
          } catch (e) {
            throw e instanceof ApiFailure ? new Error(e.field ? `${e.field}: ${e.message}` : e.message) : e;
          }
        }}
      />
    </div>
  );
}

export default function NewGamePage() {
  return (
    <Suspense fallback={<p className="loading">Loading…</p>}>
      <NewGame />
    </Suspense>
  );
}
