import {
  CONVERSATION_SOURCES,
  CONVERSATION_STATUSES,
  LEAD_PURPOSES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  SENDER_TYPES,
} from '@shared/enums';
import { defineEntity, primaryKey, secondaryKey, tenantAttributes, timestampAttributes } from './common';

/** Leads, conversations and their messages. */

export const Lead = defineEntity('lead', {
  attributes: {
    ...tenantAttributes,
    id: { type: 'string', required: true },
    name: { type: 'string', required: true },
    phone: { type: 'string' },
    email: { type: 'string' },
    company: { type: 'string' },
    purpose: { type: LEAD_PURPOSES },
    message: { type: 'string' },
    intentId: { type: 'string' },
    status: { type: LEAD_STATUSES, required: true, default: 'new' },
    internalNotes: { type: 'string' },
    source: { type: LEAD_SOURCES, required: true, default: 'chat' },
    aiEnrichment: { type: 'any' },
    /** Every lead-form answer by field id, custom fields included (shown to agents beside the chat). */
    formAnswers: { type: 'any' },
    /** Name, company, email and phone in lower case: the Leads screen's search filters on it (DynamoDB's contains is case-sensitive). */
    searchText: { type: 'string' },
    /** Its conversations (a widget lead has the one it started with): the transcript, the export, the erase. */
    conversationIds: { type: 'set', items: 'string' },
    /** The lead score 0–100 and its parts' inputs (core/leads/score.ts), kept with the lead so aggregates agree. */
    score: { type: 'number', required: true, default: 0 },
    /** "open" (new, contacted, qualified) or "closed": the leaderboard ranks open leads only. */
    pipeline: { type: ['open', 'closed'] as const, required: true, default: 'open' },
    /** The score as a sortable key ("087"), for byScore. */
    scoreKey: { type: 'string', required: true, default: '000' },
    lastActivityAt: { type: 'string' },
    convertedAt: { type: 'string' },
    /** Visitor messages in its conversations when it was last enriched. */
    engagement: { type: 'number' },
    /** Idempotency key of the enrichment last applied, so a redelivered message does not enrich twice. */
    enrichmentKey: { type: 'string' },
    /** The last bulk job that counted this lead, so a lead counts once per job whatever happens. */
    jobId: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byId: primaryKey(['clientId'], ['id']),
    byCreated: secondaryKey(1, ['clientId'], ['createdAt']),
    byStatus: secondaryKey(2, ['clientId', 'status'], ['createdAt']),
    // the predictive leaderboard: a tenant's open leads, best score first
    byScore: secondaryKey(3, ['clientId', 'pipeline'], ['scoreKey', 'id']),
  },
});

export const Conversation = defineEntity('conversation', {
  attributes: {
    ...tenantAttributes,
    id: { type: 'string', required: true },
    leadId: { type: 'string' },
    sessionId: { type: 'string', required: true },
    isEscalated: { type: 'boolean', required: true, default: false },
    escalatedTo: { type: 'string' },
    status: { type: CONVERSATION_STATUSES, required: true, default: 'active' },
    source: { type: CONVERSATION_SOURCES, required: true, default: 'widget' },
    ccaiChatId: { type: 'string' },
    dialogflowSessionId: { type: 'string' },
    escalationReason: { type: 'string' },
    /** When it was handed to a person: the agent portal's waiting time and first-reply metric start here. */
    escalatedAt: { type: 'string' },
    sentimentScore: { type: 'any' },
    lastMessageAt: { type: 'string' },
    /** The visitor's language (ISO 639-1) as last identified with confidence (functions/ai/language). */
    language: { type: 'string' },
    /** Low-confidence answers in a row; two end in a handoff (functions/core/chat/escalation.ts). */
    lowConfidenceStreak: { type: 'number', default: 0 },
    /** Chat-test conversations (/ccai-test) do not count against the plan's quota. */
    isTest: { type: 'boolean', default: false },
    firstResponseAt: { type: 'string' },
    /** Its lead went to enrichment with the visitor's first message (core/leads/queue-enrichment.ts). */
    enrichmentQueued: { type: 'boolean' },
    ...timestampAttributes,
  },
  indexes: {
    byId: primaryKey(['clientId'], ['id']),
    byCreated: secondaryKey(1, ['clientId'], ['createdAt']),
    byStatus: secondaryKey(2, ['clientId', 'status'], ['createdAt']),
    bySession: secondaryKey(3, ['clientId', 'sessionId'], []),
  },
});

export const Message = defineEntity('message', {
  attributes: {
    ...tenantAttributes,
    conversationId: { type: 'string', required: true },
    id: { type: 'string', required: true },
    /** A human agent's message: who sent it (their user id) and their name as it was then. */
    senderId: { type: 'string' },
    senderName: { type: 'string' },
    senderType: { type: SENDER_TYPES, required: true },
    content: { type: 'string', required: true },
    intentMatched: { type: 'string' },
    aiAnalysis: { type: 'any' },
    timestamp: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    /** DynamoDB TTL (epoch seconds): the tenant's history retention (AI Config) when it was stored. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    // a conversation's messages in time order; the id breaks ties within one millisecond
    byConversation: primaryKey(['clientId', 'conversationId'], ['timestamp', 'id']),
  },
});
