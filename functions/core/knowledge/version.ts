import * as db from '../../db/table-entities';

/**
 * The hook for the search side (issue 33's index builder): every change of a tenant's chunks bumps the
 * client item's `knowledgeVersion`, as intents bump `intentsVersion`; the search reads it (fresh, with the
 * client item a chat turn reads anyway) to know its per-instance index is stale and rebuild it.
 */
export async function bumpKnowledgeVersion(clientId: string): Promise<void> {
  await db.client().patch({ clientId }).add({ knowledgeVersion: 1 }).go();
}
