import type { ConversationRow } from '@shared/schemas/conversations';
import type { Label } from '@shared/schemas/labels';
import { type CsvColumns, toCsv } from '../../base/csv';

/**
 * The Conversations monitor's export (issue 32 item 5): the filtered list as CSV, with its labels by name
 * (ids of deleted labels are left out, as everywhere).
 */
export function conversationsCsv(rows: readonly ConversationRow[], labels: readonly Label[]): string {
  const names = new Map(labels.map((l) => [l.id, l.name]));
  const columns: CsvColumns<ConversationRow> = [
    ['Conversation ID', (r) => r.id],
    ['Session ID', (r) => r.sessionId],
    ['Started', (r) => r.createdAt],
    ['Status', (r) => r.status],
    ['Source', (r) => r.source],
    ['Escalated', (r) => (r.isEscalated ? 'yes' : 'no')],
    ['Escalation reason', (r) => r.escalationReason],
    ['Language', (r) => r.language],
    [
      'Labels',
      (r) =>
        (r.labelIds ?? [])
          .map((id) => names.get(id))
          .filter((n): n is string => Boolean(n))
          .sort()
          .join('; '),
    ],
  ];
  return toCsv(columns, rows);
}
