import type { RateConversationBody, RateConversationResponse } from '@shared/schemas/rating';
import type { ConversationEvent } from '@shared/schemas/realtime';
import { ConflictError, NotFoundError } from '../../base/errors';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';
import type { Publish } from '../chat/publish';
import { creditedAgent, recordRating } from '../metrics/agent-metrics';

/**
 * The visitor's rating at the end (issue 32 item 7): once per conversation, only after an agent resolved
 * it. The rating is a conditional write on the conversation (resolved, not rated yet), so of two racing
 * requests one rates and the other gets 409; only the one that wrote moves the CSAT counters
 * (core/metrics/agent-metrics.ts) and tells the agents (`conversation.rated`, agent-only).
 */

const NOT_RESOLVED = 'This conversation has not been resolved yet. Rate it once it has ended.';
const RATED = 'This conversation has been rated already.';

export async function rateConversation(
  clientId: string,
  conversationId: string,
  body: RateConversationBody,
  publish: Publish,
  now = new Date(),
): Promise<RateConversationResponse> {
  const { data: conversation } = await db.conversation().get({ clientId, id: conversationId }).go();
  if (!conversation || conversation.isTest) throw new NotFoundError('Conversation');
  if (conversation.rating) throw new ConflictError(RATED);
  if (conversation.status !== 'resolved') throw new ConflictError(NOT_RESOLVED);
  const ratedAt = now.toISOString();
  const comment = body.comment?.trim();
  try {
    await db
      .conversation()
      .patch({ clientId, id: conversationId })
      .set({ rating: body.rating, ratedAt, ...(comment ? { ratingComment: comment } : {}) })
      .where(({ status, rating }, { eq, notExists }) => `${eq(status, 'resolved')} AND ${notExists(rating)}`)
      .go();
  } catch (err) {
    if (isConditionalFailure(err)) throw new ConflictError(RATED); // rated a moment ago
    throw err;
  }
  await recordRating(clientId, await creditedAgent(conversation), body.rating, ratedAt);
  await publish(clientId, [{ type: 'conversation.rated', conversationId, rating: body.rating }]);
  return { rating: body.rating, ratedAt };
}
