/**
 * Lambda entry point of the timer function, invoked by EventBridge Scheduler with a timer as its
 * input (reminder, coalesced-mail flush, digest; see notify/timers.ts). The file keeps its first
 * name because the stack refers to it.
 */
import { composeTimer, EnvSchema } from "../compose";
import { instrument, telemetry } from "./powertools";

const app = composeTimer(EnvSchema.parse(process.env), { telemetry });

export const handler = instrument(app.timer, {
  keys: (event) => ({ gameId: typeof (event as { gameId?: unknown })?.gameId === "string" ? (event as { gameId: string }).gameId : undefined }),
  after: (_, result) => {
    if (result.kind === "reminder" && result.acted) telemetry.count("RemindersFired");
  },
});
