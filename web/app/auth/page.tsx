"use client";
/** Where emailed links land: redeem the token, keep the session, go to `next`. */
import { Suspense, useEffect, useRef, useState } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import Link from "next/link";
import { api, ApiFailure, setSession } from "../../lib/api";
import { safeNext } from "../../lib/paths";

function Redeem() {
  const params = useSearchParams();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // strict mode runs effects twice; a link redeems once
    started.current = true;
    const token = params.get("token");
    if (!token) {
      setError("This link has no sign-in token.");
      return;
    }
    api
      .redeem(token)
      .then((r) => {
        setSession({ token: r.session, email: r.email });
        router.replace(safeNext(params.get("next") ?? r.next));
      })
      .catch((e: unknown) => {
        setError(e instanceof ApiFailure && e.status === 401 ? "This link has already been used or has expired. Ask for a new one." : e instanceof Error ? e.message : "Sign-in failed.");
      });
  }, [params, router]);
  if (error) {
    return (
      <div className="card-panel" role="alert">
        <h1>Could not sign you in</h1>
        <p>{error}</p>
        <Link className="button primary" href={`/sign-in${params.get("next") ? `?next=${encodeURIComponent(safeNext(params.get("next")))}` : ""}`}>
          Get a new link
        </Link>
      </div>
    );
  }
  return <p className="loading">Signing you in…</p>;
}

export default function AuthPage() {
  return (
    <Suspense fallback={<p className="loading">Signing you in…</p>}>
      <Redeem />
    </Suspense>
  );
}
