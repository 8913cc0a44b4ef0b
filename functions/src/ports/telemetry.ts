/**
 * The operational port: structured logs and counted events. In Lambda, Powertools for AWS
 * Lambda backs it (JSON logs with gameId/requestId keys, CloudWatch metrics in EMF, namespace
 * `Backroom`, see ./handlers/powertools.ts); locally and in tests, plain console lines or nothing.
 */
export type MetricName =
  | "MovesAccepted"
  | "MovesRejected"
  | "MailsSent"
  | "MailsFailed"
  | "MailsSuppressed"
  | "MailsRejected"
  | "MailsDeferred"
  | "MailsSetAside"
  | "RemindersFired"
  | "AddressesSuppressed"
  /** Replies to game mail (replies/): a move or talk taken, refused with an answer, ignored without one. */
  | "RepliesTaken"
  | "RepliesRefused"
  | "RepliesIgnored"
  /** A deadline or bot timer that could not be set (clocks/arm-timers.ts): nothing makes that decision when it falls due. */
  | "TimersNotSet"
  /** A sign-in mail to an address never seen before refused: the day's cap on them is reached (auth/auth.ts). */
  | "SignInCapReached";

export interface Telemetry {
  count(name: MetricName, value?: number): void;
  info(message: string, detail?: Record<string, unknown>): void;
  error(message: string, error?: unknown): void;
}

export const consoleTelemetry: Telemetry = {
  count: () => {},
  info: (message, detail) => console.info(message, detail ?? ""),
  error: (message, error) => console.error(message, error ?? ""),
};
