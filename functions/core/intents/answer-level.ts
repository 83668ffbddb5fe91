import { answerLevel, DEFAULT_ANSWER_LEVEL } from '@shared/answer-levels';
import type { AnswerLevelForm } from '@shared/schemas/answer-level';
import * as db from '../../db/table-entities';

/**
 * The tenant's position on the AI Training Center's "cautious ↔ helpful" slider, on the client item
 * (the chat path reads it with the intents version: core/chat/intent-matcher.ts tenantModel). A tenant that
 * never saved one has the default level.
 */
export async function readAnswerLevel(clientId: string): Promise<AnswerLevelForm> {
  const { data } = await db
    .client()
    .get({ clientId })
    .go({ attributes: ['answerLevel'] });
  return { level: answerLevel(data?.answerLevel ?? DEFAULT_ANSWER_LEVEL).level };
}

/** The next visitor message already follows it: the chat path never caches the level. */
export async function writeAnswerLevel(clientId: string, form: AnswerLevelForm): Promise<AnswerLevelForm> {
  await db.client().patch({ clientId }).set({ answerLevel: form.level }).go();
  return { level: form.level };
}
