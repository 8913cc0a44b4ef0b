"use client";
/**
 * The app's language: the provider that picks it at start (the player's setting once signed
 * in, else this device's choice, else the browser's languages) and the switch in the nav bar.
 * A signed-in player's choice is saved in their settings, so it follows them to other devices
 * and into their emails; before sign-in it is kept in localStorage and sent on sign-in. On the
 * same sync a player whose settings name no time zone gets this browser's (mail gives times in it).
 */
import { useEffect, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { api, getSession, type SettingsUpdate } from "../lib/api";
import { applyLanguage, deviceLanguage, i18n, isLanguage, LANGUAGES, useT, type Language } from "../i18n";

/** This browser's time zone (IANA), if it names one. */
function browserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the signed-in player's language, or gives them this device's; and gives a player whose
 * settings name no time zone (UTC, the default) this browser's, so mail gives times in their zone.
 */
async function syncWithAccount(): Promise<void> {
  if (!getSession()) return;
  try {
    const { settings } = await api.settings();
    const changes: SettingsUpdate = {};
    if (isLanguage(settings.language)) applyLanguage(settings.language, true);
    else changes.language = deviceLanguage();
    const zone = browserZone();
    if (settings.timeZone === "UTC" && zone && zone !== "UTC") changes.timeZone = zone;
    if (Object.keys(changes).length > 0) await api.updateSettings(changes);
  } catch {
    // Not signed in after all, or offline: the device's language stands.
  }
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    applyLanguage(deviceLanguage());
    void syncWithAccount();
    const onSession = () => void syncWithAccount();
    window.addEventListener("backroom-session", onSession);
    return () => window.removeEventListener("backroom-session", onSession);
  }, []);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Switches now, remembers on this device, and saves to the account when signed in. */
export async function chooseLanguage(lng: Language): Promise<void> {
  applyLanguage(lng, true);
  if (getSession()) await api.updateSettings({ language: lng }).catch(() => undefined);
}

export function LanguageSwitch() {
  const { t, lng } = useT();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t("nav.language")}</span>
      <select value={lng} onChange={(e) => isLanguage(e.target.value) && void chooseLanguage(e.target.value)}>
        {LANGUAGES.map((l) => (
          // Each language in its own name, so anyone can find theirs.
          <option key={l} value={l} lang={l}>
            {t(`languages.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
