/**
 * A seat handed to the bot still gets its mail: the reader's news starts after their last own
 * move, not after a move the platform made for the seat (a timeout, the bot's), so the mail
 * that tells them the bot took over carries that line, even when the bot has moved for them
 * since. Records are the ones the store wrote, handed to the notifier directly; mail goes into
 * the mail catcher; timers are noted, never fired unless the test fires them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { batch, failed, outboxRecords } from "../../support/outbox";
import { ManualClock } from "../../../functions/src/ports/clock";
import { freePort } from "../../../functions/src/local/stack";
import { startMailCatcher, type MailCatcher } from "../../../functions/src/local/mail-catcher";
import { smtpMailer } from "../../../functions/src/adapters/local/smtp-mailer";
import { localTimers } from "../../../functions/src/adapters/local/file-timers";
import { keys } from "../../../functions/src/store/table";

const clock = new ManualClock("2026-12-01T09:00:00.000Z");
let catcher: MailCatcher;
let app: Awaited<ReturnType<typeof freshPlatform>>;

beforeAll(async () => {
  catcher = await startMailCatcher({ port: await freePort() });
  const mailer = smtpMailer("Backroom <games@example.test>", { host: "127.0.0.1", port: catcher.port });
  const timers = localTimers({ clock, fire: async () => {} });
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock, mailer, timers, env: { COALESCE_SECONDS: "120" } });
});
afterAll(async () => {
  await catcher?.stop();
});

const mailTo = (email: string) => catcher.messages().filter((m) => m.to === email);

async function handedOver(tag: string, botMovesToo: boolean) {
  const host = `host-${tag}@example.test`;
  const guest = `guest-${tag}@example.test`;
  const g = (await app.service.createGame(host, { game: "high-card", options: { rounds: 3 }, players: [{ name: "Host", email: host }, { name: "Guest", email: guest }], timeControl: { daysPerDecision: 1, handOverAfter: 1 } })).gameId;
  const first = await app.service.readGame(host, g);
  await app.service.submitMove(host, g, { move: first.legalMoves[0]!.move, clientMoveId: `ho-${tag}-1`, expectedVersion: first.version });
  // The guest's time runs out: the timeout move hands the seat to the bot.
  const timedOut = await app.service.readGame(guest, g);
  await clock.advance(60_000);
  await app.service.play(g, 1, timedOut.legalMoves[0]!.move, `ho-${tag}-2`, timedOut.moveVersion, "timeout");
  const records = await outboxRecords(app, (i) => i.pk!.S === keys.game(g) && i.sk!.S === keys.outbox(2));
  expect(failed(await app.notifier(batch(records)))).toEqual([]);
  if (botMovesToo) {
    const now = (await app.service.current(g))!;
    await app.service.play(g, 1, { kind: "play", card: (now.state as { hands: string[][] }).hands[1]![0] }, `ho-${tag}-bot`, now.summary.moveVersion, "bot");
  }
  await clock.advance(120_000);
  expect(await app.timer({ kind: "flush", gameId: g, email: guest, fromSeq: 2 })).toMatchObject({ acted: true });
  expect(failed(await app.notifier(batch(await outboxRecords(app, (i) => i.purpose?.S === "mail" && i.email?.S === guest))))).toEqual([]);
  return { g, guest };
}

describe("a seat the bot took after a timeout", () => {
  it("is mailed the news that the bot plays for them now", async () => {
    const { guest } = await handedOver("a", false);
    const mail = mailTo(guest);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("a bot now plays for Guest");
  });

  it("is mailed it even when the bot has moved for them since", async () => {
    const { guest } = await handedOver("b", true);
    const mail = mailTo(guest);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("a bot now plays for Guest");
  });
});
