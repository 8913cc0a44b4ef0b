/**
 * docs/api.md's "Who may call each route" says what the router does: one row per route of the
 * router's own table, none missing or extra, each naming who may call it as the route's
 * credential and the game-session list (http/access.ts) decide. A route added without a row,
 * or a decision changed without the docs, fails here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeApiHandler, type RouteInfo } from "../../../functions/src/http/api";
import { GAME_SESSION_ROUTES } from "../../../functions/src/http/access";

// Only the table is read: no request is handled, so the handler needs none of its services.
const routes = makeApiHandler({} as never).routes;

/** A route's row as the docs must write it. */
function row(r: RouteInfo): string[] {
  const token = "with a settings token";
  const anonymous = { none: "yes", session: "no", "or-token": token, token }[r.credential];
  const account = r.credential === "token" ? token : "yes";
  const game = !r.gameSession ? "no" : r.path.includes("{id}") ? "its own game" : "yes";
  return [`${r.method} ${r.path}`, anonymous, account, game];
}

function documented(): string[][] {
  const md = readFileSync(join(import.meta.dirname, "../../../docs/api.md"), "utf8");
  const section = md.slice(md.indexOf("## Who may call each route"));
  const table = section.slice(0, section.indexOf("\n\n", section.indexOf("| route |")));
  return [...table.matchAll(/^\| `([A-Z]+ \S+)` \| ([^|]+) \| ([^|]+) \| ([^|]+) \|$/gm)].map((m) => m.slice(1, 5).map((c) => c.trim()));
}

describe("docs/api.md's table of who may call each route", () => {
  it("has exactly the router's routes, each with who may call it", () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(documented()).toEqual(routes.map(row));
  });

  it("lists for game sessions only routes the router has", () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect([...GAME_SESSION_ROUTES].filter((n) => !names.includes(n))).toEqual([]);
    expect(routes.filter((r) => r.gameSession).length).toBe(GAME_SESSION_ROUTES.size);
  });
});
