"use client";
/** Home: the signed-in player's games, or an invitation to sign in. */
import Link from "next/link";
import { useEffect, useState } from "react";
import { api, ApiFailure, getSession, type LobbyInfo, type MyGame } from "../lib/api";
import { Dashboard } from "../components/Dashboard";
import { LobbyList } from "../components/LobbyList";

export default function HomePage() {
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
          setError(e instanceof Error ? e.message : "Could not load your games.");
          setState("error");
        }
      });
  }, []);
  if (state === "signed-out") {
    return (
      <div className="card-panel">
        <h1>Backroom</h1>
        <p>Long games of political intrigue among friends: a move when you have a minute, an email when it is your turn, the whole history to look back on.</p>
        <Link className="button primary" href="/sign-in">
          Sign in with your email
        </Link>
      </div>
    );
  }
  return (
    <div>
      <div className="page-head">
        <h1>Your games</h1>
        <Link className="button primary" href="/games/new">
          New game
        </Link>
      </div>
      {state === "loading" ? <p className="loading">Loading your games…</p> : null}
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
