import { WEBPAGE_STATUSES } from '@shared/enums';
import { WIDGET_DEFAULTS } from '@shared/widget-defaults';
import { defineEntity, primaryKey, secondaryKey, tenantAttributes, timestampAttributes } from './common';

/** Where visitors meet the agent: widget settings, the AI webpage, live WebSocket connections. */

export const WidgetSettings = defineEntity('widgetSettings', {
  attributes: {
    ...tenantAttributes,
    id: { type: 'string', required: true },
    widgetCode: { type: 'string', required: true },
    primaryColor: { type: 'string', required: true, default: WIDGET_DEFAULTS.primaryColor },
    welcomeMessage: { type: 'string', required: true },
    requireLeadCapture: { type: 'boolean', required: true, default: WIDGET_DEFAULTS.requireLeadCapture },
    leadFormTitle: { type: 'string', required: true },
    leadFormSubtitle: { type: 'string', required: true },
    leadFormFields: { type: 'any', required: true },
    appearance: { type: 'any' },
    isActive: { type: 'boolean', required: true, default: true },
    ...timestampAttributes,
  },
  indexes: {
    byClient: primaryKey(['clientId'], []),
  },
});

export const AiWebpage = defineEntity('aiWebpage', {
  attributes: {
    ...tenantAttributes,
    id: { type: 'string', required: true },
    name: { type: 'string', required: true },
    pathname: { type: 'string', required: true },
    template: { type: 'string', required: true },
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    primaryColor: { type: 'string', required: true, default: '#3B82F6' },
    logoUrl: { type: 'string' },
    status: { type: WEBPAGE_STATUSES, required: true, default: 'draft' },
    visits: { type: 'number', required: true, default: 0 },
    conversions: { type: 'number', required: true, default: 0 },
    customData: { type: 'any' },
    seoData: { type: 'any' },
    ...timestampAttributes,
  },
  indexes: {
    byId: primaryKey(['clientId'], ['id']),
    byPathname: secondaryKey(1, ['pathname'], []),
  },
});

export const WsConnection = defineEntity('wsConnection', {
  attributes: {
    connectionId: { type: 'string', required: true },
    ...tenantAttributes,
    kind: { type: ['agent', 'visitor'] as const, required: true },
    userId: { type: 'string' },
    conversationId: { type: 'string' },
    expiresAt: { type: 'number', required: true },
    ...timestampAttributes,
  },
  indexes: {
    byConnection: primaryKey(['connectionId'], []),
    byClient: secondaryKey(1, ['clientId'], ['kind', 'connectionId']),
    /**
     * A visitor's sockets. Sparse: agent items carry no conversationId, so they are not in it (conversation
     * ids are unique across tenants; pushes still re-check the tenant, core/chat/realtime.ts).
     */
    byConversation: secondaryKey(2, ['conversationId'], ['connectionId']),
  },
});
