"use client";
/**
 * A share link's page (`/join?game=<id>`): see the game with open seats and take a free seat.
 * Someone not signed in gives a name and an email; the sign-in link mailed to them comes back
 * here, and the seat is taken with the name they gave (kept in this browser meanwhile).
 */
import { Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import Link from "next/link";
import { api, getSession, type LobbyInfo, type Session } from "../../lib/api";
import { LobbyPanel } from "../../components/LobbyPanel";
import { useLocalMail } from "../../components/NavBar";
import { Trans } from "react-i18next";
import { useT } from "../../i18n";
import { errorText } from "../../i18n/errors";

const pendingKey = (id: string) => `backroom.join.${id}`;
const POLL_MS = 15_000;

function Join() {
  const { t } = useT();
  const router = useRouter();
  const localMail = useLocalMail();
  const id = useSearchParams().get("game") ?? "";
  const [session, setSessionState] = useState<Session | null | undefined>(undefined);
  const [lobby, setLobby] = useState<LobbyInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const autoJoined = useRef(false);

  const load = useCallback(async () => {
    try {
      setLobby(await api.lobby(id));
    } catch (e) {
      setError(errorText(e, t("join.loadFailed")));
    }
  }, [id, t]);

  const join = useCallback(async (as: string) => {
    setBusy(true);
    setError(null);
    try {
      setLobby(await api.joinLobby(id, as));
      localStorage.removeItem(pendingKey(id));
    } catch (e) {
      localStorage.removeItem(pendingKey(id));
      setError(errorText(e, t("join.joinFailed")));
      await load();
    } finally {
      setBusy(false);
    }
  }, [id, load, t]);

  useEffect(() => {
    const s = getSession();
    setSessionState(s);
    if (s) setName(s.email.split("@")[0] ?? "");
    void load();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void load();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [load]);

  // Back from the emailed sign-in link: take the seat with the name given before.
  useEffect(() => {
    const pending = typeof localStorage === "undefined" ? null : localStorage.getItem(pendingKey(id));
    if (session && lobby && pending && !lobby.joined && lobby.status === "open" && !autoJoined.current) {
      autoJoined.current = true;
      void join(pending);
    }
  }, [session, lobby, id, join]);

  if (!id) return <p className="error">{t("join.noGame")}</p>;
  if (!lobby || session === undefined) return error ? <p className="error" role="alert">{error}</p> : <p className="loading">{t("app.loading")}</p>;

  if (lobby.status === "started") {
    return (
      <div className="card-panel">
        <h1>{lobby.title}</h1>
        {lobby.joined ? (
          <Link className="button primary" href={`/games/${lobby.gameId}`}>
            {t("join.started")}
          </Link>
        ) : (
          <p>{t("join.alreadyStarted")}</p>
        )}
      </div>
    );
  }

  if (lobby.joined) {
    return (
      <div>
        <LobbyPanel
          lobby={lobby}
          onStart={lobby.isHost ? async (bots) => {
            try {
              await api.startLobby(id, bots);
            } catch (e) {
              await load();
              throw e;
            }
            router.push(`/games/${id}`);
          } : undefined}
        />
        <p className="error" role="alert">{error ?? ""}</p>
      </div>
    );
  }

  const full = lobby.players.length >= lobby.maxPlayers;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (session) return join(name.trim());
    setBusy(true);
    setError(null);
    try {
      localStorage.setItem(pendingKey(id), name.trim());
      await api.signIn(email.trim(), `/join?game=${id}`);
      setSent(true);
    } catch (err) {
      setError(errorText(err, t("join.wentWrong")));
    } finally {
      setBusy(false);
    }
  };
  if (sent) {
    return (
      <div className="card-panel" role="status">
        <h1>{t("join.checkEmail")}</h1>
        <p>
          <Trans t={t} i18nKey="join.sent" values={{ email }} components={{ 1: <b /> }} />
        </p>
        {localMail ? (
          <p>
            <Trans t={t} i18nKey="join.local" components={{ 1: <a href="/dev/mail" /> }} />
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <form className="card-panel form" onSubmit={(e) => void submit(e)}>
      <h1>{t("join.heading", { host: lobby.host, title: lobby.title })}</h1>
      <p className="muted">
        {t("join.seated", { names: lobby.players.join(", "), taken: lobby.players.length, max: lobby.maxPlayers })}
      </p>
      {full ? (
        <p>{t("join.full")}</p>
      ) : (
        <>
          <label>
            {t("join.yourName")}
            <input required maxLength={40} value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          {session ? null : (
            <label>
              {t("join.email")}
              <input type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </label>
          )}
          <button type="submit" className="primary" disabled={busy}>
            {session ? t("join.takeSeat") : t("join.emailLink")}
          </button>
        </>
      )}
      <p className="error" role="alert">
        {error ?? ""}
      </p>
    </form>
  );
}

function Loading() {
  const { t } = useT();
  return <p className="loading">{t("app.loading")}</p>;
}

export default function JoinPage() {
  return (
    <Suspense fallback={<Loading />}>
      <Join />
    </Suspense>
  );
}
