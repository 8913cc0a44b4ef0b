"use client";
/**
 * "Check this game": once a game has ended its seed is revealed, and this re-runs the whole
 * game in the browser — the seed must hash to the commitment published at the start, and the
 * recorded moves must replay from it to the announced result (engine/core/verify.ts, the
 * same check the server's tests run).
 */
import { useState } from "react";
import type { Verification } from "@backroom/engine/core/verify";
import { api } from "../lib/api";
import { useT } from "../i18n";
import { errorText } from "../i18n/errors";

export function VerifyGame({ gameId, game }: { gameId: string; game: string }) {
  const { t } = useT();
  const [state, setState] = useState<{ busy: boolean; result: Verification | null; error: string | null }>({ busy: false, result: null, error: null });
  const check = async () => {
    setState({ busy: true, result: null, error: null });
    try {
      // Loaded on demand: the full rules of every engine are only needed for this check.
      const [{ games }, { verifyRecord }, record] = await Promise.all([import("@backroom/engine"), import("@backroom/engine/core/verify"), api.record(gameId)]);
      const def = games[game];
      if (!def) throw new Error(t("verify.noEngine", { game }));
      setState({ busy: false, result: await verifyRecord(def, record), error: null });
    } catch (e) {
      setState({ busy: false, result: null, error: errorText(e, t("verify.failed")) });
    }
  };
  const ok = state.result && state.result.commitmentMatches && state.result.replayed && state.result.winnersMatch;
  return (
    <div className="verify-game">
      <button type="button" onClick={check} disabled={state.busy}>
        {state.busy ? t("verify.checking") : t("verify.check")}
      </button>
      <p role="status" className={ok ? "verified" : state.result ? "error" : undefined}>
        {state.result ? `${ok ? "✓" : "✗"} ${state.result.summary}` : state.error ?? ""}
      </p>
    </div>
  );
}
