// @vitest-environment jsdom
/**
 * Mail gives times in the reader's zone: a signed-in player whose settings name none (UTC, the
 * default) gets this browser's zone saved when the app starts; a zone already named is kept
 * (another device's, or the one a digest was set up in), and nothing is sent without a session.
 */
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { LanguageProvider } from "../../web/components/Language";
import { setSession } from "../../web/lib/api";
import { DEFAULT_SETTINGS, type NotificationSettings } from "../../functions/src/contract";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const settle = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

/** Starts the app in a browser whose zone is `zone`, over a server holding `settings`; returns the changes sent. */
async function start(settings: NotificationSettings, zone: string, signedIn = true) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: zone };
  });
  if (signedIn) setSession({ token: "t", email: "ann@example.com" });
  const sent: unknown[] = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit = {}) => {
    if (init.method === "POST") sent.push((JSON.parse(String(init.body)) as { settings: unknown }).settings);
    return new Response(JSON.stringify({ email: "ann@example.com", settings }), { status: 200 });
  });
  render(<LanguageProvider><p>app</p></LanguageProvider>);
  await settle();
  return sent;
}

it("saves this browser's zone for a player whose settings name none", async () => {
  expect(await start({ ...DEFAULT_SETTINGS, language: "en" }, "Europe/Berlin")).toEqual([{ timeZone: "Europe/Berlin" }]);
});

it("keeps a zone the settings already name, and sends nothing when nothing is missing", async () => {
  expect(await start({ ...DEFAULT_SETTINGS, language: "en", timeZone: "Asia/Tokyo" }, "Europe/Berlin")).toEqual([]);
});

it("sends the missing language and zone in one change", async () => {
  expect(await start({ ...DEFAULT_SETTINGS }, "America/New_York")).toEqual([{ language: "en", timeZone: "America/New_York" }]);
});

it("sends nothing without a session", async () => {
  expect(await start({ ...DEFAULT_SETTINGS }, "Europe/Berlin", false)).toEqual([]);
});
