"use client";
/** The top bar: home, new game, rules, the local mail catcher when run locally, and who is signed in. */
import Link from "next/link";
import { useEffect, useState } from "react";
import { api, getSession, setSession, type Session } from "../lib/api";

/**
 * True when the app runs on this machine (`npm start` / `npm run dev`), where the local server
 * also serves the caught-mail page at /dev/mail. Read in the browser, so one build serves both.
 */
export function useLocalMail(): boolean {
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(/^(localhost|127\.0\.0\.1|\[::1\])$/.test(window.location.hostname)), []);
  return local;
}

export function NavBar() {
  const localMail = useLocalMail();
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
      {/* Served by the local server, not by Next: a plain link. */}
      {localMail ? <a href="/dev/mail">Dev mail</a> : null}
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
