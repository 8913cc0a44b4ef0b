"use client";
/**
 * Tells a signed-in player when we can no longer email them (their address bounced for good or
 * they marked our mail as spam), so they know to check the games here instead of waiting.
 */
import { useEffect, useState } from "react";
import { Trans } from "react-i18next";
import { api, getSession } from "../lib/api";
import { formatDate, useT } from "../i18n";

type Suppressed = { reason: "bounce" | "complaint"; at: string };

export function MailNotice() {
  const { t, lng } = useT();
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
  const why = t(state.suppressed.reason === "bounce" ? "mailNotice.bounce" : "mailNotice.complaint");
  return (
    <div className="mail-notice" role="alert">
      <Trans i18nKey="mailNotice.text" values={{ email: state.email, why, date: formatDate(state.suppressed.at, lng) }} components={{ 1: <b /> }} />
    </div>
  );
}
