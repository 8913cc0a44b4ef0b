/**
 * A player's own preferences for the game page, kept in this browser by their email address:
 * whether a chosen move is sent at once, without the confirm step. The language, the other
 * per-player preference, lives in the server's settings (so emails follow it); the settings
 * schema has no field for this one yet, so it stays on this device (see docs/web.md).
 */
import { useCallback, useEffect, useState } from "react";

const SKIP_CONFIRM_KEY = "backroom.skipConfirm";

const keyOf = (email: string) => email.trim().toLowerCase();

function readAll(): Record<string, boolean> {
  if (typeof localStorage === "undefined") return {};
  try {
    const v = JSON.parse(localStorage.getItem(SKIP_CONFIRM_KEY) ?? "{}") as unknown;
    return v && typeof v === "object" ? (v as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/** Whether the player with this address sends moves without confirming them (off by default). */
export function skipsConfirm(email: string | null | undefined): boolean {
  return !!email && readAll()[keyOf(email)] === true;
}

export function setSkipsConfirm(email: string, skip: boolean): void {
  const all = readAll();
  if (skip) all[keyOf(email)] = true;
  else delete all[keyOf(email)];
  localStorage.setItem(SKIP_CONFIRM_KEY, JSON.stringify(all));
}

/** The setting for `email` and its setter; null email (a spectator): always confirm, nothing to set. */
export function useSkipConfirm(email: string | null | undefined): [boolean, (skip: boolean) => void] {
  const [skip, setSkip] = useState(false);
  useEffect(() => setSkip(skipsConfirm(email)), [email]);
  const set = useCallback(
    (on: boolean) => {
      if (!email) return;
      setSkipsConfirm(email, on);
      setSkip(on);
    },
    [email],
  );
  return [skip, set];
}
