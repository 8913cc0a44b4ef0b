"use client";
/** Sign in by email: the API mails a link that lands on /auth. */
import { Suspense, useState, type FormEvent } from "react";
import { useSearchParams } from "next/navigation";
import { api } from "../../lib/api";
import { useLocalMail } from "../../components/NavBar";
import { Trans } from "react-i18next";
import { useT } from "../../i18n";
import { errorText } from "../../i18n/errors";

function SignInForm() {
  const { t } = useT();
  const localMail = useLocalMail();
  const params = useSearchParams();
  const next = params.get("next") ?? undefined;
  const [email, setEmail] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setState("sending");
    setError(null);
    try {
      await api.signIn(email.trim(), next && /^\/(?![/\\])/.test(next) ? next : undefined);
      setState("sent");
    } catch (err) {
      setState("idle");
      setError(errorText(err, t("signIn.failed")));
    }
  };
  if (state === "sent") {
    return (
      <div className="card-panel" role="status">
        <h1>{t("signIn.checkTitle")}</h1>
        <p>
          <Trans i18nKey="signIn.sent" values={{ email }} components={{ 1: <b /> }} />
        </p>
        {localMail ? (
          <p>
            <Trans i18nKey="signIn.local" components={{ 1: <a href="/dev/mail" /> }} />
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <form className="card-panel form" onSubmit={(e) => void submit(e)}>
      <h1>{t("signIn.title")}</h1>
      <p>{t("signIn.noPassword")}</p>
      <label>
        {t("signIn.email")}
        <input type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <button type="submit" className="primary" disabled={state === "sending"}>
        {state === "sending" ? t("signIn.sending") : t("signIn.send")}
      </button>
      <p className="error" role="alert">
        {error ?? ""}
      </p>
    </form>
  );
}

export default function SignInPage() {
  return (
    <Suspense fallback={null}>
      <SignInForm />
    </Suspense>
  );
}
