/**
 * The CDK app (run by `npx cdk …` through cdk.json). Deployment settings come from context, either
 * in cdk.json or on the command line: `npx cdk deploy -c webUrl=https://play.example.com
 * -c mailFrom=backroom@example.com -c sesIdentity=example.com [-c alarmEmail=ops@example.com]`.
 * Anything left out takes the stack's defaults, so `npx cdk synth` works offline with no context.
 */
import { App, Tags } from "aws-cdk-lib";
import { BackroomStack } from "../lib/backroom-stack";

const app = new App();

/** A context value as a non-empty string, or undefined; `-c key=` counts as unset. */
function context(key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") throw new Error(`context "${key}" must be a string, got ${JSON.stringify(value)}`);
  return value;
}

new BackroomStack(app, context("stackName") ?? "Backroom", {
  description: "Backroom: play-by-web games (HTTP API, event-sourced DynamoDB table, email notifier)",
  // Account and region from the CLI's credentials when deploying; environment-agnostic when synthesising offline.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  webUrl: context("webUrl"),
  mailFrom: context("mailFrom"),
  sesIdentity: context("sesIdentity"),
  snapshotEvery: context("snapshotEvery"),
  remindAfterMinutes: context("remindAfterMinutes"),
  alarmEmail: context("alarmEmail"),
});
Tags.of(app).add("project", "backroom");
