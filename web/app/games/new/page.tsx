"use client";
/** Create a game and email its players. */
import { Suspense, useEffect, useState } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import Link from "next/link";
import { api, ApiFailure, getSession, type GameInfo, type Session } from "../../../lib/api";
import { CreateGameForm } from "../../../components/CreateGameForm";
import { Trans } from "react-i18next";
import { currentLanguage, useT } from "../../../i18n";
import { errorText } from "../../../i18n/errors";

function NewGame() {
  const { t } = useT();
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
      .catch((e: unknown) => setError(errorText(e, t("newGame.loadFailed"))));
  }, []);
  if (session === null) {
    return (
      <p>
        <Trans i18nKey="newGame.signInFirst" components={{ 1: <Link href="/sign-in?next=/games/new" /> }} />
      </p>
    );
  }
  if (error) return <p className="error" role="alert">{error}</p>;
  if (!catalog || session === undefined) return <p className="loading">{t("app.loading")}</p>;
  return (
    <div>
      <h1>{t("newGame.title")}</h1>
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
            // English names the field the server refused; other languages get our words for the code (errorText).
            throw e instanceof ApiFailure && currentLanguage() === "en" ? new Error(e.field ? `${e.field}: ${e.message}` : e.message) : e;
          }
        }}
      />
    </div>
  );
}

function Loading() {
  const { t } = useT();
  return <p className="loading">{t("app.loading")}</p>;
}

export default function NewGamePage() {
  return (
    <Suspense fallback={<Loading />}>
      <NewGame />
    </Suspense>
  );
}
