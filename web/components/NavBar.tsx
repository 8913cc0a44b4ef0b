"use client";
/** The top bar: home, new game, rules, the local mail catcher in dev, and who is signed in. */
import Link from "next/link";
import { useEffect, useState } from "react";
import { api, API_URL, getSession, setSession, type Session } from "../lib/api";

export const isLocalApi = /\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(API_URL);

export function NavBar() {
  const [session, setS] = useState<Session | null>(null);
  useEffect(() => {
    setS(getSession());
    const onStorage = () => setS(getSession());
    window.addEventListener("storage", onStorage);
    window.addEventListener("backroom-session", onStorage);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("backroom-session", onStorage);
    };
  }, []);
  const signOut = async () => {
    try {
      await api.signOut();
    } catch {
      // Signing out locally is what matters; the server session expires on its own.
    }
    setSession(null);
    setS(null);
    window.location.assign("/sign-in");
  };
  return (
    <nav className="navbar" aria-label="Main">
      <Link href="/" className="brand">
        Backroom
      </Link>
      <Link href="/games/new">New game</Link>
      <Link href="/rules">Rules</Link>
      {isLocalApi ? <Link href="/dev/mail">Dev mail</Link> : null}
      <span className="nav-spacer" />
      {session ? (
        <span className="nav-user">
          <Link href="/settings">Mail settings</Link>
          <span className="nav-email">{session.email}</span>
          <button type="button" className="link-button" onClick={() => void signOut()}>
            Sign out
          </button>
        </span>
      ) : (
        <Link href="/sign-in">Sign in</Link>
      )}
    </nav>
  );
}
