// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";
import { conspiracyTheory } from "@backroom/engine/conspiracy-theory/index";
import { optionHelp } from "../../web/lib/games";
import { CreateGameForm, defaultOptions, optionFields } from "../../web/components/CreateGameForm";
import { Dashboard } from "../../web/components/Dashboard";
import { highCard } from "../fixtures/high-card";
import type { GameInfo, MyGame } from "../../web/lib/api";
import { preloadStrings } from "./load-games";

beforeAll(preloadStrings);
afterEach(cleanup);

const info = (def: typeof highCard | typeof twelveOTwelve): GameInfo => ({
  id: def.id, title: def.title, minPlayers: def.minPlayers, maxPlayers: def.maxPlayers,
  options: z.toJSONSchema(def.optionsSchema, { io: "input" }),
});
const catalog = [info(highCard), info(twelveOTwelve)];

describe("create a game", () => {
  it("reads option fields, choices, bounds, defaults and explanations from the JSON Schema", () => {
    const fields = optionFields(z.toJSONSchema(z.object({
      rounds: z._default(z.int().check(z.gte(1), z.lte(5)), 3).check(z.describe("How many rounds.")),
      variant: z._default(z.enum(["standard", "training"]), "standard"),
      compromat: z._default(z.boolean(), true),
    }), { io: "input" }));
    expect(fields).toEqual([
      expect.objectContaining({ key: "rounds", kind: "number", min: 1, max: 5, default: 3, description: "How many rounds." }),
      expect.objectContaining({ key: "variant", kind: "select", choices: ["standard", "training"], default: "standard" }),
      expect.objectContaining({ key: "compromat", kind: "boolean", default: true }),
    ]);
    expect(defaultOptions(fields)).toEqual({ rounds: 3, variant: "standard", compromat: true });
  });

  it("explains each option and leaves optional ones unset (nullable: null) for the server's default", () => {
    const fields = optionFields(z.toJSONSchema(conspiracyTheory.optionsSchema, { io: "input" }), optionHelp["conspiracy-theory"]);
    expect(fields.find((f) => f.key === "roundLimit")).toMatchObject({ kind: "number", nullable: true, default: null, min: 1, max: 200 });
    expect(defaultOptions(fields)).toEqual({ autoPass: "when-unable", roundLimit: null, firstPlayer: null });
    render(<CreateGameForm catalog={catalog} me={{ email: "ann@example.com" }} initialGame="twelve-o-twelve" onCreate={vi.fn()} />);
    expect(screen.getByText(/Training: 5 starting Food, no Leaders/)).toBeTruthy();
    expect(screen.getByText("Who starts; by default a random draw decides.")).toBeTruthy();
  });

  it("creates a game with options and players in the seat order chosen", async () => {
    const onCreate = vi.fn(async () => {});
    render(<CreateGameForm catalog={catalog} me={{ email: "ann@example.com" }} onCreate={onCreate} />);
    fireEvent.click(screen.getByRole("radio", { name: /12-0-12/ }));
    fireEvent.change(screen.getByLabelText("Variant"), { target: { value: JSON.stringify("training") } });
    fireEvent.change(screen.getByRole("textbox", { name: "Player 1 name" }), { target: { value: "Ann" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Player 2 name" }), { target: { value: "Bob" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Player 2 email" }), { target: { value: "bob@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Add a player" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Player 3 name" }), { target: { value: "Cy" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Player 3 email" }), { target: { value: "cy@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Move player 3 up" }));
    fireEvent.click(screen.getByRole("button", { name: /Create the game/ }));
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate).toHaveBeenCalledWith({
      game: "twelve-o-twelve",
      options: { variant: "training", leaders: "all", compromat: true },
      players: [{ name: "Ann", email: "ann@example.com" }, { name: "Cy", email: "cy@example.com", language: "en" }, { name: "Bob", email: "bob@example.com", language: "en" }],
      timeControl: { daysPerDecision: null, onTimeout: "pass", handOverAfter: 3 },
      // 12-0-12's usual press: talk at the table only.
      press: { mode: "public", archive: "private" },
    });
  });

  it("seats a bot (no email) and sends the chosen time control", async () => {
    const onCreate = vi.fn(async () => {});
    render(<CreateGameForm catalog={catalog} me={{ email: "ann@example.com" }} onCreate={onCreate} />);
    fireEvent.click(screen.getByRole("radio", { name: /12-0-12/ }));
    fireEvent.change(screen.getByRole("textbox", { name: "Player 1 name" }), { target: { value: "Ann" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Player 2 name" }), { target: { value: "Robo" } });
    fireEvent.click(screen.getByRole("switch", { name: "Player 2 is a bot" }));
    expect(screen.queryByRole("textbox", { name: "Player 2 email" })).toBeNull();
    fireEvent.change(screen.getByRole("combobox", { name: "Time per decision" }), { target: { value: "3" } });
    fireEvent.change(screen.getByRole("combobox", { name: "When time runs out" }), { target: { value: "bot" } });
    expect(screen.getByText(/^3 days per decision, then a bot move; after 3 timeouts in a row a bot takes the seat\.$/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Create the game/ }));
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({
      players: [{ name: "Ann", email: "ann@example.com" }, { name: "Robo", bot: true }],
      timeControl: { daysPerDecision: 3, onTimeout: "bot", handOverAfter: 3 },
    }));
  });

  it("the first player is chosen by name, not by a seat number counted from 0", async () => {
    const onCreate = vi.fn(async () => {});
    render(<CreateGameForm catalog={catalog} me={{ email: "ann@example.com" }} initialGame="twelve-o-twelve" onCreate={onCreate} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Player 1 name" }), { target: { value: "Ann" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Player 2 name" }), { target: { value: "Bob" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Player 2 email" }), { target: { value: "bob@example.com" } });
    const first = screen.getByLabelText("First player") as HTMLSelectElement;
    expect([...first.options].map((o) => o.textContent)).toEqual(["Random draw", "Ann", "Bob"]);
    expect(first.value).toBe("");
    fireEvent.change(first, { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: /Create the game/ }));
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ options: expect.objectContaining({ firstPlayer: 1 }) }));
  });

  it("will not submit the wrong number of players or an email twice", () => {
    render(<CreateGameForm catalog={catalog} me={{ email: "ann@example.com" }} onCreate={vi.fn()} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Player 2 email" }), { target: { value: "ANN@example.com" } });
    expect(screen.getByText(/listed twice/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove player 2" }));
    expect(screen.getByText(/needs 2–4 players/)).toBeTruthy();
    expect((screen.getByRole("button", { name: /Create the game/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("games dashboard", () => {
  const game = (over: Partial<MyGame>): MyGame => ({
    gameId: "g-000001", game: "politika", title: "Tom Clancy's Politika", status: "active", seat: 0, waitingForMe: false,
    players: [{ seat: 0, name: "Ann", joined: true }, { seat: 1, name: "Bob", joined: false }, { seat: 2, name: "Cy", joined: true }],
    winners: [], version: 12, updatedAt: "2026-11-29T10:00:00.000Z", deadline: null, bot: false, unread: 0, ...over,
  });
  it("lists games waiting for me first, then the others, then finished ones with winners; shows invitations", () => {
    render(<Dashboard games={[
      game({ gameId: "g-other1", updatedAt: "2026-11-30T10:00:00.000Z" }),
      game({ gameId: "g-done01", status: "finished", winners: [2], players: [{ seat: 0, name: "Ann", joined: true }, { seat: 2, name: "Cy", joined: true }] }),
      game({ gameId: "g-mine01", waitingForMe: true, title: "Conspiracy Theory" }),
    ]} />);
    const sections = screen.getAllByRole("region");
    expect(sections.map((s) => s.getAttribute("aria-label"))).toEqual(["Waiting for you", "Other games", "Finished"]);
    expect(within(sections[0]!).getByRole("link").getAttribute("href")).toBe("/games/g-mine01");
    expect(within(sections[0]!).getByText("▶ your move")).toBeTruthy();
    expect(within(sections[1]!).getByText(/Bob · invited/)).toBeTruthy();
    expect(within(sections[1]!).getByText(/1 invitation not yet opened/)).toBeTruthy();
    expect(within(sections[2]!).getByText(/won by Cy/)).toBeTruthy();
  });
});
