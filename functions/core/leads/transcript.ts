import type { LiveMessage } from '@shared/schemas/realtime';
import * as db from '../../db/table-entities';
import { storedMessagesAfter, toLiveMessage } from '../chat/messages';
import type { StoredLead } from './store';

export interface LeadConversation {
  id: string;
  sessionId: string;
  status: 'active' | 'resolved' | 'abandoned';
  source: 'widget' | 'whatsapp' | 'api' | 'ccai';
  isEscalated: boolean;
  createdAt: string;
  lastActivityAt: string;
  messages: LiveMessage[];
}

/** The lead's conversations with their messages, oldest first (the Manage dialog, enrichment, the export). */
export async function leadConversations(
  clientId: string,
  lead: Pick<StoredLead, 'conversationIds'>,
): Promise<LeadConversation[]> {
  const ids = lead.conversationIds ?? [];
  if (!ids.length) return [];
  const { data } = await db
    .conversation()
    .get(ids.map((id) => ({ clientId, id })))
    .go();
  const found = await Promise.all(
    data.map(async (c) => ({
      id: c.id,
      sessionId: c.sessionId,
      status: c.status,
      source: c.source,
      isEscalated: c.isEscalated,
      createdAt: c.createdAt,
      lastActivityAt: c.lastMessageAt ?? c.createdAt,
      // unsigned: a lead's readers (the lead screen, its export, enrichment) have no read of the attachments
      // bucket, and an export would carry links that expire; a file shows by its name
      messages: (await storedMessagesAfter(clientId, c.id)).map((m) => toLiveMessage(c.id, m)),
    })),
  );
  return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
