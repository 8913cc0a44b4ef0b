"use client";
/** Home: the signed-in player's games, or an invitation to sign in. */
import Link from "next/link";
import { lazy, Suspense, useEffect, useState } from "react";
import { api, ApiFailure, getSession, type LobbyInfo, type MyGame } from "../lib/api";
import { useT } from "../i18n";
import { errorText } from "../i18n/errors";

// The lists are chunks of their own, fetched with the player's games (the effect starts them), so
// the page's first JavaScript is only the heading and the loading line, and a signed-out visitor
// never fetches them.
const importDashboard = () => import("../components/Dashboard");
const importLobbyList = () => import("../components/LobbyList");
const Dashboard = lazy(() => importDashboard().then((m) => ({ default: m.Dashboard })));
const LobbyList = lazy(() => importLobbyList().then((m) => ({ default: m.LobbyList })));

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
    // A failure is left to React.lazy when the lists render.
    Promise.all([importDashboard(), importLobbyList()]).catch(() => undefined);
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
      {/* While the games load, the line above already says so. */}
      <Suspense fallback={state === "loading" ? null : <p className="loading">{t("home.loading")}</p>}>
        <LobbyList lobbies={lobbies} />
        {games ? <Dashboard games={games} /> : null}
      </Suspense>
    </div>
  );
}
