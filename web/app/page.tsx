"use client";
/** Home: the signed-in player's games, or an invitation to sign in. */
import Link from "next/link";
import { useEffect, useState } from "react";
import { api, ApiFailure, getSession, type LobbyInfo, type MyGame } from "../lib/api";
import { Dashboard } from "../components/Dashboard";
import { useT } from "../i18n";
import { errorText } from "../i18n/errors";
import { LobbyList } from "../components/LobbyList";

export default function HomePage() {
  const { t } = useT();
  const [games, setGames] = useState<MyGame[] | null>(null);
  const [state, setState] = useState<"loading" | "signed-out" | "ready" | "error">("loading");
  const [error, setError] = useState<string | null>(null);
  const [lobbies, setLobbies] = useState<LobbyInfo[]>([]);
  useEffect(() => {
    if (!getSession()) {
      setState("signed-out");
      return;
    }
    api.myLobbies().then((r) => setLobbies(r.lobbies), () => setLobbies([]));
    api
      .myGames()
      .then((r) => {
        setGames(r.games);
        setState("ready");
      })
      .catch((e: unknown) => {
        if (e instanceof ApiFailure && e.isUnauthorized) setState("signed-out");
        else {
          setError(errorText(e, t("home.loadFailed")));
          setState("error");
        }
      });
  }, [t]);
  if (state === "signed-out") {
    return (
      <div className="card-panel">
        <h1>Backroom</h1>
        <p>{t("home.pitch")}</p>
        <Link className="button primary" href="/sign-in">
          {t("home.signIn")}
        </Link>
      </div>
    );
  }
  return (
    <div>
      <div className="page-head">
        <h1>{t("home.yourGames")}</h1>
        <Link className="button primary" href="/games/new">
          {t("nav.newGame")}
        </Link>
      </div>
      {state === "loading" ? <p className="loading">{t("home.loading")}</p> : null}
      {state === "error" ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <LobbyList lobbies={lobbies} />
      {games ? <Dashboard games={games} /> : null}
    </div>
  );
}
