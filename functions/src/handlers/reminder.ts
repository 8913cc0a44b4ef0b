/**
 * Lambda entry point of the timer function, invoked by EventBridge Scheduler with a timer as its
 * input (reminder, coalesced-mail flush, digest; see notify/timers.ts). The file keeps its first
 * name because the stack refers to it.
 */
import { composeTimer, EnvSchema } from "../compose";

const app = composeTimer(EnvSchema.parse(process.env));

export const handler = app.timer;
