/**
 * The pacer (functions/src/mail/paced-mailer.ts) and the clock's waits it uses: sends start
 * 1/rate seconds apart on the clock, a throttle slows the pacer and the mail is tried again,
 * and only a mail throttled on every try, or refused for another reason, fails. Time is a
 * ManualClock moved by `drive`; nothing sleeps.
 */
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../../functions/src/ports/clock";
import { MailThrottled, PermanentMailError, type Email, type Mailer } from "../../../functions/src/ports/mailer";
import { longestPacedSendMs, PACING, pacedMailer } from "../../../functions/src/mail/paced-mailer";

const mail = (to: string): Email => ({ to, subject: "s", text: "t", html: "<p>t</p>" });

/** Records when each send reached the service; `refuse` may throw for a send. */
function service(clock: ManualClock, refuse: (to: string, n: number) => Error | null = () => null) {
  const sent: { to: string; at: number }[] = [];
  let n = 0;
  const mailer: Mailer = {
    async send(email) {
      const error = refuse(email.to, ++n);
      if (error) throw error;
      sent.push({ to: email.to, at: clock.now().getTime() - start });
    },
  };
  const start = clock.now().getTime();
  return { sent, mailer };
}

describe("ManualClock waits", () => {
  it("end when the clock passes them, not before; drive moves it just that far", async () => {
    const clock = new ManualClock("2026-03-01T00:00:00.000Z");
    let ended = false;
    const wait = clock.wait(1500).then(() => { ended = true; });
    await clock.advance(1499);
    expect(ended).toBe(false);
    await clock.advance(1);
    await wait;
    expect(ended).toBe(true);
    const done = await clock.drive((async () => { await clock.wait(250); await clock.wait(0); await clock.wait(750); return "done"; })());
    expect(done).toBe("done");
    expect(clock.now().toISOString()).toBe("2026-03-01T00:00:02.500Z");
  });
});

describe("the pacer", () => {
  it("starts sends 1/rate seconds apart, the first at once, and waits no more once the burst has passed", async () => {
    const clock = new ManualClock();
    const s = service(clock);
    const paced = pacedMailer(s.mailer, { perSecond: 4, clock });
    await clock.drive(Promise.all(["a", "b", "c", "d", "e"].map((to) => paced.send(mail(to)))));
    expect(s.sent).toEqual([{ to: "a", at: 0 }, { to: "b", at: 250 }, { to: "c", at: 500 }, { to: "d", at: 750 }, { to: "e", at: 1000 }]);
    await clock.advance(10_000);
    await clock.drive(paced.send(mail("later")));
    expect(s.sent.at(-1)).toEqual({ to: "later", at: 11_000 });
  });

  it("after a throttle waits twice as long, sends the same mail again, and regains its rate as sends go through", async () => {
    const clock = new ManualClock();
    const s = service(clock, (_to, n) => (n === 2 ? new MailThrottled("Maximum sending rate exceeded.") : null));
    const paced = pacedMailer(s.mailer, { perSecond: 1, clock });
    for (const to of ["a", "b", "c", "d"]) await clock.drive(paced.send(mail(to)));
    // b throttled at 1 s and tried again 2 s later; the gaps after it shrink back toward 1 s.
    expect(s.sent.map((x) => x.to)).toEqual(["a", "b", "c", "d"]);
    expect(s.sent.map((x) => x.at)).toEqual([0, 3000, 3000 + 2000, 3000 + 2000 + 1600]);
  });

  it("fails a mail throttled on every try, as a throttle (left to the resend timers), within the longest wait it allows", async () => {
    const clock = new ManualClock();
    let tries = 0;
    const paced = pacedMailer({ send: async () => { tries++; throw new MailThrottled("Maximum sending rate exceeded."); } }, { perSecond: 2, clock });
    const start = clock.now().getTime();
    await expect(clock.drive(paced.send(mail("x")))).rejects.toBeInstanceOf(MailThrottled);
    expect(tries).toBe(PACING.triesPerMail);
    expect(clock.now().getTime() - start).toBeLessThanOrEqual(longestPacedSendMs(2));
  });

  it("never tries again a mail refused for any other reason", async () => {
    const clock = new ManualClock();
    for (const error of [new PermanentMailError("mailbox unavailable"), new Error("connection refused")]) {
      let tries = 0;
      const paced = pacedMailer({ send: async () => { tries++; throw error; } }, { perSecond: 1, clock });
      await expect(clock.drive(paced.send(mail("x")))).rejects.toBe(error);
      expect(tries).toBe(1);
    }
  });

  it("refuses a rate that is not a positive number", () => {
    const clock = new ManualClock();
    for (const perSecond of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => pacedMailer({ send: async () => {} }, { perSecond, clock })).toThrow(/positive number/);
  });
});
