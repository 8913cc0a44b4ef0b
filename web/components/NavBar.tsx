"use client";
/** The top bar: home, new game, rules, the local mail catcher when run locally, and who is signed in. */
import Link from "next/link";
import { useEffect, useState } from "react";
import { api, getSession, setSession, type Session } from "../lib/api";
import { useT } from "../i18n";
import { LanguageSwitch } from "./Language";

/**
 * True when the app runs on this machine (`npm start` / `npm run dev`), where the local server
 * also serves the caught-mail page at /dev/mail. Read in the browser, so one build serves both.
 */
export function useLocalMail(): boolean {
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(/^(localhost|127\.0\.0\.1|\[::1\])$/.test(window.location.hostname)), []);
  return local;
}

export function SkipLink() {
  const { t } = useT();
  return (
    <a className="skip-link" href="#main">
      {t("app.skip")}
    </a>
  );
}

export function NavBar() {
  const { t } = useT();
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
    <nav className="navbar" aria-label={t("nav.main")}>
      <Link href="/" className="brand">
        Backroom
      </Link>
      <Link href="/games/new">{t("nav.newGame")}</Link>
      <Link href="/rules">{t("nav.rules")}</Link>
      {/* Served by the local server, not by Next: a plain link. */}
      {localMail ? <a href="/dev/mail">{t("nav.devMail")}</a> : null}
      <span className="nav-spacer" />
      <LanguageSwitch />
      {session ? (
        <span className="nav-user">
          <Link href="/settings">{t("nav.settings")}</Link>
          <span className="nav-email">{session.email}</span>
          <button type="button" className="link-button" onClick={() => void signOut()}>
            {t("nav.signOut")}
          </button>
        </span>
      ) : (
        <Link href="/sign-in">{t("nav.signIn")}</Link>
      )}
    </nav>
  );
}
