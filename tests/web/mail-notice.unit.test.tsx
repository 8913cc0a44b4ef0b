// @vitest-environment jsdom
/** The banner that tells a player we no longer email them, from GET /me. */
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { MailNotice } from "../../web/components/MailNotice";
import { setSession } from "../../web/lib/api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

const me = (body: unknown) => vi.stubGlobal("fetch", async (url: string) => {
  expect(url).toBe("/api/me");
  return new Response(JSON.stringify(body), { status: 200 });
});

it("says the address bounced and that no turn emails will come", async () => {
  setSession({ token: "t", email: "bob@example.test" });
  me({ email: "bob@example.test", mailSuppressed: { reason: "bounce", at: "2026-11-30T10:00:00.000Z" } });
  render(<MailNotice />);
  // The banner's own code loads when it is first shown.
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain("We no longer email bob@example.test");
  expect(alert.textContent).toContain("bounced");
  expect(alert.textContent).toContain("no turn or reminder emails");
});

it("shows nothing while mail is fine, or when signed out", async () => {
  setSession({ token: "t", email: "ann@example.test" });
  me({ email: "ann@example.test", mailSuppressed: null });
  render(<MailNotice />);
  await act(async () => { await new Promise((r) => setTimeout(r, 0)); });
  expect(screen.queryByRole("alert")).toBeNull();
  act(() => setSession(null));
  expect(screen.queryByRole("alert")).toBeNull();
});
