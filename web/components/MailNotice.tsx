"use client";
/**
 * Tells a signed-in player when we can no longer email them (their address bounced for good or
 * they marked our mail as spam), so they know to check the games here instead of waiting.
 */
import { useEffect, useState } from "react";
import { api, getSession } from "../lib/api";

type Suppressed = { reason: "bounce" | "complaint"; at: string };

export function MailNotice() {
  const [state, setState] = useState<{ email: string; suppressed: Suppressed } | null>(null);
  useEffect(() => {
    const check = () => {
      if (!getSession()) {
        setState(null);
        return;
      }
      api.me().then(
        (me) => setState(me.mailSuppressed ? { email: me.email, suppressed: me.mailSuppressed } : null),
        () => setState(null),
      );
    };
    check();
    window.addEventListener("backroom-session", check);
    return () => window.removeEventListener("backroom-session", check);
  }, []);
  if (!state) return null;
  const why = state.suppressed.reason === "bounce"
    ? "mail to it bounced as undeliverable"
    : "a message from us was marked as spam";
  return (
    <div className="mail-notice" role="alert">
      We no longer email <b>{state.email}</b>: {why} on {new Date(state.suppressed.at).toLocaleDateString()}. You will get no
      turn or reminder emails, so check your games here. Contact whoever runs this Backroom to have the address restored.
    </div>
  );
}
