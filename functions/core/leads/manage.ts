import type { createLeadRequest, LeadDetail, updateLeadStatusRequest } from '@shared/schemas/leads';
import type * as z from 'zod';
import { newId } from '../../db/ids';
import { changeLead, createLead, getLead, toLeadRow } from './store';
import { leadConversations } from './transcript';

/** The Add Lead dialog (DESIGN §8: it saves). */
export async function createManualLead(clientId: string, input: z.output<typeof createLeadRequest>) {
  const id = newId();
  await createLead({
    clientId,
    id,
    name: input.name,
    email: input.email || undefined,
    phone: input.phone,
    company: input.company,
    source: input.source,
    internalNotes: input.notes || undefined,
  });
  return toLeadRow(await getLead(clientId, id));
}

/** The Manage dialog's status select and notes (spec §4: any status from any other). */
export async function setLeadStatus(clientId: string, id: string, input: z.output<typeof updateLeadStatusRequest>) {
  const { lead } = await changeLead(clientId, id, (now) =>
    now.status === input.status && (input.notes === undefined || input.notes === (now.internalNotes ?? ''))
      ? null
      : { status: input.status, ...(input.notes !== undefined ? { internalNotes: input.notes } : {}) },
  );
  return toLeadRow(lead);
}

export async function leadDetail(clientId: string, id: string): Promise<LeadDetail> {
  const lead = await getLead(clientId, id);
  const conversations = await leadConversations(clientId, lead);
  return {
    lead: toLeadRow(lead),
    formAnswers: (lead.formAnswers as Record<string, string> | undefined) ?? {},
    conversations: conversations.map(({ lastActivityAt: _, ...c }) => c),
  };
}
