// @vitest-environment jsdom
/**
 * The local caught-mail page (served at /dev/mail by the local server, never by the web app):
 * run in jsdom against a /_local/mail answer, it lists messages newest first with their links,
 * filters by recipient, shows mail text as text (never as markup), and lists dead letters.
 */
import { afterEach, expect, it, vi } from "vitest";
import { MAIL_PAGE_HTML } from "../../../functions/src/local/mail-page";

afterEach(() => vi.unstubAllGlobals());

/** Loads the page's markup into the document and runs its script, as a browser would. */
async function open(body: unknown) {
  const markup = /<body>([\s\S]*)<script>/.exec(MAIL_PAGE_HTML)![1]!;
  const script = /<script>([\s\S]*)<\/script>/.exec(MAIL_PAGE_HTML)![1]!;
  document.body.innerHTML = markup;
  vi.stubGlobal("fetch", async (url: string) => {
    expect(url).toBe("/_local/mail");
    return { ok: true, status: 200, json: async () => body };
  });
  new Function(script)();
  for (let i = 0; i < 50 && document.getElementById("loading"); i++) await new Promise((r) => setTimeout(r, 10));
  return { window, document };
}

it("lists caught mail newest first, with links, and filters by recipient", async () => {
  const dom = await open({
    messages: [
      { id: 1, to: "ann@example.test", subject: "Your Backroom sign-in link", text: "<b>not bold</b>", html: "", links: ["http://localhost:3000/auth?token=AAAA"], receivedAt: "2026-11-30T09:00:00.000Z" },
      { id: 2, to: "bob@example.test", subject: "You are invited", text: "…", html: "", links: ["http://localhost:3000/auth?token=BBBB&next=%2Fgames%2Fabc123"], receivedAt: "2026-11-30T09:01:00.000Z" },
    ],
  });
  const doc = dom.document;
  const hrefs = () => [...doc.querySelectorAll<HTMLAnchorElement>(".mail-links a")].map((a) => a.href);
  expect(hrefs()).toEqual(["http://localhost:3000/auth?token=BBBB&next=%2Fgames%2Fabc123", "http://localhost:3000/auth?token=AAAA"]);
  expect(doc.querySelector(".mail-links a")!.textContent).toBe("http://localhost:3000/auth?token=…&next=%2Fgames%2Fabc123");
  expect(doc.querySelector(".mail-text b")).toBeNull();
  const filter = doc.getElementById("filter") as HTMLInputElement;
  filter.value = "ANN";
  filter.dispatchEvent(new dom.window.Event("input"));
  expect(hrefs()).toEqual(["http://localhost:3000/auth?token=AAAA"]);
  expect((doc.getElementById("dead-letters") as HTMLElement).hidden).toBe(true);
});

it("lists the records set aside after failing, when the runner reports them", async () => {
  const dom = await open({
    messages: [],
    deadLetters: [{ at: "2026-11-30T09:05:00.000Z", error: "connect ECONNREFUSED", attempts: 10, summary: "Your move in Politika — to cy@example.test" }],
  });
  const doc = dom.document;
  expect((doc.getElementById("dead-letters") as HTMLElement).hidden).toBe(false);
  expect(doc.querySelector(".dead-letter")!.textContent).toContain("Your move in Politika — to cy@example.test");
  expect(doc.querySelector(".dead-letter")!.textContent).toContain("10 attempts");
  expect(doc.querySelector(".dead-letter pre")!.textContent).toBe("connect ECONNREFUSED");
  expect((doc.getElementById("empty") as HTMLElement).hidden).toBe(false);
});
