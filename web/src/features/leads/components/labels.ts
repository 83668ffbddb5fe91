export { SOURCE_LABELS, STATUS_LABELS, STATUS_PALETTES, TIER_LABELS, TIER_PALETTES } from '../../../lib/lead-labels';

export const URGENCY_PALETTES = { Urgent: 'red', High: 'orange', Medium: 'yellow', Low: 'green' } as const;
export const SENDER_LABELS = { customer: 'Visitor', ai: 'AI agent', human_agent: 'Agent' } as const;

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
