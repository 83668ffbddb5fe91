import {
  CONVERSATION_SOURCES,
  CONVERSATION_STATUSES,
  LEAD_PURPOSES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  SENDER_TYPES,
} from '@shared/enums';
import { counter, flag, oneOf, optional, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, primaryKey, secondaryKey, tenantKey } from './common';

/** Leads, conversations and their messages. */

/** A lead's or conversation's own item, and the tenant's lists of them: newest first, by status newest first. */
const tenantRecordIndexes = {
  byId: tenantKey(['id']),
  byCreated: secondaryKey(1, ['clientId'], ['createdAt']),
  byStatus: secondaryKey(2, ['clientId', 'status'], ['createdAt']),
} as const;

export const Lead = /* @__PURE__ */ defineEntity('lead', () => ({
  attributes: {
    ...tenantAttributes,
    id: required.string,
    name: required.string,
    phone: optional.string,
    email: optional.string,
    company: optional.string,
    purpose: { type: LEAD_PURPOSES },
    message: optional.string,
    intentId: optional.string,
    status: { ...oneOf(LEAD_STATUSES), default: 'new' },
    internalNotes: optional.string,
    source: { ...oneOf(LEAD_SOURCES), default: 'chat' },
    aiEnrichment: optional.any,
    /** Every lead-form answer by field id, custom fields included (shown to agents beside the chat). */
    formAnswers: optional.any,
    /** Name, company, email and phone in lower case: the Leads screen's search filters on it (DynamoDB's contains is case-sensitive). */
    searchText: optional.string,
    /** Its conversations (a widget lead has the one it started with): the transcript, the export, the erase. */
    conversationIds: optional.stringSet,
    /** The lead score 0–100 and its parts' inputs (core/leads/score.ts), kept with the lead so aggregates agree. */
    score: counter(),
    /** "open" (new, contacted, qualified) or "closed": the leaderboard ranks open leads only. */
    pipeline: { ...oneOf(['open', 'closed']), default: 'open' },
    /** The score as a sortable key ("087"), for byScore. */
    scoreKey: { ...required.string, default: '000' },
    lastActivityAt: optional.string,
    convertedAt: optional.string,
    /** Visitor messages in its conversations when it was last enriched. */
    engagement: optional.number,
    /** Idempotency key of the enrichment last applied, so a redelivered message does not enrich twice. */
    enrichmentKey: optional.string,
    /** The last bulk job that counted this lead, so a lead counts once per job whatever happens. */
    jobId: optional.string,
    ...timestampAttributes,
  },
  indexes: {
    ...tenantRecordIndexes,
    // the predictive leaderboard: a tenant's open leads, best score first
    byScore: secondaryKey(3, ['clientId', 'pipeline'], ['scoreKey', 'id']),
  },
}));

export const Conversation = /* @__PURE__ */ defineEntity('conversation', () => ({
  attributes: {
    ...tenantAttributes,
    id: required.string,
    leadId: optional.string,
    sessionId: required.string,
    isEscalated: flag(false),
    escalatedTo: optional.string,
    status: { ...oneOf(CONVERSATION_STATUSES), default: 'active' },
    source: { ...oneOf(CONVERSATION_SOURCES), default: 'widget' },
    ccaiChatId: optional.string,
    dialogflowSessionId: optional.string,
    escalationReason: optional.string,
    /** When it was handed to a person: the agent portal's waiting time and first-reply metric start here. */
    escalatedAt: optional.string,
    sentimentScore: optional.any,
    lastMessageAt: optional.string,
    /** The visitor's language (ISO 639-1) as last identified with confidence (functions/ai/language). */
    language: optional.string,
    /** Low-confidence answers in a row; two end in a handoff (functions/core/chat/escalation.ts). */
    lowConfidenceStreak: optional.counter,
    /** Chat-test conversations (/ccai-test) do not count against the plan's quota. */
    isTest: optional.flag,
    firstResponseAt: optional.string,
    /** Its lead went to enrichment with the visitor's first message (core/leads/queue-enrichment.ts). */
    enrichmentQueued: optional.boolean,
    /** The page the widget chatted on (its origin is the request's): the link back in a reply by email. */
    pageUrl: optional.string,
    /**
     * Handed to a person while no agent was online (issue 31 item 5): the widget promised a reply by email,
     * to `replyEmail` (the lead's, or the address the visitor gave then). An agent's reply is mailed there
     * while the visitor is away (core/alerts/sweep.ts).
     */
    offlineHandoff: optional.boolean,
    replyEmail: optional.string,
    /**
     * The visitor's message budget (core/widget/widget-access.ts), kept on the item each turn writes anyway
     * (issue 30): the fixed window it counts in (epoch seconds of its start) and the messages stored in it.
     */
    messageWindow: optional.number,
    messagesInWindow: optional.number,
    /**
     * The agents' inbox (issue 32): who owns it (claimed by answering, or assigned by an owner; absent while
     * it waits), labels by id, the visitor's rating at the end, and when it was resolved.
     */
    assigneeId: optional.string,
    assigneeName: optional.string,
    claimedAt: optional.string,
    labelIds: optional.stringSet,
    rating: optional.number,
    ratingComment: optional.string,
    ratedAt: optional.string,
    resolvedAt: optional.string,
    /** The visitor's messages since the handoff or a person's last reply (the escalated turn adds, a reply zeroes). */
    unreadCount: optional.number,
    ...timestampAttributes,
  },
  indexes: {
    ...tenantRecordIndexes,
    // only chat tests (/ccai-test) are looked up by session (core/chat/ccai.ts): a sparse index, so a
    // visitor's conversation is in two indexes, not three, and each of its updates (a touch per message)
    // writes one index fewer (all project ALL: any change rewrites every index the item is in)
    bySession: { ...secondaryKey(3, ['clientId', 'sessionId'], []), condition: (c) => c.source === 'ccai' },
  },
}));

export const Message = /* @__PURE__ */ defineEntity('message', () => ({
  attributes: {
    ...tenantAttributes,
    conversationId: required.string,
    id: required.string,
    /** A human agent's message: who sent it (their user id) and their name as it was then. */
    senderId: optional.string,
    senderName: optional.string,
    senderType: oneOf(SENDER_TYPES),
    content: required.string,
    intentMatched: optional.string,
    aiAnalysis: optional.any,
    /** A file sent with the message (issue 32 item 6): {id, name, contentType, size, objectKey}. */
    attachment: optional.any,
    timestamp: { ...required.string, readOnly: true, default: () => new Date().toISOString() },
    /** DynamoDB TTL (epoch seconds): the tenant's history retention (AI Config) when it was stored. */
    expiresAt: optional.number,
    /**
     * A private note (issue 32 item 4): agents only. Every visitor-facing reader leaves it out
     * (core/chat/messages.ts); `mentions` are the user ids of the agents it @mentioned.
     */
    isNote: optional.boolean,
    mentions: optional.stringList,
  },
  indexes: {
    // a conversation's messages in time order; the id breaks ties within one millisecond
    byConversation: primaryKey(['clientId', 'conversationId'], ['timestamp', 'id']),
  },
}));
