// @vitest-environment jsdom
/**
 * "Check the seed and replay every move" on a finished game: a real play-out of a registered
 * game, served by a fetch stub that answers GET /games/{id}/record as the API does.
 */
import { createHash } from "node:crypto";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { games } from "@backroom/engine";
import { randomPlayout } from "@backroom/engine/core/playout";
import { VerifyGame } from "../../web/components/VerifyGame";

const def = games["conspiracy-theory"]!;
const seed = "f".repeat(64);
const options = def.optionsSchema.parse({});
const play = randomPlayout(def, { seats: 2, options, seed, botSeed: "verify-bot", maxMoves: 5000 });
const record = {
  gameId: "finished1", game: def.id, engineVersion: def.engineVersion, options, seats: 2, names: ["Ann", "Bob"], seed,
  commitment: createHash("sha256").update(seed).digest("hex"),
  moves: play.moves.map((m, i) => ({ seq: i + 1, seat: m.seat, move: m.move })),
  winners: [...def.result(play.state).winners],
};

function serve(body: unknown) {
  vi.stubGlobal("fetch", async (url: string) => {
    expect(String(url)).toMatch(/\/games\/finished1\/record$/);
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("VerifyGame", () => {
  it("confirms a genuine game", async () => {
    expect(play.finished).toBe(true);
    serve(record);
    render(<VerifyGame gameId="finished1" game={def.id} />);
    fireEvent.click(screen.getByRole("button", { name: /check the seed/i }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/^✓ Verified: .* all \d+ moves replay/));
  });

  it("catches a seed that does not match its commitment", async () => {
    serve({ ...record, seed: "e".repeat(64) });
    render(<VerifyGame gameId="finished1" game={def.id} />);
    fireEvent.click(screen.getByRole("button", { name: /check the seed/i }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/^✗ The revealed seed does not match/));
  });

  it("catches announced winners the moves do not produce", async () => {
    serve({ ...record, winners: record.winners.map((w) => 1 - w) });
    render(<VerifyGame gameId="finished1" game={def.id} />);
    fireEvent.click(screen.getByRole("button", { name: /check the seed/i }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/^✗ Replaying the moves gives a different result/));
  });
});
