"use client";
/**
 * The top bar: home, new game, rules, the local mail catcher when run locally, and who is signed
 * in — or, on a game opened from a game email's link, whom the page plays as, with one tap to
 * email that person a full sign-in link back to the game.
 */
import Link from "next/link";
import { useEffect, useState } from "react";
import { api, getSession, setSession, type Session } from "../lib/api";
import { usePlayingAs, type PlayingAs } from "../lib/playing-as";
import { useT } from "../i18n";
import { errorText } from "../i18n/errors";
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

/** "Playing as Boris" and one tap that emails Boris a sign-in link leading back to this game. */
function PlayingAsLine({ who }: { who: PlayingAs }) {
  const { t } = useT();
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);
  const signIn = async () => {
    setState("sending");
    setError(null);
    try {
      await api.signIn(who.email, `/games/${encodeURIComponent(who.gameId)}`);
      setState("sent");
    } catch (e) {
      setState("idle");
      setError(errorText(e, t("gamePage.linkFailed")));
    }
  };
  return (
    <span className="nav-user playing-as">
      <span className="nav-name">{t("gamePage.playingAs", { name: who.name ?? who.email })}</span>
      <Link href={`/settings?game=${encodeURIComponent(who.gameId)}`}>{t("nav.settings")}</Link>
      {state === "sent" ? (
        <span role="status">{t("gamePage.linkSent", { email: who.email })}</span>
      ) : (
        <button type="button" className="link-button" title={t("gamePage.signInHelp")} disabled={state === "sending"} onClick={() => void signIn()}>
          {t("gamePage.signInFully")}
        </button>
      )}
      {error ? <span role="alert">{error}</span> : null}
    </span>
  );
}

export function NavBar() {
  const { t } = useT();
  const localMail = useLocalMail();
  const playingAs = usePlayingAs();
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
    // Two groups, each a row of its own on a phone, so the bar is as tall before the session is
    // read (the exported HTML says "Sign in") as after: nothing below it moves (layout shift).
    <nav className="navbar" aria-label={t("nav.main")}>
      <span className="nav-links">
        <Link href="/" className="brand" prefetch={false}>
          Backroom
        </Link>
        <Link href="/games/new" prefetch={false}>{t("nav.newGame")}</Link>
        <Link href="/rules" prefetch={false}>{t("nav.rules")}</Link>
        {/* Served by the local server, not by Next: a plain link. */}
        {/* On a phone only its envelope shows (named for screen readers), so the row does not wrap when it appears. */}
        {localMail ? (
          <a href="/dev/mail" className="nav-dev-mail">
            <span aria-hidden="true">✉</span> <span className="nav-label">{t("nav.devMail")}</span>
          </a>
        ) : null}
      </span>
      <span className="nav-account">
        <LanguageSwitch />
        {playingAs ? <PlayingAsLine who={playingAs} /> : null}
        {session ? (
          <span className="nav-user">
            <Link href="/settings" prefetch={false}>{t("nav.settings")}</Link>
            <span className="nav-email">{session.email}</span>
            <button type="button" className="link-button" onClick={() => void signOut()}>
              {t("nav.signOut")}
            </button>
          </span>
        ) : playingAs ? null : (
          <Link href="/sign-in" prefetch={false}>{t("nav.signIn")}</Link>
        )}
      </span>
    </nav>
  );
}
