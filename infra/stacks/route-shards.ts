import type { FunctionSpec } from '../function-specs';

/**
 * Which stack holds an HTTP route's function. CloudFormation allows 500 resources per stack and each
 * single-route function costs about six (role, log group, function, integration, route, invoke
 * permission), so the HTTP functions are spread over route stacks (`Parley-<stage>-Api<Shard>`) that all
 * attach their routes to the one HTTP API of the web stack; the Api stack keeps the stages, the
 * WebSocket functions and the queue consumers.
 *
 * The grouping is by the first path segment after /api (`/api/leads/{id}` → `leads`) through this fixed
 * table, never by a count or a hash over the current routes, so adding a route never moves an existing
 * function to another stack (a move deletes and re-creates the function, its route and its log group).
 * A segment missing from the table stops the synth with an error that names it (never a silent
 * catch-all stack: `npm run new:route` and CONTRIBUTING.md say where to add it). Moving a segment between
 * shards later is a deliberate, visible edit here (its routes are briefly absent while the old stack deletes them and the
 * new one creates them); infra/stacks/route-shards.test.ts keeps every stack well under the limit.
 */
export const ROUTE_SHARDS = {
  // identity, the public site, the customer's own account, plans and billing
  Account: [
    'auth',
    'user',
    'customer',
    'dashboard',
    'plans',
    'contacts',
    'newsletter',
    'testimonials',
    'billing',
    // the payment gateways' billing webhooks
    'webhooks',
    'jobs',
  ],
  // a tenant's settings and team, and the mail path's public links (issue 31: invitations, unsubscribe).
  // Split from Account before any stage was deployed, when issue 31's routes left Account 19 functions of
  // room (route-shards.test.ts asks 20).
  Settings: ['settings', 'invitations', 'mail'],
  // the chat runtime: widget, AI test chat, live handoff, agents and conversations
  Chat: ['widget', 'ccai', 'agent', 'messages', 'conversations', 'human-agents'],
  // CRM and AI training: leads, analytics, intents, AI webpages
  // v1: the API-key read API over leads and conversations
  Crm: ['leads', 'crm-analytics', 'predictive-analytics', 'intents', 'ai-webpages', 'v1'],
  // the platform admin panel (spec part 3)
  Admin: ['admin'],
  // the agents' inbox (issue 32): claim and assignment, presence, canned responses, labels, notes,
  // attachments, business hours, ratings and agent performance. Its own stack: some 30 routes would leave
  // Chat without the room route-shards.test.ts asks
  Inbox: ['inbox'],
  // knowledge sources (issue 33): websites, files and Q&A the agent answers from
  Knowledge: ['knowledge'],
} as const satisfies Record<string, readonly string[]>;

export type ShardName = keyof typeof ROUTE_SHARDS;

/** `/api/leads/{id}` → `leads`; a path outside /api gives its own first segment. */
export function firstSegment(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return (parts[0] === 'api' ? parts[1] : parts[0]) ?? '';
}

/**
 * The shard of an HTTP function: by the first route it serves (routes.ts order, so a later GET/HEAD or
 * OPTIONS sibling never changes it).
 */
export function shardOf(spec: Extract<FunctionSpec, { kind: 'http' }>): ShardName {
  const segment = firstSegment(spec.routes[0]?.path ?? '');
  for (const [shard, segments] of Object.entries(ROUTE_SHARDS) as [ShardName, readonly string[]][]) {
    if (segments.includes(segment)) return shard;
  }
  throw new Error(
    `Route ${spec.routes[0]?.path}: its first segment '${segment}' is in no stack; add it to one of ROUTE_SHARDS in infra/stacks/route-shards.ts`,
  );
}

/** The HTTP functions per shard, shards in table order; empty shards are left out. */
export function groupByShard(
  specs: readonly FunctionSpec[],
): Map<ShardName, Extract<FunctionSpec, { kind: 'http' }>[]> {
  const order = Object.keys(ROUTE_SHARDS) as ShardName[];
  const groups = new Map<ShardName, Extract<FunctionSpec, { kind: 'http' }>[]>();
  for (const shard of order) {
    const own = specs.filter(
      (s): s is Extract<FunctionSpec, { kind: 'http' }> => s.kind === 'http' && shardOf(s) === shard,
    );
    if (own.length > 0) groups.set(shard, own);
  }
  return groups;
}
