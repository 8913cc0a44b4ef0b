// @vitest-environment jsdom
/** The settings page says where a digest reader's reminders go, and lets them have them apart (against a stubbed fetch). */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import SettingsPage from "../../web/app/settings/page";
import { setSession } from "../../web/lib/api";
import { DEFAULT_SETTINGS, type NotificationSettings } from "../../functions/src/contract";

vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(), useRouter: () => ({ push: vi.fn() }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

const settle = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });
const IN_DIGEST = "Reminders come in the daily digest too.";

/** The page over a server holding `settings`; returns the changes it was sent. */
async function page(settings: NotificationSettings) {
  setSession({ token: "t", email: "ann@example.test" });
  const sent: unknown[] = [];
  let now = settings;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    if (url === "/api/settings" && init.method === "POST") {
      const body = JSON.parse(String(init.body)) as { settings: Partial<NotificationSettings> };
      sent.push(body.settings);
      now = { ...now, ...body.settings };
    }
    if (url === "/api/settings") return new Response(JSON.stringify({ email: "ann@example.test", settings: now }), { status: 200 });
    if (url === "/api/games") return new Response(JSON.stringify({ games: [] }), { status: 200 });
    return new Response(JSON.stringify({ vacation: null, allowance: { yearlyDays: 30, maxDays: 30, aheadDays: 365, takenThisYear: 0 } }), { status: 200 });
  });
  render(<SettingsPage />);
  await settle();
  return sent;
}

it("a digest reader is told reminders come in the digest, and can have them apart", async () => {
  const sent = await page({ ...DEFAULT_SETTINGS, mode: "digest" });
  const box = screen.getByRole("checkbox", { name: new RegExp(IN_DIGEST) }) as HTMLInputElement;
  expect(box.checked).toBe(true);
  fireEvent.click(box);
  await settle();
  expect(sent).toEqual([{ remindersInDigest: false }]);
  expect((screen.getByRole("checkbox", { name: new RegExp(IN_DIGEST) }) as HTMLInputElement).checked).toBe(false);
});

it("says nothing of the digest to a reader who gets no digest, or no reminders", async () => {
  await page({ ...DEFAULT_SETTINGS, mode: "every" });
  expect(screen.queryByText(IN_DIGEST)).toBeNull();
  cleanup();
  await page({ ...DEFAULT_SETTINGS, mode: "digest", reminders: false });
  expect(screen.queryByText(IN_DIGEST)).toBeNull();
});

it("opened from a mail's settings link, reads the token from the fragment and sends it in a header, never in a URL", async () => {
  for (const url of ["/settings#token=s2.SETTINGStoken&unsubscribe=1", "/settings?token=s2.SETTINGStoken&unsubscribe=1"]) {
    window.history.replaceState(null, "", url);
    const requests: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal("fetch", async (path: string, init: RequestInit = {}) => {
      requests.push({ url: path, headers: (init.headers ?? {}) as Record<string, string> });
      return new Response(JSON.stringify({ email: "ann@example.test", settings: DEFAULT_SETTINGS }), { status: 200 });
    });
    render(<SettingsPage />);
    await settle();
    expect(requests).toEqual([{ url: "/api/settings", headers: { "x-settings-token": "s2.SETTINGStoken" } }]);
    expect(window.location.search).toBe("");
    cleanup();
    vi.unstubAllGlobals();
  }
  window.history.replaceState(null, "", "/");
});

it("opened from a settings link the server refuses (revoked by a key rotation, or broken), says why and offers sign-in", async () => {
  const refusals = [
    { status: 410, code: "auth/token-revoked", message: "This unsubscribe or settings link has been replaced. Every email we send from now on carries a new one; or sign in to change your mail settings." },
    { status: 403, code: "auth/token-invalid", message: "This unsubscribe or settings link is not valid. Sign in to change your mail settings." },
  ];
  for (const { status, ...error } of refusals) {
    window.history.replaceState(null, "", "/settings#token=s2.OLDtoken");
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ error }), { status }));
    render(<SettingsPage />);
    await settle();
    expect(screen.getByRole("alert").textContent).toBe(error.message);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/sign-in?next=%2Fsettings");
    cleanup();
    vi.unstubAllGlobals();
  }
  window.history.replaceState(null, "", "/");
});
