import type { MessageType } from '@shared/schemas/queue-messages';
import { preflightRoutesOf } from '../functions/kit/cors';
import {
  type Access,
  DEFAULT_MEMORY_MB,
  DEFAULT_TIMEOUT_SECONDS,
  type HttpMethod,
  httpRoutes,
  queueConsumers,
  routeId,
  scheduledJobs,
  wsRoutes,
} from '../functions/routes';

/**
 * Every deployable function, derived from functions/routes.ts (the only list of routes). The bundler,
 * the API stack and the bundle benchmark all read this, so a route added there needs nothing here.
 */
export type FunctionSpec = (
  | { kind: 'http'; id: string; entry: string; routes: { method: HttpMethod | 'OPTIONS'; path: string }[] }
  | { kind: 'ws'; id: string; entry: string; routeKey: '$connect' | '$disconnect' | '$default' }
  | {
      kind: 'queue';
      id: string;
      entry: string;
      /** The consumer's name in routes.ts: its own queue and dead-letter queue (data stack) carry it. */
      queueName: string;
      /** Records per invocation; default 10. */
      batchSize?: number;
      /** SQS MaximumBatchingWindowInSeconds (routes.ts); unset: AWS's default. */
      maxBatchingWindowSeconds?: number;
    }
  | {
      kind: 'schedule';
      id: string;
      entry: string;
      /** Minutes between runs (routes.ts scheduledJobs). */
      everyMinutes: number;
    }
) & {
  /** What the function may touch in AWS (routes.ts); infra grants exactly this. */
  access: readonly Access[];
  /** Message types it sends ('queue:send'): it may send to the queues of their consumers only. */
  sends?: readonly MessageType[];
  /** Lambda memory (routes.ts memoryMb); default DEFAULT_MEMORY_MB. */
  memoryMb?: number;
};

/**
 * Functions that serve no route: the stage's bootstrap custom resource (infra/stacks/bootstrap-stack.ts,
 * functions/ops). Bundled with the others (build-functions.ts), deployed by their own stack.
 */
export const OPS_FUNCTIONS = [{ id: 'ops-bootstrap', entry: 'functions/ops/bootstrap-handler.ts' }] as const;
export type OpsFunction = (typeof OPS_FUNCTIONS)[number];

const wsIds = { $connect: 'ws-connect', $disconnect: 'ws-disconnect', $default: 'ws-default' } as const;

export function listFunctions(): FunctionSpec[] {
  const specs: FunctionSpec[] = [];
  // Two routes may share one handler file (e.g. GET and HEAD); they share one function too.
  const httpById = new Map<string, Extract<FunctionSpec, { kind: 'http' }>>();
  for (const route of httpRoutes) {
    const id = routeId(route);
    const existing = httpById.get(id);
    if (existing) {
      existing.routes.push({ method: route.method, path: route.path });
      // one function serves both routes, so it needs what either of them needs
      existing.access = [...new Set([...existing.access, ...route.access])];
      existing.sends = [...new Set([...(existing.sends ?? []), ...route.sends])];
      existing.memoryMb = Math.max(existing.memoryMb ?? DEFAULT_MEMORY_MB, route.memoryMb);
      continue;
    }
    const spec = {
      kind: 'http' as const,
      id,
      entry: route.entry,
      routes: [{ method: route.method, path: route.path }],
      access: withOriginVerify(route.access),
      sends: route.sends,
      memoryMb: route.memoryMb,
    };
    httpById.set(id, spec);
    specs.push(spec);
  }
  // a cors path's OPTIONS preflight is a route of the function of its first cors route (kit/cors.ts)
  for (const pre of preflightRoutesOf(httpRoutes)) {
    httpById.get(routeId(pre))?.routes.push({ method: 'OPTIONS', path: pre.path });
  }
  for (const route of wsRoutes) {
    specs.push({
      kind: 'ws',
      id: wsIds[route.routeKey],
      entry: route.entry,
      routeKey: route.routeKey,
      access: route.routeKey === '$connect' ? withOriginVerify(route.access) : route.access,
    });
  }
  for (const consumer of queueConsumers) {
    specs.push({
      kind: 'queue',
      id: `queue-${consumer.name}`,
      entry: consumer.entry,
      queueName: consumer.name,
      batchSize: consumer.batchSize,
      maxBatchingWindowSeconds: consumer.maxBatchingWindowSeconds,
      access: consumer.access,
      sends: consumer.sends ?? [],
      memoryMb: consumer.memoryMb,
    });
  }
  for (const job of scheduledJobs) {
    specs.push({
      kind: 'schedule',
      id: `schedule-${job.name}`,
      entry: job.entry,
      everyMinutes: job.everyMinutes,
      access: job.access,
      sends: job.sends ?? [],
    });
  }
  assertUniqueIds(specs);
  return specs;
}

/**
 * The function's Lambda timeout: the longest `timeoutSeconds` of the routes it serves (routes.ts), so
 * the local gateway and AWS stop a handler at the same moment.
 */
export function timeoutOf(spec: Pick<FunctionSpec, 'entry'>): number {
  const own = [...httpRoutes, ...wsRoutes, ...queueConsumers, ...scheduledJobs].filter((r) => r.entry === spec.entry);
  return own.length > 0 ? Math.max(...own.map((r) => r.timeoutSeconds)) : DEFAULT_TIMEOUT_SECONDS;
}

/**
 * Every HTTP function and $connect refuse callers who went around CloudFront (kit/origin-verify.ts), so
 * each reads the origin-verify secret whatever routes.ts declares for its viewer-address use.
 */
function withOriginVerify(access: readonly Access[]): readonly Access[] {
  return access.includes('secret:origin-verify') ? access : [...access, 'secret:origin-verify'];
}

/** Ids become Lambda construct ids and bundle folders, so a clash would silently overwrite a bundle. */
function assertUniqueIds(specs: FunctionSpec[]): void {
  const seen = new Map<string, string>();
  for (const spec of specs) {
    const other = seen.get(spec.id);
    if (other && other !== spec.entry) {
      throw new Error(`Function id "${spec.id}" is used by both ${other} and ${spec.entry}; rename one entry.`);
    }
    seen.set(spec.id, spec.entry);
  }
}
