import type { FunctionSpec } from './function-specs';

/**
 * `-c reservedConcurrency=N` for a per-tenant stage: N concurrent executions of the account's pool
 * (1,000 by default) reserved for this stage's chat path, so another stage's burst cannot starve its
 * visitors, and capped at N, so this stage cannot starve the others. Only the hot path gets a share: the
 * widget's routes, the WhatsApp webhook and the live socket's $connect and $default, the functions a
 * visitor's traffic scales. The rest (dashboards, admin, queue consumers) stays in the shared pool:
 * reserving for each of ~140 functions would pin most of an account to idle functions.
 */
export function isHotPath(spec: FunctionSpec): boolean {
  if (spec.kind === 'ws') return spec.routeKey !== '$disconnect';
  if (spec.kind !== 'http') return false;
  return spec.routes.some((r) => r.path.startsWith('/api/widget/') || r.path.startsWith('/api/webhooks/whatsapp/'));
}

/** N split evenly over the hot functions; the remainder goes to the first ones (routes.ts order). */
export function reservedConcurrencyOf(total: number, specs: readonly FunctionSpec[]): Map<string, number> {
  const hot = specs.filter(isHotPath);
  if (total < hot.length) {
    throw new Error(
      `-c reservedConcurrency=${total} is less than one per hot-path function (${hot.length}: the widget's routes, the WhatsApp webhook, $connect, $default)`,
    );
  }
  const share = Math.floor(total / hot.length);
  const extra = total - share * hot.length;
  return new Map(hot.map((spec, i) => [spec.id, share + (i < extra ? 1 : 0)]));
}
