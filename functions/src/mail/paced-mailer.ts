/**
 * Sending paced to the mail service's rate (SES's maximum send rate, the `sesSendRate` setting):
 * sends start at least 1/rate seconds apart, waiting on the injected clock, so a burst (a digest
 * hour, an invitation wave) drains at the rate instead of being throttled. Where SES throttles
 * all the same (other senders share the account: the notifier of another stream shard, the
 * inbound function), the pacer slows down, halving its rate on each throttle and regaining it a
 * step per send that goes through, and tries the same mail again after the longer wait; a mail
 * still throttled after a few tries fails as a transient failure, which the notifier's resend
 * timers (./resend.ts) take on. One pacer per process: a Lambda instance sends one batch at a time.
 */
import type { Clock } from "../ports/clock";
import { MailThrottled, type Mailer } from "../ports/mailer";

export const PACING = {
  /** Tries of one mail in a row before it is left to the resend timers. */
  triesPerMail: 3,
  /** The slowest the pacer gets after throttles: this many intervals between sends. */
  slowest: 4,
  /** Rate regained per send that goes through, as a share of the full rate. */
  regain: 1 / 8,
} as const;

/** The longest one mail may wait for its turns, all its tries at the slowest (the notifier's timeout allows for it). */
export function longestPacedSendMs(perSecond: number): number {
  return (PACING.triesPerMail * PACING.slowest * 1000) / perSecond;
}

export function pacedMailer(inner: Mailer, opts: { perSecond: number; clock: Clock }): Mailer {
  if (!(opts.perSecond > 0) || !Number.isFinite(opts.perSecond)) throw new Error(`the send rate must be a positive number of mails per second, got ${opts.perSecond}`);
  const interval = 1000 / opts.perSecond;
  /** The earliest a send may start. */
  let next = Number.NEGATIVE_INFINITY;
  /** Intervals between sends now: 1 at full rate, more after throttles. */
  let slow = 1;
  return {
    async send(email) {
      for (let attempt = 1; ; attempt++) {
        const now = opts.clock.now().getTime();
        const at = Math.max(now, next);
        next = at + interval * slow;
        await opts.clock.wait(at - now);
        try {
          await inner.send(email);
          slow = 1 / Math.min(1, 1 / slow + PACING.regain);
          return;
        } catch (e) {
          if (!(e instanceof MailThrottled) || attempt >= PACING.triesPerMail) throw e;
          slow = Math.min(slow * 2, PACING.slowest);
          next = Math.max(next, opts.clock.now().getTime() + interval * slow);
        }
      }
    },
  };
}
