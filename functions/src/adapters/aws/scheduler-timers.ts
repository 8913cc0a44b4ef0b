/** The timers port in AWS: one EventBridge Scheduler one-time schedule per timer. */
import {
  ConflictException, CreateScheduleCommand, DeleteScheduleCommand, SchedulerClient,
} from "@aws-sdk/client-scheduler";
import { firesAt, timerName, type Timers } from "../../ports/timers";
import type { AwsCallRecorder } from "./call-recorder";

/** AWS: one EventBridge Scheduler schedule per timer, invoking the timer function with the payload. */
export function eventBridgeTimers(opts: {
  /** The timer function's ARN; a function when only known at invocation (the timer function itself). */
  targetArn: string | (() => string); roleArn: string; groupName?: string; deadLetterArn?: string; client?: Pick<SchedulerClient, "send">;
  /** Tests only: records the calls of the client made here (adapters/aws/call-recorder.ts). */
  recorder?: Pick<AwsCallRecorder, "attach">;
}): Timers {
  const client = opts.client ?? withRecorder(new SchedulerClient({}), opts.recorder);
  const group = opts.groupName ?? "default";
  return {
    async set(timer, at) {
      try {
        await client.send(new CreateScheduleCommand({
          Name: timerName(timer),
          GroupName: group,
          // at() takes UTC wall-clock time to the second, without a zone suffix.
          ScheduleExpression: `at(${firesAt(at).toISOString().slice(0, 19)})`,
          ScheduleExpressionTimezone: "UTC",
          FlexibleTimeWindow: { Mode: "OFF" },
          ActionAfterCompletion: "DELETE",
          Target: {
            Arn: typeof opts.targetArn === "function" ? opts.targetArn() : opts.targetArn, RoleArn: opts.roleArn, Input: JSON.stringify(timer),
            RetryPolicy: { MaximumRetryAttempts: 10 },
            ...(opts.deadLetterArn ? { DeadLetterConfig: { Arn: opts.deadLetterArn } } : {}),
          },
        }));
      } catch (e) {
        // A retried notifier batch sets the same timer again: the first one stands.
        if (!(e instanceof ConflictException) && (e as Error).name !== "ConflictException") throw e;
      }
    },
    async cancel(name) {
      try {
        await client.send(new DeleteScheduleCommand({ Name: name, GroupName: group }));
      } catch (e) {
        if ((e as Error).name !== "ResourceNotFoundException") throw e;
      }
    },
  };
}

function withRecorder(client: SchedulerClient, recorder: Pick<AwsCallRecorder, "attach"> | undefined): SchedulerClient {
  recorder?.attach(client);
  return client;
}
