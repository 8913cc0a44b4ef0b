/** Lambda entry point invoked by EventBridge Scheduler with a reminder as its input. */
import { composeReminder, EnvSchema } from "../compose";

const app = composeReminder(EnvSchema.parse(process.env));

export const handler = app.reminder;
