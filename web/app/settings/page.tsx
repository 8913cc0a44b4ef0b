"use client";
/**
 * Mail settings: how much mail, per-game mute, reminders. Reached signed in, or from the
 * footer of any email with its signed token (no sign-in needed); `unsubscribe=1` (the footer's
 * Unsubscribe link) puts the one-button unsubscribe first.
 */
import { Suspense, useEffect, useState } from "react";
import { useSearchParams } from "next/navigation";
import Link from "next/link";
import { api, ApiFailure, getSession, type MyGame, type NotificationSettings, type SettingsUpdate } from "../../lib/api";

const MODES: { value: NotificationSettings["mode"]; label: string; hint: string }[] = [
  { value: "every", label: "Every decision", hint: "An email whenever a game waits for you (several within a couple of minutes make one email)." },
  { value: "interval", label: "At most one email per game per…", hint: "Everything that happened in the game meanwhile, in one email." },
  { value: "digest", label: "A daily digest", hint: "One email a day about all your games, at the hour you choose." },
  { value: "none", label: "No email", hint: "You will only hear from us when you ask for a sign-in link." },
];
const INTERVALS = [1, 3, 6, 12, 24, 48];

function Settings() {
  const params = useSearchParams();
  const token = params.get("token") ?? undefined;
  const unsubscribeFirst = params.get("unsubscribe") === "1";
  const [email, setEmail] = useState<string | null>(null);
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [games, setGames] = useState<MyGame[]>([]);
  const [status, setStatus] = useState<string>("");
  const [error, setError] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    if (!token && !getSession()) {
      setSignedOut(true);
      return;
    }
    api.settings(token).then((r) => {
      setEmail(r.email);
      setSettings(r.settings);
    }).catch((e: unknown) => {
      if (e instanceof ApiFailure && e.isUnauthorized) setSignedOut(true);
      else setError(e instanceof Error ? e.message : "Could not load your settings.");
    });
    if (getSession()) api.myGames().then((r) => setGames(r.games)).catch(() => {});
  }, [token]);

  const save = async (changes: SettingsUpdate, done = "Saved.") => {
    setStatus("Saving…");
    setError(null);
    try {
      const r = await api.updateSettings(changes, token);
      setSettings(r.settings);
      setStatus(done);
    } catch (e) {
      setStatus("");
      setError(e instanceof Error ? e.message : "Could not save.");
    }
  };

  if (signedOut) {
    return (
      <div className="card-panel">
        <h1>Mail settings</h1>
        <p>Sign in to change how much mail you get, or use the settings link at the bottom of any Backroom email.</p>
        <Link className="button primary" href="/sign-in?next=%2Fsettings">Sign in</Link>
      </div>
    );
  }
  if (!settings) {
    return error ? <p className="error" role="alert">{error}</p> : <p className="loading">Loading your settings…</p>;
  }
  const titleOf = (id: string) => games.find((g) => g.gameId === id)?.title ?? `Game ${id}`;
  const zone = settings.timeZone === "UTC" && typeof Intl !== "undefined" ? Intl.DateTimeFormat().resolvedOptions().timeZone : settings.timeZone;
  return (
    <div className="card-panel form settings">
      <h1>Mail settings</h1>
      <p>For <b>{email}</b></p>
      {unsubscribeFirst || settings.mode === "none" ? (
        <section aria-label="Unsubscribe">
          {settings.mode === "none" ? (
            <p role="status">You get no game email. Choose below to get some again.</p>
          ) : (
            <button type="button" className="primary" onClick={() => void save({ mode: "none" }, "You are unsubscribed: no more game email.")}>
              Unsubscribe from all game email
            </button>
          )}
        </section>
      ) : null}
      <fieldset>
        <legend>How much mail</legend>
        {MODES.map((m) => (
          <label key={m.value} className="radio">
            <input type="radio" name="mode" value={m.value} checked={settings.mode === m.value}
              onChange={() => void save(m.value === "digest" ? { mode: m.value, timeZone: zone } : { mode: m.value })} />
            <span><b>{m.label}</b> <span className="muted">{m.hint}</span></span>
          </label>
        ))}
      </fieldset>
      {settings.mode === "interval" ? (
        <label>
          Interval
          <select value={settings.intervalHours} onChange={(e) => void save({ intervalHours: Number(e.target.value) })}>
            {INTERVALS.map((h) => <option key={h} value={h}>{h === 1 ? "1 hour" : `${h} hours`}</option>)}
          </select>
        </label>
      ) : null}
      {settings.mode === "digest" ? (
        <label>
          Digest hour ({settings.timeZone})
          <select value={settings.digestHour} onChange={(e) => void save({ digestHour: Number(e.target.value), timeZone: zone })}>
            {Array.from({ length: 24 }, (_, h) => <option key={h} value={h}>{`${String(h).padStart(2, "0")}:00`}</option>)}
          </select>
        </label>
      ) : null}
      <label className="checkbox">
        <input type="checkbox" checked={settings.reminders} onChange={(e) => void save({ reminders: e.target.checked })} />
        Remind me when a game has waited for me for two days
      </label>
      <fieldset>
        <legend>Muted games</legend>
        {games.filter((g) => g.status === "active").map((g) => (
          <label key={g.gameId} className="checkbox">
            <input type="checkbox" checked={settings.muted.includes(g.gameId)}
              onChange={(e) => void save({ muted: e.target.checked ? [...settings.muted, g.gameId] : settings.muted.filter((id) => id !== g.gameId) })} />
            Mute {g.title} ({g.players.map((p) => p.name).join(", ")})
          </label>
        ))}
        {settings.muted.filter((id) => !games.some((g) => g.gameId === id && g.status === "active")).map((id) => (
          <p key={id}>
            {titleOf(id)} is muted.{" "}
            <button type="button" className="link-button" onClick={() => void save({ muted: settings.muted.filter((m) => m !== id) })}>Unmute</button>
          </p>
        ))}
        {games.length === 0 && settings.muted.length === 0 ? <p className="muted">Sign in to mute single games.</p> : null}
      </fieldset>
      <p role="status">{status}</p>
      <p className="error" role="alert">{error ?? ""}</p>
    </div>
  );
}

export default function SettingsPage() {
  return (
    <Suspense fallback={<p className="loading">Loading your settings…</p>}>
      <Settings />
    </Suspense>
  );
}
