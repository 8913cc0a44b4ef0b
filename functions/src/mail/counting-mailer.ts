/** The mail counters around any mailer adapter. */
import type { Mailer } from "../ports/mailer";

/** Counts sends and failures (MailsSent, MailsFailed) around any adapter. */
export function countingMailer(mailer: Mailer, telemetry: { count(name: "MailsSent" | "MailsFailed"): void }): Mailer {
  return {
    async send(email) {
      try {
        await mailer.send(email);
      } catch (e) {
        telemetry.count("MailsFailed");
        throw e;
      }
      telemetry.count("MailsSent");
    },
  };
}
