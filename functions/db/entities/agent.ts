import { MISSED_INTENT_PRIORITIES } from '@shared/enums';
import { defineEntity, primaryKey, secondaryKey, tenantAttributes, timestampAttributes } from './common';

/** What the tenant teaches its agent, and what the agent could not answer. */

export const Intent = defineEntity('intent', {
  attributes: {
    ...tenantAttributes,
    id: { type: 'string', required: true },
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    phrases: { type: 'list', items: { type: 'string' }, required: true },
    response: { type: 'string', required: true },
    requiresEscalation: { type: 'boolean', required: true, default: false },
    category: { type: 'string' },
    isActive: { type: 'boolean', required: true, default: true },
    createdBy: { type: 'string', required: true },
    matchCount: { type: 'number', default: 0 },
    confidenceSum: { type: 'number', default: 0 },
    /** The Dialogflow CX intent this one was synced to (projects/…/intents/…). */
    dialogflowIntentName: { type: 'string' },
    lastSyncedAt: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byId: primaryKey(['clientId'], ['id']),
    /** The Training Center's order, newest change first, kept by DynamoDB so it holds across pages. */
    byUpdated: secondaryKey(1, ['clientId'], ['updatedAt', 'id']),
  },
});

export const MissedIntent = defineEntity('missedIntent', {
  attributes: {
    ...tenantAttributes,
    /** The normalised question: asking the same thing again lands on the same item (frequency + 1). */
    queryKey: { type: 'string', required: true },
    id: { type: 'string', required: true },
    conversationId: { type: 'string' },
    messageId: { type: 'string' },
    userQuery: { type: 'string', required: true },
    context: { type: 'string' },
    aiResponse: { type: 'string' },
    frequency: { type: 'number', required: true, default: 1 },
    category: { type: 'string' },
    suggestedIntent: { type: 'string' },
    isResolved: { type: 'boolean', required: true, default: false },
    resolvedIntentId: { type: 'string' },
    priority: { type: MISSED_INTENT_PRIORITIES, required: true, default: 'medium' },
    analysisData: { type: 'any' },
    ...timestampAttributes,
  },
  indexes: {
    byQuery: primaryKey(['clientId'], ['queryKey']),
  },
});
