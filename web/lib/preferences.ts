/**
 * A player's own preferences for the game page: whether a chosen move is sent at once, without
 * the confirm step. It lives in the server's settings (`skipConfirm`), so it follows the player
 * to another phone; this browser keeps a copy by their email address, which is all there is for
 * a player without an account session here (signed out, or playing from a game email's link).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { api, getSession } from "./api";

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

/** Whether this browser's copy says the player with this address sends moves without confirming them (off by default). */
export function skipsConfirm(email: string | null | undefined): boolean {
  return !!email && readAll()[keyOf(email)] === true;
}

export function setSkipsConfirm(email: string, skip: boolean): void {
  const all = readAll();
  if (skip) all[keyOf(email)] = true;
  else delete all[keyOf(email)];
  localStorage.setItem(SKIP_CONFIRM_KEY, JSON.stringify(all));
}

/** Whether this browser's account session is this player's: then their settings hold the choice. */
function signedInAs(email: string): boolean {
  const session = getSession();
  return !!session && keyOf(session.email) === keyOf(email);
}

/**
 * The setting for `email` and its setter; null email (a spectator): always confirm, nothing to
 * set. Signed in as that player, the server's value wins over this browser's copy (another
 * device may have changed it) and a change is saved there too.
 */
export function useSkipConfirm(email: string | null | undefined): [boolean, (skip: boolean) => void] {
  const [skip, setSkip] = useState(false);
  // A change made while the server's value is on its way wins over that (older) value.
  const changed = useRef(false);
  useEffect(() => {
    changed.current = false;
    setSkip(skipsConfirm(email));
    if (!email || !signedInAs(email)) return;
    let live = true;
    api.settings().then((r) => {
      const saved = r?.settings?.skipConfirm;
      if (!live || changed.current || typeof saved !== "boolean") return;
      setSkipsConfirm(email, saved);
      setSkip(saved);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [email]);
  const set = useCallback(
    (on: boolean) => {
      if (!email) return;
      changed.current = true;
      setSkipsConfirm(email, on);
      setSkip(on);
      // Offline or refused, the choice still holds on this device.
      if (signedInAs(email)) void api.updateSettings({ skipConfirm: on }).catch(() => undefined);
    },
    [email],
  );
  return [skip, set];
}
