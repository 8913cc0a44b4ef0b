"use client";
/**
 * Settings: language, how much mail, mail about talk, per-game mute, reminders, vacation. Reached signed in, or from the
 * footer of any email with its signed token (no sign-in needed); `unsubscribe=1` (the footer's
 * Unsubscribe link) puts the one-button unsubscribe first. `game=<id>` names the game a game
 * email was about: its mute switch is offered even before sign-in, and a visitor holding only
 * that game's link session gets that game's settings (GameMailSettings). All come in the URL's
 * fragment (or the query of a link mailed before: lib/link-params.ts); the token goes to the API
 * in a header.
 */
import { Suspense, useEffect, useState } from "react";
import Link from "next/link";
import { api, ApiFailure, gameLinkSession, getSession, type MyGame, type NotificationSettings, type SettingsUpdate } from "../../lib/api";
import { Trans } from "react-i18next";
import { applyLanguage, i18n, isLanguage, LANGUAGES, useT } from "../../i18n";
import { errorText } from "../../i18n/errors";
import { VacationSection } from "../../components/VacationSection";
import { GameMailSettings } from "../../components/GameMailSettings";
import { readLinkParams } from "../../lib/link-params";
import { PressMailSetting } from "../../components/PressMailSetting";

const MODES: readonly NotificationSettings["mode"][] = ["every", "interval", "digest", "none"];
const INTERVALS = [1, 3, 6, 12, 24, 48];
/** The refusals of a settings link's token: the page then offers sign-in. */
const TOKEN_REFUSED = new Set(["auth/token-revoked", "auth/token-invalid"]);

