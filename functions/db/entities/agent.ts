import { MISSED_INTENT_PRIORITIES } from '@shared/enums';
import { counter, flag, oneOf, optional, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, secondaryKey, tenantKey } from './common';

/** What the tenant teaches its agent, and what the agent could not answer. */

export const Intent = /* @__PURE__ */ defineEntity('intent', () => ({
  attributes: {
    ...tenantAttributes,
    id: required.string,
    title: required.string,
    description: required.string,
    phrases: required.stringList,
    response: required.string,
    requiresEscalation: flag(false),
    category: optional.string,
    isActive: flag(true),
    createdBy: required.string,
    matchCount: optional.counter,
    confidenceSum: optional.counter,
    /** The Dialogflow CX intent this one was synced to (projects/…/intents/…). */
    dialogflowIntentName: optional.string,
    lastSyncedAt: optional.string,
    ...timestampAttributes,
  },
  indexes: {
    byId: tenantKey(['id']),
    /** The Training Center's order, newest change first, kept by DynamoDB so it holds across pages. */
    byUpdated: secondaryKey(1, ['clientId'], ['updatedAt', 'id']),
  },
}));

export const MissedIntent = /* @__PURE__ */ defineEntity('missedIntent', () => ({
  attributes: {
    ...tenantAttributes,
    /** The normalised question: asking the same thing again lands on the same item (frequency + 1). */
    queryKey: required.string,
    id: required.string,
    conversationId: optional.string,
    messageId: optional.string,
    userQuery: required.string,
    context: optional.string,
    aiResponse: optional.string,
    frequency: counter(1),
    category: optional.string,
    suggestedIntent: optional.string,
    isResolved: flag(false),
    resolvedIntentId: optional.string,
    priority: { ...oneOf(MISSED_INTENT_PRIORITIES), default: 'medium' },
    analysisData: optional.any,
    ...timestampAttributes,
  },
  indexes: {
    byQuery: tenantKey(['queryKey']),
  },
}));
