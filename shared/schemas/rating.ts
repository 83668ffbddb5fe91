import * as z from 'zod';
import { visibleText } from './common';

/**
 * The visitor's rating at the end of a chat (issue 32 item 7): 1–5 and an optional comment, once per
 * resolved conversation (functions/core/inbox/rating.ts).
 */
export const RATING_COMMENT_MAX = 1000;

/** POST /api/widget/rating */
export const rateConversationBody = z
  .object({
    rating: z.number().int('A whole number from 1 to 5').min(1, 'From 1 to 5').max(5, 'From 1 to 5'),
    /** Left out when the visitor wrote nothing. */
    comment: visibleText(
      1,
      RATING_COMMENT_MAX,
      'Write a comment or leave it out',
      `A comment is at most ${RATING_COMMENT_MAX} characters`,
    ).optional(),
  })
  .strict();
export type RateConversationBody = z.infer<typeof rateConversationBody>;

export const rateConversationResponse = z.object({
  rating: z.number().int().min(1).max(5),
  ratedAt: z.string(),
});
export type RateConversationResponse = z.output<typeof rateConversationResponse>;
