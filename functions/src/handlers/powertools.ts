/**
 * Powertools for AWS Lambda behind the Telemetry port: JSON logs (with the Lambda context,
 * requestId and gameId keys) and CloudWatch metrics in the embedded metric format, namespace and
 * service from POWERTOOLS_METRICS_NAMESPACE / POWERTOOLS_SERVICE_NAME (set by the stack). Each
 * entry point wraps its handler in `instrument`, which also counts cold starts.
 */
import { Logger } from "@aws-lambda-powertools/logger";
import { Metrics, MetricUnit } from "@aws-lambda-powertools/metrics";
import type { Context } from "aws-lambda";
import type { Telemetry } from "../ports/telemetry";

export const logger = new Logger();
export const metrics = new Metrics();

export const telemetry: Telemetry = {
  count: (name, value = 1) => void metrics.addMetric(name, MetricUnit.Count, value),
  info: (message, detail) => logger.info(message, detail ?? {}),
  error: (message, error) => (error instanceof Error ? logger.error(message, error) : logger.error(message, { detail: String(error ?? "") })),
};

/**
 * Wraps a handler: context and per-request keys on every log line, the cold-start metric, and
 * the metrics of this invocation flushed even when it throws.
 */
export function instrument<E, R>(
  handler: (event: E) => Promise<R>,
  opts: { keys?: (event: E) => Record<string, string | undefined>; after?: (event: E, result: R) => void } = {},
): (event: E, context?: Context) => Promise<R> {
  return async (event, context) => {
    if (context) logger.addContext(context);
    logger.resetKeys();
    const keys = Object.fromEntries(Object.entries(opts.keys?.(event) ?? {}).filter(([, v]) => v !== undefined)) as Record<string, string>;
    logger.appendKeys(keys);
    metrics.captureColdStartMetric();
    try {
      const result = await handler(event);
      opts.after?.(event, result);
      return result;
    } catch (e) {
      logger.error("handler failed", e as Error);
      throw e;
    } finally {
      metrics.publishStoredMetrics();
    }
  };
}
