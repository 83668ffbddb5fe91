import { ERROR_CODES } from '@shared/api-error';
import { LABEL_LIMITS, type Label, type LabelColour } from '@shared/schemas/labels';
import type { ConversationEvent } from '@shared/schemas/realtime';
import type { EntityItem } from 'electrodb';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../base/errors';
import type { ConversationLabel } from '../../db/entities/inbox-notes';
import { isConditionalFailure } from '../../db/errors';
import { newId } from '../../db/ids';
import * as db from '../../db/table-entities';
import type { Publish } from '../chat/publish';

/**
 * Conversation labels (issue 32 item 5): the tenant's labels (owners keep them), put on conversations by
 * agents (the conversation's `labelIds` string set), filtered on by the portal and the monitor (a contains
 * filter on their list queries, core/chat/live-chat.ts). Deleting a label leaves its id on conversations:
 * every reader shows only the ids it finds among the tenant's labels, and setting labels drops unknown ones.
 */
type Stored = EntityItem<ReturnType<typeof ConversationLabel>>;

const toWire = (l: Stored): Label => ({
  id: l.id,
  name: l.name,
  colour: l.colour,
  createdAt: l.createdAt,
  updatedAt: l.updatedAt,
});

export async function listLabels(clientId: string): Promise<Label[]> {
  const { data } = await db.conversationLabel().query.byId({ clientId }).go({ pages: 'all' });
  return data.map(toWire).sort((a, b) => a.name.localeCompare(b.name));
}

async function getStored(clientId: string, id: string): Promise<Stored> {
  const { data } = await db.conversationLabel().get({ clientId, id }).go({ consistent: true });
  if (!data) throw new NotFoundError('Label');
  return data;
}

const nameTaken = (labels: Label[], name: string, except?: string) =>
  labels.some((l) => l.id !== except && l.name.toLowerCase() === name.toLowerCase());
const NAME_TAKEN = 'Another label has this name';
const nameConflict = () => new AppError(409, ERROR_CODES.CONFLICT, NAME_TAKEN, { name: NAME_TAKEN });

export async function createLabel(clientId: string, input: { name: string; colour: LabelColour }): Promise<Label> {
  const labels = await listLabels(clientId);
  if (labels.length >= LABEL_LIMITS.perTenant) {
    throw new ConflictError(
      `You have ${LABEL_LIMITS.perTenant} labels, the most one account may keep. Delete one first.`,
    );
  }
  if (nameTaken(labels, input.name)) throw nameConflict();
  const id = newId();
  await db
    .conversationLabel()
    .create({ clientId, id, ...input })
    .go();
  return toWire(await getStored(clientId, id));
}

export async function updateLabel(
  clientId: string,
  id: string,
  input: Partial<{ name: string; colour: LabelColour }>,
): Promise<Label> {
  if (input.name !== undefined && nameTaken(await listLabels(clientId), input.name, id)) {
    throw nameConflict();
  }
  try {
    await db.conversationLabel().patch({ clientId, id }).set(input).go();
  } catch (err) {
    if (isConditionalFailure(err)) throw new NotFoundError('Label');
    throw err;
  }
  return toWire(await getStored(clientId, id));
}

export async function deleteLabel(clientId: string, id: string): Promise<void> {
  try {
    await db
      .conversationLabel()
      .delete({ clientId, id })
      .where(({ id: stored }, { exists }) => exists(stored))
      .go();
  } catch (err) {
    if (isConditionalFailure(err)) throw new NotFoundError('Label');
    throw err;
  }
}

/**
 * Sets a conversation's labels (the whole set: the picker sends what it shows). Ids that are not the
 * tenant's labels are refused (400 naming labelIds); the change goes to the agents live.
 */
export async function setConversationLabels(
  clientId: string,
  conversationId: string,
  labelIds: string[],
  publish: Publish,
): Promise<{ id: string; labelIds: string[] }> {
  const { data: conversation } = await db.conversation().get({ clientId, id: conversationId }).go();
  if (!conversation || conversation.isTest) throw new NotFoundError('Conversation');
  const known = new Set((await listLabels(clientId)).map((l) => l.id));
  const unknown = labelIds.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new ValidationError('Unknown label', { labelIds: `Unknown label: ${unknown.join(', ')}` });
  // an empty DynamoDB set cannot be stored: no labels is no attribute
  const update = db.conversation().patch({ clientId, id: conversationId });
  await (labelIds.length > 0 ? update.set({ labelIds }) : update.remove(['labelIds'])).go();
  await publish(clientId, [{ type: 'conversation.labelled', conversationId, labelIds }]);
  return { id: conversationId, labelIds };
}
