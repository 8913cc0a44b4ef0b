/**
 * The timer function: what each kind of timer does when it fires (reminders, flushes, digests,
 * and through autoplay.ts deadlines and bot seats), and the operator's inputs (a redrive of
 * set-aside mail, a rotation of the link key).
 */
import type { Clock } from "../ports/clock";
import { againLater, Timer, type ReminderTimer, type Timers } from "../ports/timers";
import type { GameStore } from "../store/game-store";
import type { UserStore } from "../store/user-store";
import type { Autoplay } from "./autoplay";
import { isAway } from "../clocks/vacation-policy";
import { reminderAfterAbsence } from "../clocks/clock-policy";
import { redrive, resend } from "../mail/resend";
import type { OutboxStore } from "../store/outbox-store";

/**
 * The timer function: one entry point for every kind. Each case re-reads the store and writes
 * conditionally, so firing twice or late changes nothing the second time. Flushes and digests
 * only write an outbox record: the notifier sends all mail, through one path.
 */
export function makeTimerHandler(deps: { store: GameStore; users: UserStore; clock: Clock; timers?: Timers; autoplay: Pick<Autoplay, "deadline" | "bot">; outbox?: OutboxStore }) {
  return async function handler(input: unknown): Promise<{ kind: Timer["kind"]; acted: boolean; version?: number }> {
    const timer = Timer.parse(withKind(input));
    const at = deps.clock.now().toISOString();
    switch (timer.kind) {
      case "reminder": return { kind: timer.kind, acted: await remind(deps.store, deps.timers, timer, at) };
      case "flush": return { kind: timer.kind, acted: await deps.users.flushPending(timer.email, [timer.gameId], { key: `flush#${timer.gameId}#${timer.fromSeq}`, fromSeq: timer.fromSeq, at }) };
      case "digest": return { kind: timer.kind, acted: await deps.users.flushPending(timer.email, null, { key: `digest#${timer.day}`, at }) };
      case "deadline": return { kind: timer.kind, acted: await deps.autoplay.deadline(timer) };
      case "bot": return { kind: timer.kind, acted: await deps.autoplay.bot(timer) };
      case "resend": return { kind: timer.kind, acted: deps.outbox ? await resend(deps.outbox, timer) : false };
      case "redrive": return { kind: timer.kind, acted: deps.outbox ? (await redrive(deps.outbox, deps.clock)) > 0 : false };
      case "rotate-link-key": return { kind: timer.kind, acted: true, version: await deps.users.rotateLinkKey() };
    }
  };
}

/** Reminders scheduled before timers had kinds carry none: they are reminders. */
function withKind(input: unknown): unknown {
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,BooleanLiteral: a payload's own kind overrides the one added here, so adding it to more payloads changes nothing (equivalent)
  if (input && typeof input === "object" && !("kind" in input) && "seat" in input && "version" in input) return { kind: "reminder", ...input };
  return input;
}

/**
 * Mail the seat again only if the game still waits for it and the seat has not moved since it
 * was mailed (others' moves in between do not count: the seat still owes its decision). A move
 * of the seat's own at `version` is the timeout that called it again, not an answer.
 */
async function remind(store: GameStore, timers: Timers | undefined, r: ReminderTimer, at: string): Promise<boolean> {
  const summary = await store.getSummary(r.gameId);
  const movedSince = (summary?.lastSeqs[r.seat] ?? -1) > r.version;
  if (!summary || summary.status !== "active" || movedSince || !summary.awaiting.includes(r.seat)) return false;
  const player = summary.players[r.seat]!;
  if (player.bot || !player.email) return false;
  // Away on vacation: no reminders meanwhile (their clock stands still too); this one waits (clock-policy.ts).
  if (isAway(player.away, new Date(at))) {
    const when = reminderAfterAbsence(r.n ?? 1, new Date(player.away.until), summary.deadlines[r.seat] ?? null);
    if (!when) return false;
    // Fired early for the same absence's end (Scheduler's whole seconds, its clock): another name.
    const again = r.afterAway === player.away.until ? againLater(r, when.getTime(), new Date(at)) : { timer: { ...r, afterAway: player.away.until }, at: when };
    await timers?.set(again.timer, again.at);
    return false;
  }
  return store.putReminder(r.gameId, r.version, {
    title: summary.title,
    headline: `${summary.title} has been waiting for your move since ${new Date(summary.updatedAt).toUTCString()}.`,
    recipients: [{ email: player.email, name: player.name, seat: r.seat, reason: "reminder" }],
  }, at, r.n ?? 1);
}
