/** Lambda entry point invoked by EventBridge Scheduler with a reminder as its input. */
import { composeReminder, EnvSchema } from "../compose";
import { instrument, telemetry } from "./powertools";

const app = composeReminder(EnvSchema.parse(process.env), { telemetry });

export const handler = instrument(app.reminder, {
  keys: (event) => ({ gameId: typeof (event as { gameId?: unknown })?.gameId === "string" ? (event as { gameId: string }).gameId : undefined }),
  after: (_, result) => {
    if (result.reminded) telemetry.count("RemindersFired");
  },
});
