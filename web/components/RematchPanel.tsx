"use client";
/** At a finished game: "Rematch" for its players, then "Go to the rematch" for everyone. */
import { useState } from "react";
import Link from "next/link";
import { api, type GameResponse } from "../lib/api";
import { useT } from "../i18n";
import { errorText } from "../i18n/errors";

export function RematchPanel({ game }: { game: GameResponse }) {
  const { t } = useT();
  const [made, setMade] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rematch = made ?? game.rematch ?? null;
  if (game.status !== "finished") return null;
  if (rematch) {
    return (
      <p className="rematch">
        <Link className="button primary" href={`/games/${rematch}`}>
          {t("rematch.goTo")}
        </Link>
      </p>
    );
  }
  if (game.mySeat === null) return null;
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setMade((await api.rematch(game.gameId)).gameId);
    } catch (e) {
      setError(errorText(e, t("rematch.failed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="rematch">
      <button type="button" className="primary" disabled={busy} onClick={() => void start()}>
        {busy ? t("rematch.starting") : t("rematch.rematch")}
      </button>{" "}
      <span className="muted">{t("rematch.explain")}</span>
      <span className="error" role="alert">
        {error ?? ""}
      </span>
    </p>
  );
}
