"use client";
/**
 * Tells a signed-in player when we can no longer email them (their address bounced for good or
 * they marked our mail as spam), so they know to check the games here instead of waiting.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { api, getSession } from "../lib/api";
import { formatDate, useT } from "../i18n";

// The banner's sentence has markup (<Trans>), which nothing else in the layout needs: it loads
// only for the few players it is shown to, not with every page.
const Banner = lazy(() => import("./MailNoticeBanner").then((m) => ({ default: m.MailNoticeBanner })));

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
    <Suspense fallback={null}>
      <Banner email={state.email} why={why} date={formatDate(state.suppressed.at, lng)} />
    </Suspense>
  );
}
