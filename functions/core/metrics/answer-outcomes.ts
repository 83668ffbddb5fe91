import type { AnswerOutcome } from '@shared/schemas/answer-analytics';
import * as db from '../../db/table-entities';
import { dayPeriod } from './periods';

/**
 * Analytics by answer source (issue 33 item 5, read by core/intents/answer-analytics.ts): each counted
 * outcome of a visitor's turn — its AI reply by `aiAnalysis.answeredBy`, or a handoff — moves one counter
 * item per day (`answers:<outcome>`, period "2026-11-27"): a plain UpdateItem ADD (1 WRU), sent with the
 * turn's write itself for a reply (writeTurn's `counters`: no call of its own) and with the handoff's other
 * counters for a handoff, so a period's figures never scan messages.
 */
export const answerCounterName = (outcome: AnswerOutcome) => `answers:${outcome}`;

/** The counter a visitor turn moves inside its own write (core/chat/conversations.ts writeTurn `counters`). */
export const answerOutcomeCounter = (outcome: AnswerOutcome, at = new Date()) => ({
  name: answerCounterName(outcome),
  period: dayPeriod(at),
});

export async function recordAnswerOutcome(clientId: string, outcome: AnswerOutcome, at = new Date()): Promise<void> {
  await db
    .tenantCounter()
    .update({ clientId, name: answerCounterName(outcome), period: dayPeriod(at) })
    .add({ count: 1 })
    .go();
}
