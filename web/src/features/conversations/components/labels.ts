import type { ConversationMessage, ConversationRow } from '../api/conversations';

/** How the wire's identifiers are named on screen. */
export const STATUS_LABELS: Record<ConversationRow['status'], string> = {
  active: 'Active',
  resolved: 'Resolved',
  abandoned: 'Abandoned',
};

export const STATUS_PALETTES: Record<ConversationRow['status'], string> = {
  active: 'green',
  resolved: 'blue',
  abandoned: 'gray',
};

export const SOURCE_LABELS: Record<ConversationRow['source'], string> = {
  widget: 'Widget',
  whatsapp: 'WhatsApp',
  api: 'API',
  ccai: 'CCAI',
};

export const SENDER_LABELS: Record<ConversationMessage['senderType'], string> = {
  ai: 'AI',
  human_agent: 'Human agent',
  customer: 'Customer',
};

export function formatDateTime(date: string): string {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime())
    ? date
    : parsed.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatTime(date: string): string {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toLocaleTimeString(undefined, { timeStyle: 'short' });
}
