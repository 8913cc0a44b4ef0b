"use client";
/** Sign in by email: the API mails a link that lands on /auth. */
import { Suspense, useState, type FormEvent } from "react";
import { useSearchParams } from "next/navigation";
import Link from "next/link";
import { api, ApiFailure } from "../../lib/api";
import { useLocalMail } from "../../components/NavBar";

function SignInForm() {
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
      setError(err instanceof ApiFailure ? err.message : "Something went wrong.");
    }
  };
  if (state === "sent") {
    return (
      <div className="card-panel" role="status">
        <h1>Check your email</h1>
        <p>
          We sent a sign-in link to <b>{email}</b>. Open it on this device to continue.
        </p>
        {localMail ? (
          <p>
            Running locally: the mail is in the <a href="/dev/mail">mail catcher</a>.
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <form className="card-panel form" onSubmit={(e) => void submit(e)}>
      <h1>Sign in</h1>
      <p>No password: we email you a link.</p>
      <label>
        Email
        <input type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <button type="submit" className="primary" disabled={state === "sending"}>
        {state === "sending" ? "Sending…" : "Email me a link"}
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
