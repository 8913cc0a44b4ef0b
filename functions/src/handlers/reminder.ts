/**
 * Lambda entry point of the timer function, invoked by EventBridge Scheduler with a timer as its
 * input (reminder, coalesced-mail flush, digest; see ports/timers.ts). The file keeps its first
 * name because the stack refers to it.
 */
import { bots, games } from "@backroom/engine";
import { composeTimer, EnvSchema } from "../compose";
import type { Context } from "aws-lambda";
import { instrument, telemetry } from "./powertools";

let selfArn = "";
const app = composeTimer(EnvSchema.parse(process.env), { telemetry, selfArn: () => selfArn, games, bots });

const instrumented = instrument(app.timer, {
  keys: (event) => ({ gameId: typeof (event as { gameId?: unknown })?.gameId === "string" ? (event as { gameId: string }).gameId : undefined }),
  after: (_, result) => {
    if (result.kind === "reminder" && result.acted) telemetry.count("RemindersFired");
  },
});

/** Bot and deadline timers set by this function target itself: its ARN comes with each invocation. */
export const handler = (event: unknown, context?: Context) => {
  if (context?.invokedFunctionArn) selfArn = context.invokedFunctionArn.split(":").slice(0, 7).join(":");
  return instrumented(event, context);
};
