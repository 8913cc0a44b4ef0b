"use client";
/**
 * The settings page for a visitor whom a game email's link signed in to one game: who they play
 * as, that game's mail switch (muted or not, all a game link's session may change) and one tap
 * that emails them a full sign-in link back to the settings, for everything else.
 */
import { useEffect, useState } from "react";
import { api, type Session } from "../lib/api";
import { setPlayingAs } from "../lib/playing-as";
import { useT } from "../i18n";
import { errorText } from "../i18n/errors";
import { gameTitle } from "../i18n/game-text";

export function GameMailSettings({ gameId, link }: { gameId: string; link: Session }) {
  const { t, lng } = useT();
  const [game, setGame] = useState<{ game: string; title: string } | null>(null);
    const [name, setName] = useState<string | null>(null);
  const [muted, setMuted] = useState<boolean | null>(null);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    api.gameMail(gameId).then((r) => setMuted(r.muted)).catch((e: unknown) => setError(errorText(e, t("settings.loadFailed"))));
    api.game(gameId).then((g) => {
      setGame({ game: g.game, title: g.title });
      setName(g.players.find((p) => p.seat === g.mySeat)?.name ?? null);
    }).catch(() => {});
  }, [gameId, t]);
  useEffect(() => {
    setPlayingAs({ gameId, email: link.email, name });
    return () => setPlayingAs(null);
  }, [gameId, link.email, name]);

  const title = game ? gameTitle(game.game, game.title, lng) : null;

  // The switch moves at once and goes back if the server refuses.
  const change = async (next: boolean) => {
    setMuted(next);
    setStatus(t("settings.saving"));
    setError(null);
    try {
      setMuted((await api.setGameMuted(gameId, next)).muted);
      setStatus(t("settings.saved"));
    } catch (e) {
      setMuted(!next);
      setStatus("");
      setError(errorText(e, t("settings.saveFailed")));
    }
  };
  const signIn = async () => {
    setError(null);
    try {
      await api.signIn(link.email, "/settings");
      setSent(true);
    } catch (e) {
      setError(errorText(e, t("gamePage.linkFailed")));
    }
  };

  return (
    <div className="card-panel form settings">
      <h1>{t("settings.title")}</h1>
      <p>{t("gameMail.playingAs", { name: name ?? link.email, title: title ?? t("settings.game", { id: gameId }) })}</p>
      {muted === null ? null : (
        <label className="checkbox">
          <input type="checkbox" checked={muted} onChange={(e) => void change(e.target.checked)} />
          <span>{t("gameMail.mute", { title: title ?? t("settings.game", { id: gameId }) })} <span className="muted">{t("gameMail.muteHint")}</span></span>
        </label>
      )}
      <p>{t("gameMail.rest")}</p>
      {sent ? (
        <p role="status">{t("gamePage.linkSent", { email: link.email })}</p>
      ) : (
        <button type="button" className="primary" onClick={() => void signIn()}>{t("gameMail.signIn")}</button>
      )}
      <p role="status">{status}</p>
      <p className="error" role="alert">{error ?? ""}</p>
    </div>
  );
}