function Settings() {
  const { t } = useT();
  // Read once, in the browser (the page is exported statically): the fragment is there only.
  const [params, setParams] = useState<URLSearchParams | null>(null);
  useEffect(() => setParams(readLinkParams()), []);
  const token = params?.get("token") ?? undefined;
  const unsubscribeFirst = params?.get("unsubscribe") === "1";
  // The game a game email's settings link names: with only that game's link session, its switch is all there is.
  const gameParam = params?.get("game") ?? null;
  const link = !token && gameParam && !getSession() ? gameLinkSession(gameParam) : null;
  const linked = link !== null;
  const [email, setEmail] = useState<string | null>(null);
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [games, setGames] = useState<MyGame[]>([]);
  const [status, setStatus] = useState<string>("");
  const [error, setError] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    if (!params || linked) return;
    if (!token && !getSession()) {
      setSignedOut(true);
      return;
    }
    api.settings(token).then((r) => {
      setEmail(r.email);
      setSettings(r.settings);
    }).catch((e: unknown) => {
      if (e instanceof ApiFailure && e.isUnauthorized) setSignedOut(true);
      else if (e instanceof ApiFailure && TOKEN_REFUSED.has(e.code)) {
        // A link that no longer works (revoked by a key rotation, or broken): say why, and offer sign-in.
        setError(errorText(e, i18n.t("settings.loadFailed")));
        setSignedOut(true);
      } else setError(errorText(e, i18n.t("settings.loadFailed")));
    });
    if (getSession()) api.myGames().then((r) => setGames(r.games)).catch(() => {});
  }, [params, token, linked]);

  const save = async (changes: SettingsUpdate, done = t("settings.saved")) => {
    setStatus(t("settings.saving"));
    setError(null);
    try {
      const r = await api.updateSettings(changes, token);
      setSettings(r.settings);
      if (isLanguage(r.settings.language)) applyLanguage(r.settings.language, true);
      setStatus(done);
    } catch (e) {
      setStatus("");
      setError(errorText(e, t("settings.saveFailed")));
    }
  };

  if (link && gameParam) return <GameMailSettings gameId={gameParam} link={link} />;
  if (signedOut) {
    return (
      <div className="card-panel">
        <h1>{t("settings.title")}</h1>
        {error ? <p className="error" role="alert">{error}</p> : null}
        <p>{t("settings.signedOut")}</p>
        <Link className="button primary" href="/sign-in?next=%2Fsettings">{t("settings.signIn")}</Link>
      </div>
    );
  }
  if (!settings) {
    return error ? <p className="error" role="alert">{error}</p> : <p className="loading">{t("settings.loading")}</p>;
  }
  const titleOf = (id: string) => games.find((g) => g.gameId === id)?.title ?? t("settings.game", { id });
  const zone = settings.timeZone === "UTC" && typeof Intl !== "undefined" ? Intl.DateTimeFormat().resolvedOptions().timeZone : settings.timeZone;
  return (
    <div className="card-panel form settings">
      <h1>{t("settings.title")}</h1>
      <p><Trans i18nKey="settings.forEmail" values={{ email }} components={{ 1: <b /> }} /></p>
      <label>
        {t("settings.language")}
        <select value={settings.language ?? ""} onChange={(e) => isLanguage(e.target.value) && void save({ language: e.target.value }, i18n.t("settings.saved", { lng: e.target.value }))}>
          {settings.language ? null : <option value="" />}
          {LANGUAGES.map((l) => <option key={l} value={l} lang={l}>{t(`languages.${l}`)}</option>)}
        </select>
      </label>
      {unsubscribeFirst || settings.mode === "none" ? (
        <section aria-label={t("settings.unsubscribe")}>
          {settings.mode === "none" ? (
            <p role="status">{t("settings.noMail")}</p>
          ) : (
            <button type="button" className="primary" onClick={() => void save({ mode: "none" }, t("settings.unsubscribed"))}>
              {t("settings.unsubscribeAll")}
            </button>
          )}
        </section>
      ) : null}
      <fieldset>
        <legend>{t("settings.howMuch")}</legend>
        {MODES.map((m) => (
          <label key={m} className="radio">
            <input type="radio" name="mode" value={m} checked={settings.mode === m}
              onChange={() => void save(m === "digest" ? { mode: m, timeZone: zone } : { mode: m })} />
            <span><b>{t(`settings.modes.${m}`)}</b> <span className="muted">{t(`settings.modes.${m}Hint`)}</span></span>
          </label>
        ))}
      </fieldset>
      {settings.mode === "interval" ? (
        <label>
          {t("settings.interval")}
          <select value={settings.intervalHours} onChange={(e) => void save({ intervalHours: Number(e.target.value) })}>
            {INTERVALS.map((h) => <option key={h} value={h}>{t("settings.hours", { count: h })}</option>)}
          </select>
        </label>
      ) : null}
      {settings.mode === "digest" ? (
        <label>
          {t("settings.digestHour", { zone: settings.timeZone })}
          <select value={settings.digestHour} onChange={(e) => void save({ digestHour: Number(e.target.value), timeZone: zone })}>
            {Array.from({ length: 24 }, (_, h) => <option key={h} value={h}>{`${String(h).padStart(2, "0")}:00`}</option>)}
          </select>
        </label>
      ) : null}
      {settings.mode === "none" ? null : <PressMailSetting value={settings.press} onChange={(press) => void save({ press })} />}
      <label className="checkbox">
        <input type="checkbox" checked={settings.reminders} onChange={(e) => void save({ reminders: e.target.checked })} />
        {t("settings.reminders")}
      </label>
      {settings.mode === "digest" && settings.reminders ? (
        <label className="checkbox">
          <input type="checkbox" checked={settings.remindersInDigest} onChange={(e) => void save({ remindersInDigest: e.target.checked })} />
          <span>{t("settingsDigest.reminders")} <span className="muted">{t("settingsDigest.remindersHint")}</span></span>
        </label>
      ) : null}
      <fieldset>
        <legend>{t("settings.muted")}</legend>
        {games.filter((g) => g.status === "active").map((g) => (
          <label key={g.gameId} className="checkbox">
            <input type="checkbox" checked={settings.muted.includes(g.gameId)}
              onChange={(e) => void save({ muted: e.target.checked ? [...settings.muted, g.gameId] : settings.muted.filter((id) => id !== g.gameId) })} />
            {t("settings.mute", { title: g.title, players: g.players.map((p) => p.name).join(", ") })}
          </label>
        ))}
        {settings.muted.filter((id) => !games.some((g) => g.gameId === id && g.status === "active")).map((id) => (
          <p key={id}>
            {t("settings.isMuted", { title: titleOf(id) })}{" "}
            <button type="button" className="link-button" onClick={() => void save({ muted: settings.muted.filter((m) => m !== id) })}>{t("settings.unmute")}</button>
          </p>
        ))}
        {gameParam && !settings.muted.includes(gameParam) && !games.some((g) => g.gameId === gameParam) ? (
          <label className="checkbox">
            <input type="checkbox" checked={false} onChange={() => void save({ muted: [...settings.muted, gameParam] })} />
            {t("gameMail.mute", { title: titleOf(gameParam) })}
          </label>
        ) : null}
        {games.length === 0 && settings.muted.length === 0 && !gameParam ? <p className="muted">{t("settings.signInToMute")}</p> : null}
      </fieldset>
      {/* An absence belongs to the account: only with a session, not through an email's token. */}
      {!token && getSession() ? <VacationSection /> : null}
      <p role="status">{status}</p>
      <p className="error" role="alert">{error ?? ""}</p>
    </div>
  );
}

function Loading() {
  const { t } = useT();
  return <p className="loading">{t("settings.loading")}</p>;
}

export default function SettingsPage() {
  return (
    <Suspense fallback={<Loading />}>
      <Settings />
    </Suspense>
  );
}
