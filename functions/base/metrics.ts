import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { config } from './env';

/**
 * Business events as CloudWatch metrics, written as Embedded Metric Format lines (Powertools Metrics
 * builds them; CloudWatch Logs turns each line into a data point, no PutMetricData call, no extra
 * latency). Namespace Parley, dimensions service + stage, so each stage's dashboard and alarms
 * (infra/stacks/monitoring-stack.ts) read their own. At home the lines go to the log; tests are silent.
 */
export const METRICS_NAMESPACE = 'Parley';
export const METRICS_SERVICE = 'parley';

export const BUSINESS_METRICS = {
  /** A visitor's conversation opened (widget or WhatsApp; not the trainer's chat tests). */
  conversationsStarted: 'ConversationsStarted',
  /** The agent answered a visitor's message from an intent or a grounded AI answer. */
  messagesAnswered: 'MessagesAnswered',
  /** A conversation handed to a person. */
  handoffs: 'Handoffs',
  /** The lead enricher (offline rules or OpenAI) failed on a lead. */
  enrichmentFailures: 'EnrichmentFailures',
  /** A payment gateway's or Meta's webhook delivery failed (refused or errored). */
  webhookFailures: 'WebhookFailures',
} as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];

let metrics: Metrics | undefined;
function instance(): Metrics {
  if (!metrics) {
    const { STAGE } = config('STAGE');
    metrics = new Metrics({
      namespace: METRICS_NAMESPACE,
      serviceName: METRICS_SERVICE,
      defaultDimensions: { stage: STAGE },
    });
  }
  return metrics;
}

const stdout = (line: string) => {
  if (!config('LOG_SILENT').LOG_SILENT) process.stdout.write(`${line}\n`);
};
let sink: (line: string) => void = stdout;

/**
 * Counts one business event: one EMF line, written at once (a synchronous JSON line, nothing awaited),
 * so no handler needs a flush at its end and a failing request still counts what it did.
 */
export function countEvent(name: BusinessMetric, value = 1): void {
  const m = instance();
  m.addMetric(name, MetricUnit.Count, value);
  const line = JSON.stringify(m.serializeMetrics());
  m.clearMetrics();
  sink(line);
}

/** Tests: every EMF line written from now on, parsed, until `stop()`. */
export function captureMetrics(): {
  lines: Record<string, unknown>[];
  count(name: BusinessMetric): number;
  stop(): void;
} {
  const lines: Record<string, unknown>[] = [];
  sink = (line) => lines.push(JSON.parse(line));
  return {
    lines,
    count: (name) => lines.reduce((n, l) => n + (typeof l[name] === 'number' ? (l[name] as number) : 0), 0),
    stop: () => {
      sink = stdout;
    },
  };
}
