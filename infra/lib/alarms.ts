/**
 * The alarms on what reaches the API from outside, on timers and on SES's limits, and the
 * optional AWS Budgets alert, added to the Operations construct (./operations.ts), which gives
 * them its alarm topic. docs/deploy.md#alarms says what each means and what to do.
 */
import { Duration, Stack } from "aws-cdk-lib";
import type { HttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import { CfnBudget } from "aws-cdk-lib/aws-budgets";
import { ComparisonOperator, type IMetric, MathExpression, Metric } from "aws-cdk-lib/aws-cloudwatch";
import { FilterPattern, type ILogGroup, MetricFilter } from "aws-cdk-lib/aws-logs";
import type { IScheduleGroup } from "aws-cdk-lib/aws-scheduler";
import type { Construct } from "constructs";

/** The custom metrics' namespace and the Powertools `service` dimension of each function. */
export const METRICS_NAMESPACE = "Backroom";
export const SERVICE = { api: "backroom-api", notifier: "backroom-notifier", reminder: "backroom-reminder" } as const;

/** The SES sandbox's quota: what a new account has until production access is granted. */
export const SANDBOX_DAILY_QUOTA = 200;
/** The SES sandbox's maximum send rate, emails per second. */
export const SANDBOX_SEND_RATE = 1;

export type AddAlarm = (id: string, description: string, metric: IMetric, threshold: number, opts?: { evaluationPeriods?: number; comparison?: ComparisonOperator }) => unknown;

export interface EdgeAndTimerWatch {
  readonly httpApi: HttpApi;
  /** The API stage's JSON access logs (every request, throttled ones included). */
  readonly accessLogs: ILogGroup;
  readonly reminderGroup: IScheduleGroup;
}

export function addEdgeAndTimerAlarms(scope: Construct, alarm: AddAlarm, w: EdgeAndTimerWatch, opts: { sesDailyQuota: number; newAddressSignInsPerDay: number }): void {
  const fiveMinutes = Duration.minutes(5);
  const app = (metricName: string, service: string) => new Metric({ namespace: METRICS_NAMESPACE, metricName, dimensionsMap: { service }, period: fiveMinutes, statistic: "Sum" });

  // HTTP APIs publish no 429 metric: the access logs give it, throttled and rate-limited alike.
  const throttled = new MetricFilter(scope, "Api429Filter", {
    logGroup: w.accessLogs,
    filterPattern: FilterPattern.stringValue("$.status", "=", "429"),
    metricNamespace: METRICS_NAMESPACE,
    metricName: "Api429",
    metricValue: "1",
  }).metric({ period: fiveMinutes, statistic: "Sum" });
  alarm("Api429s", "The API answered 429 (stage or sign-in throttle, or a per-address limit) 5 times in 5 minutes.", throttled, 5);
  // Counted by the API when it refuses sign-in mail to a new address (auth/auth.ts): strangers' addresses in bulk, or real growth.
  alarm("SignInCapReached", `Sign-in mail to new addresses reached its cap of ${opts.newAddressSignInsPerDay} a day (newAddressSignInsPerDay); new players are refused until midnight UTC.`,
    app("SignInCapReached", SERVICE.api), 1);
  const requests = w.httpApi.metricCount({ period: fiveMinutes, statistic: "Sum" });
  const clientErrors = w.httpApi.metricClientError({ period: fiveMinutes, statistic: "Sum" });
  alarm("Api4xxRate", "A quarter of the API's answers were 4xx for 15 minutes (at 20 requests or more per 5 minutes).",
    new MathExpression({ expression: "IF(requests >= 20, 100 * errors / requests, 0)", usingMetrics: { requests, errors: clientErrors }, period: fiveMinutes, label: "4xx %" }),
    25, { evaluationPeriods: 3 });

  // Emitted by the functions when a timer could not be set or cancelled (a deadline or bot move may never come).
  alarm("TimersNotSet", "A move, reminder or mail timer could not be set or cancelled in EventBridge Scheduler.",
    new MathExpression({
      expression: "api + reminder + notifier",
      usingMetrics: { api: app("TimersNotSet", SERVICE.api), reminder: app("TimersNotSet", SERVICE.reminder), notifier: app("TimersNotSet", SERVICE.notifier) },
      period: fiveMinutes, label: "timers not set",
    }), 1);
  alarm("SchedulerTargetErrors", "EventBridge Scheduler failed to invoke the timer function (it retries, then dead-letters).",
    w.reminderGroup.metricTargetErrors({ period: fiveMinutes, statistic: "Sum" }), 1);
  alarm("SchedulerTargetThrottles", "Lambda throttled EventBridge Scheduler's invocations of the timer function.",
    w.reminderGroup.metricTargetThrottled({ period: fiveMinutes, statistic: "Sum" }), 1);
  alarm("SchedulerThrottles", "EventBridge Scheduler throttled its own invocations (the account's invocation quota).",
    w.reminderGroup.metricThrottled({ period: fiveMinutes, statistic: "Sum" }), 1);

  // SES publishes no throttle metric: a throttled send fails in the notifier, which counts it.
  alarm("MailSendFailures", "The notifier's sends failed 3 times in 5 minutes (SES throttling the sending rate, or refusing).",
    app("MailsFailed", SERVICE.notifier), 3);
  // Counted by the notifier when a mail failed for an hour of resends and was set aside (a DEADMAIL item).
  alarm("MailsSetAside", "Mail failed for an hour of resends and was set aside: it is not sent until a redrive.",
    app("MailsSetAside", SERVICE.notifier), 1);
  alarm("SesDailyQuota", `The account sent 80 % of its SES quota of ${opts.sesDailyQuota} emails in 24 hours.`,
    new Metric({ namespace: "AWS/SES", metricName: "Send", period: Duration.days(1), statistic: "Sum" }), Math.ceil(0.8 * opts.sesDailyQuota));
}

/** An AWS Budgets cost budget for the account, mailing at 80 % actual and 100 % forecast. */
export function addBudget(scope: Construct, opts: { monthlyUsd: number; email: string }): CfnBudget {
  if (!(opts.monthlyUsd > 0)) throw new Error(`monthlyBudget must be a positive number of US dollars, got ${opts.monthlyUsd}`);
  const subscribers = [{ subscriptionType: "EMAIL", address: opts.email }];
  return new CfnBudget(scope, "Budget", {
    budget: {
      budgetName: `${Stack.of(scope).stackName}-monthly-cost`,
      budgetType: "COST",
      timeUnit: "MONTHLY",
      budgetLimit: { amount: opts.monthlyUsd, unit: "USD" },
    },
    notificationsWithSubscribers: [
      { notification: { notificationType: "ACTUAL", comparisonOperator: "GREATER_THAN", threshold: 80, thresholdType: "PERCENTAGE" }, subscribers },
      { notification: { notificationType: "FORECASTED", comparisonOperator: "GREATER_THAN", threshold: 100, thresholdType: "PERCENTAGE" }, subscribers },
    ],
  });
}
