/**
 * Who plays a seat: a player resigns (the bot plays on for the seat) or takes back a seat the
 * bot took after timeouts; the host hands a silent player's seat to the bot or to a new person
 * (who is invited by email, takes the seat and sees that seat's view from then on; the old
 * player loses it). Each change is a `seat-changed` event, appended like chat: conditioned on
 * its seq slot only, so it never makes a pending move stale, with the summary's seats changed in
 * the same transaction. Refusals are 4xx and write nothing.
 */
import type { SeatChanged } from "@backroom/engine/core/events";
import type { Clock } from "../ports/clock";
import { nextDeadlines } from "../clocks/clock-policy";
import type { SeatRequest } from "../contract";
import { Refusal } from "../errors";
import type { GameService } from "../games/service";
import { busy } from "../games/helpers";
import { GameStore } from "../store/game-store";
import { SeqTaken, VersionConflict, type OutboxDraft } from "../store/writes";
import type { SummaryItem, SummaryPlayer } from "../store/items";

export class SeatService {
  constructor(private readonly deps: { store: GameStore; service: GameService; clock: Clock }) {}

  async change(caller: string, gameId: string, seat: number, body: SeatRequest & { email?: string }): Promise<{ gameId: string; seq: number; seat: number }> {
    // Retried, like chat, when another event took the slot; bounded by the loop itself.
    for (let attempt = 0; attempt < 9; attempt++) {
      const summary = await this.deps.store.getSummary(gameId);
      if (!summary) throw new Refusal(404, "game/not-found", `There is no game ${gameId}.`);
      const plan = this.plan(caller, summary, seat, body);
      const at = this.deps.clock.now();
      const seq = summary.version + 1;
      const players = summary.players.map((p, s) => (s === seat ? plan.player : p));
      // A person (back) in the seat gets a fresh period for the decision awaited from them.
      const deadlines = nextDeadlines({
        control: summary.timeControl, seats: players.length, bots: players.map((p) => p.bot === true), mover: seat,
        awaitingBefore: summary.awaiting, awaitingAfter: summary.awaiting, deadlines: summary.deadlines, now: at, away: players.map((p) => p.away),
      });
      const timeouts = summary.timeouts.map((t, s) => (s === seat ? 0 : t));
      const event: SeatChanged = { type: "seat-changed", seq, seat, change: plan.change, name: plan.player.name, reason: plan.text, at: at.toISOString() };
      try {
        await this.deps.store.append({
          gameId, event, expectedVersion: summary.version,
          summary: { awaiting: summary.awaiting, status: summary.status, winners: summary.winners, updatedAt: at.toISOString() },
          players, clocks: { deadlines, timeouts, awayChanges: summary.awayChanges }, seatChanges: [],
          ...(plan.change === "replaced"
            ? { reseat: { seat, to: plan.player, game: summary.game, title: summary.title, waiting: summary.awaiting.includes(seat) } }
            : {}),
          ...(plan.outbox ? { outbox: plan.outbox(summary) } : {}),
        });
      } catch (e) {
        if (!(e instanceof SeqTaken || e instanceof VersionConflict)) throw e;
        continue;
      }
      // The decision the seat owes now goes to whoever plays it: the bot soon, or a person by a deadline.
      const before = { gameId, moveVersion: summary.moveVersion, awaiting: summary.awaiting, players: summary.players, deadlines: summary.deadlines };
      await this.deps.service.arm({ ...before, players, deadlines }, { ...before, awaiting: summary.awaiting.includes(seat) ? [seat] : [] });
      return { gameId, seq, seat };
    }
    throw busy();
  }

  private plan(caller: string, summary: SummaryItem, seat: number, body: SeatRequest & { email?: string }): {
    change: SeatChanged["change"]; player: SummaryPlayer; text: string; outbox?: (s: SummaryItem) => OutboxDraft;
  } {
    if (!Number.isInteger(seat) || seat < 0 || seat >= summary.players.length) {
      throw new Refusal(404, "seat/not-found", `This game has seats 0–${summary.players.length - 1}, not ${seat}.`);
    }
    if (summary.status !== "active") throw new Refusal(409, "game/over", "The game is over: its seats no longer change.");
    const p = summary.players[seat]!;
    const mine = caller !== "" && p.email === caller;
    const host = caller === summary.createdBy;
    switch (body.action) {
      case "resign":
        if (!mine) throw new Refusal(403, "seat/not-yours", summary.players.some((q) => q.email === caller) ? "You can resign only your own seat." : "You are not a player in this game.");
        if (p.resigned) throw new Refusal(409, "seat/resigned", "You have already resigned this seat.");
        return { change: "resigned", player: { ...p, bot: true, resigned: true }, text: `${p.name} resigned; the bot plays on for the seat.` };
      case "take-back":
        if (!mine) throw new Refusal(403, "seat/not-yours", "Only the seat's own player can take it back.");
        if (p.resigned) throw new Refusal(409, "seat/resigned", "You resigned this seat, so it stays with the bot.");
        if (!p.bot) throw new Refusal(409, "seat/not-a-bot", "No bot plays this seat: it is yours already.");
        return { change: "taken-back", player: { ...p, bot: false }, text: `${p.name} took the seat back from the bot.` };
      case "bot":
        if (!host) throw new Refusal(403, "seat/not-host", "Only the player who created the game can hand a seat to the bot.");
        if (p.bot) throw new Refusal(409, "seat/already-bot", `The bot already plays ${p.name}'s seat.`);
        return { change: "to-bot", player: { ...p, bot: true }, text: `The host handed ${p.name}'s seat to the bot.` };
      case "replace": {
        if (!host) throw new Refusal(403, "seat/not-host", "Only the player who created the game can replace a player.");
        const email = body.email!;
        if (summary.players.some((q) => q.email === email)) throw new Refusal(409, "seat/already-playing", `${email} already plays in this game.`);
        const player: SummaryPlayer = { name: body.name, email, joined: false };
        return {
          change: "replaced", player, text: `${body.name} takes over ${p.name}'s seat.`,
          outbox: (s) => ({
            title: s.title,
            headline: `You are invited to take over ${p.name}'s seat in a game of ${s.title} with ${s.players.filter((_, i) => i !== seat).map((q) => q.name).join(", ")}.`,
            recipients: [{ email, name: body.name, seat, reason: "invited" }],
            awaiting: s.awaiting,
          }),
        };
      }
    }
  }
}
