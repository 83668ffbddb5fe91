import { ROLE_LABELS } from './access';
import { ROLES } from './enums';

/**
 * What Parley does, as one list the landing page reads. Each issue that ships a feature flips it to
 * `shipped: true` in the same change; until then the feature names the issue that will ship it, and the
 * landing page does not mention it. Nothing is listed here that no issue plans to build.
 */
/** The roles a business gives its own people (the platform admin is Parley's, not a customer's). */
export const TEAM_ROLE_LABELS = ROLES.filter((role) => role !== 'admin').map((role) => ROLE_LABELS[role]);

export const FEATURE_AREAS = [
  { id: 'agent', title: 'Train your AI agent', description: 'Teach the agent the answers your customers need.' },
  { id: 'channels', title: 'Reach customers', description: 'Put the agent where your customers already are.' },
  { id: 'crm', title: 'Leads and handoff', description: 'Turn conversations into leads your team follows up.' },
  { id: 'team', title: 'Your team, your roles', description: 'Each person sees only what their role may open.' },
  { id: 'insights', title: 'Insights', description: 'See how much your agent is used and what it missed.' },
  { id: 'security', title: 'Security', description: 'Built so one business never sees another’s data.' },
] as const;
export type FeatureAreaId = (typeof FEATURE_AREAS)[number]['id'];

export interface ProductFeature {
  id: string;
  area: FeatureAreaId;
  title: string;
  /** `true` once it works end to end in the product; otherwise the issue that ships it. */
  shipped: true | { issue: number };
}

export const PRODUCT_FEATURES: readonly ProductFeature[] = [
  // agent
  { id: 'intents', area: 'agent', title: 'Intents: training phrases, answer, escalation', shipped: true },
  { id: 'intent-search', area: 'agent', title: 'Search intents by title and description', shipped: true },
  { id: 'ai-enhance', area: 'agent', title: 'AI Enhance: more training phrases', shipped: true },
  {
    id: 'ai-optimize',
    area: 'agent',
    title: 'AI Optimize: suggestions to improve your intents',
    shipped: true,
  },
  { id: 'dialogflow-sync', area: 'agent', title: 'Dialogflow CX sync (optional)', shipped: true },
  { id: 'semantic-matching', area: 'agent', title: 'Semantic matching of questions', shipped: { issue: 17 } },
  { id: 'chat-test', area: 'agent', title: 'Test chat: see which intent answered and how sure it was', shipped: true },
  // channels
  { id: 'web-widget', area: 'channels', title: 'Embeddable website chat widget', shipped: true },
  { id: 'lead-form', area: 'channels', title: 'Pre-chat lead capture form', shipped: true },
  { id: 'whatsapp', area: 'channels', title: 'WhatsApp Business channel', shipped: { issue: 14 } },
  { id: 'ai-webpage', area: 'channels', title: 'An AI-written webpage from a template', shipped: { issue: 15 } },
  // crm
  { id: 'human-handoff', area: 'crm', title: 'Live handoff to a human agent', shipped: true },
  { id: 'lead-pipeline', area: 'crm', title: 'Lead pipeline with stages and notes', shipped: true },
  { id: 'lead-enrichment', area: 'crm', title: 'AI lead enrichment and scoring', shipped: true },
  { id: 'csv-export', area: 'crm', title: 'CSV export of leads', shipped: true },
  // team
  { id: 'roles', area: 'team', title: `Roles: ${TEAM_ROLE_LABELS.join(', ')}`, shipped: true },
  { id: 'role-access', area: 'team', title: 'Each role sees and may call only what it is allowed', shipped: true },
  { id: 'team-members', area: 'team', title: 'Invite human agents to your team', shipped: true },
  { id: 'two-factor', area: 'team', title: 'Two-factor sign-in', shipped: { issue: 14 } },
  // insights
  {
    id: 'dashboard-usage',
    area: 'insights',
    title: 'Conversation usage, new leads and escalations at a glance',
    shipped: true,
  },
  { id: 'intent-analytics', area: 'insights', title: 'Intent analytics per intent', shipped: true },
  { id: 'crm-analytics', area: 'insights', title: 'CRM and predictive analytics', shipped: true },
  // security
  { id: 'tenant-isolation', area: 'security', title: 'Tenant isolation checked on every route', shipped: true },
  { id: 'encrypted-secrets', area: 'security', title: 'Provider keys stored encrypted (AWS KMS)', shipped: true },
  { id: 'cookie-sessions', area: 'security', title: 'HttpOnly cookie sessions, no tracking cookies', shipped: true },
  { id: 'data-erasure', area: 'security', title: 'Export and erase your data', shipped: true },
];

export const isShipped = (feature: ProductFeature): boolean => feature.shipped === true;

/** Whether a feature is live; an unknown id throws, so a typo cannot hide or show something silently. */
export function isFeatureShipped(id: string): boolean {
  const feature = PRODUCT_FEATURES.find((f) => f.id === id);
  if (!feature) throw new Error(`Unknown feature id: ${id}`);
  return isShipped(feature);
}
export const SHIPPED_FEATURES = PRODUCT_FEATURES.filter(isShipped);

/** The areas with at least one shipped feature, each with only its shipped features. */
export function shippedFeatureAreas() {
  return FEATURE_AREAS.map((area) => ({
    ...area,
    features: SHIPPED_FEATURES.filter((f) => f.area === area.id),
  })).filter((area) => area.features.length > 0);
}
