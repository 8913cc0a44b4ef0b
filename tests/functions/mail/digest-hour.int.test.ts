/**
 * A digest queued the evening before the clocks change arrives at the reader's hour on the day
 * they change (Europe/Berlin 29 March and 25 October 2026, America/New_York 8 March and
 * 1 November), and at the hour after the gap when the reader's hour is skipped that night:
 * news queued by the notifier, the digest timer fired by the local timers as a
 * ManualClock passes the hour, the mail it releases sent. Nothing is released a minute before.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { batch, failed, outboxRecords } from "../../support/outbox";
import { ManualClock } from "../../../functions/src/ports/clock";
import { freePort } from "../../../functions/src/local/stack";
import { startMailCatcher, type MailCatcher } from "../../../functions/src/local/mail-catcher";
import { smtpMailer } from "../../../functions/src/adapters/local/smtp-mailer";
import { localTimers } from "../../../functions/src/adapters/local/file-timers";
import type { Timer } from "../../../functions/src/ports/timers";
import { keys } from "../../../functions/src/store/table";

const clock = new ManualClock("2026-03-01T12:00:00.000Z");
let fire: (t: Timer) => Promise<unknown> = async () => {};
const timers = localTimers({ clock, fire: (t) => fire(t) });
let catcher: MailCatcher;
let app: Awaited<ReturnType<typeof freshPlatform>>;

beforeAll(async () => {
  catcher = await startMailCatcher({ port: await freePort() });
  const mailer = smtpMailer("Backroom <games@example.test>", { host: "127.0.0.1", port: catcher.port });
  // Untimed games whose reminders would come a year later: only digests fire here.
  app = await freshPlatform({ games: { [highCard.id]: highCard }, clock, mailer, timers, env: { REMIND_AFTER_MINUTES: "525600" } });
  fire = (t) => app.timer(t);
});
afterAll(async () => {
  timers.stop();
  await catcher?.stop();
});

const digestRecords = (email: string, day: string) => outboxRecords(app, (i) => i.purpose?.S === "mail" && i.email?.S === email && i.key?.S === `digest#${day}`);
async function until(iso: string) {
  await clock.advance(Date.parse(iso) - clock.now().getTime());
  await timers.idle();
}

it.each([
  // 02:00 does not exist that night in New York (the clocks jump to 03:00): the digest comes at 03:00.
  ["America/New_York", 2, "2026-03-07T23:00:00Z", "2026-03-08", "2026-03-08T07:00:00Z"],
  ["America/New_York", 8, "2026-03-08T07:30:00Z", "2026-03-08", "2026-03-08T12:00:00Z"],
  ["Europe/Berlin", 18, "2026-03-28T19:00:00Z", "2026-03-29", "2026-03-29T16:00:00Z"],
  ["Europe/Berlin", 18, "2026-10-24T19:00:00Z", "2026-10-25", "2026-10-25T17:00:00Z"],
  ["America/New_York", 8, "2026-10-31T23:00:00Z", "2026-11-01", "2026-11-01T13:00:00Z"],
])("in %s at %i:00: queued at %s, the digest of %s comes at %s and not a minute before", async (zone, hour, queued, day, due) => {
  const who = `digest-${day}-${hour}@example.test`;
  await app.settings.update(who, { mode: "digest", digestHour: hour, timeZone: zone });
  await until(queued);
  const { gameId } = await app.service.createGame("host@example.test", { game: "high-card", options: {}, players: [{ name: "Host", email: "host@example.test" }, { name: "Reader", email: who }] });
  expect(failed(await app.notifier(batch(await outboxRecords(app, (i) => i.pk!.S === keys.game(gameId) && i.sk!.S === keys.outbox(0)))))).toEqual([]);
  await until(new Date(Date.parse(due) - 60_000).toISOString());
  expect(await digestRecords(who, day)).toEqual([]);
  await until(new Date(Date.parse(due) + 60_000).toISOString());
  const records = await digestRecords(who, day);
  expect(records).toHaveLength(1);
  expect(failed(await app.notifier(batch(records)))).toEqual([]);
  expect(catcher.messages().filter((m) => m.to === who).map((m) => m.subject)).toEqual(["You are invited to High Card (test fixture)"]);
});
