"use client";
/**
 * Where emailed links land. A sign-in link gives this browser an account session; a game
 * email's link (which works every time within 14 days, on any device) gives a session for that
 * game, unless this browser is already signed in as the same person. A used-up or expired link
 * never ends here: if this browser can already open the game, it goes there; otherwise the page
 * explains and offers to email a fresh link to the same address. The link's token and `next` come
 * in the URL's fragment (never sent to a server), or in the query of a link mailed before that
 * (lib/link-params.ts).
 */
import { Suspense, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import Link from "next/link";
import { api, ApiFailure, getGameSession, getSession, setDevice, setGameSession, setSession } from "../../lib/api";
import { safeNext } from "../../lib/paths";
import { readLinkParams } from "../../lib/link-params";
import { i18n, useT } from "../../i18n";
import { errorText } from "../../i18n/errors";

type State = { kind: "working" } | { kind: "failed"; message: string; canResend: boolean } | { kind: "resent" } | { kind: "unknown" };

function Redeem() {
  const { t } = useT();
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: "working" });
  const [sending, setSending] = useState(false);
  const started = useRef(false);
  // Read once, in the browser (the page is exported statically): the fragment is there only.
  const [params, setParams] = useState<URLSearchParams | null>(null);
  useEffect(() => setParams(readLinkParams()), []);
  const token = params?.get("token") ?? null;
  const next = safeNext(params?.get("next") ?? null);
  useEffect(() => {
    if (!params || started.current) return; // strict mode runs effects twice
    started.current = true;
    if (!token) {
      setState({ kind: "failed", message: i18n.t("auth.noToken"), canResend: false });
      return;
    }
    void (async () => {
      try {
        const r = await api.redeem(token);
        const main = getSession();
        if (r.scope === "account") {
          setSession({ token: r.session, email: r.email });
          if (r.device) setDevice(r.email, r.device);
        } else if (!main || main.email !== r.email) {
          // Already signed in as this person: the account session opens the game anyway.
          setGameSession(r.scope.game, { token: r.session, email: r.email });
        }
        router.replace(safeNext(params.get("next") ?? r.next));
      } catch (e) {
        if (!(e instanceof ApiFailure && e.status === 401)) {
          setState({ kind: "failed", message: errorText(e, i18n.t("auth.failed")), canResend: false });
          return;
        }
        // Used up or expired: a browser that can already open the game just goes there.
        const game = /^\/games\/([^/?]+)$/.exec(next)?.[1];
        if (game && (getSession() || getGameSession(game))) {
          try {
            await api.game(game);
            router.replace(next);
            return;
          } catch {
            // fall through to the explanation
          }
        }
        setState({ kind: "failed", message: i18n.t("auth.used"), canResend: true });
      }
    })();
  }, [token, next, params, router]);

  const resend = async () => {
    if (!token) return;
    setSending(true);
    try {
      await api.resend(token);
      setState({ kind: "resent" });
    } catch (e) {
      if (e instanceof ApiFailure && e.status === 404) setState({ kind: "unknown" });
      else setState({ kind: "failed", message: errorText(e, t("auth.resendFailed")), canResend: false });
    } finally {
      setSending(false);
    }
  };

  const signInHref = `/sign-in${next !== "/" ? `?next=${encodeURIComponent(next)}` : ""}`;
  if (state.kind === "working") return <p className="loading">{t("auth.working")}</p>;
  if (state.kind === "resent") {
    return (
      <div className="card-panel" role="status">
        <h1>{t("auth.checkTitle")}</h1>
        <p>{t("auth.resent")}</p>
      </div>
    );
  }
  return (
    <div className="card-panel" role="alert">
      <h1>{t("auth.failedTitle")}</h1>
      <p>{state.kind === "unknown" ? t("auth.unknown") : state.message}</p>
      {state.kind === "failed" && state.canResend ? (
        <button type="button" className="primary" disabled={sending} onClick={() => void resend()}>
          {sending ? t("auth.sending") : t("auth.resend")}
        </button>
      ) : null}
      <p>
        <Link className={state.kind === "unknown" ? "button primary" : undefined} href={signInHref}>
          {t("auth.signIn")}
        </Link>
      </p>
    </div>
  );
}

function Working() {
  const { t } = useT();
  return <p className="loading">{t("auth.working")}</p>;
}

export default function AuthPage() {
  return (
    <Suspense fallback={<Working />}>
      <Redeem />
    </Suspense>
  );
}
