import { WEBPAGE_STATUSES } from '@shared/enums';
import { WIDGET_DEFAULTS } from '@shared/widget-defaults';
import { counter, flag, oneOf, optional, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, primaryKey, secondaryKey, tenantKey } from './common';

/** Where visitors meet the agent: widget settings, the AI webpage, live WebSocket connections. */

export const WidgetSettings = /* @__PURE__ */ defineEntity('widgetSettings', () => ({
  attributes: {
    ...tenantAttributes,
    id: required.string,
    widgetCode: required.string,
    primaryColor: { ...required.string, default: WIDGET_DEFAULTS.primaryColor },
    welcomeMessage: required.string,
    requireLeadCapture: flag(WIDGET_DEFAULTS.requireLeadCapture),
    leadFormTitle: required.string,
    leadFormSubtitle: required.string,
    leadFormFields: required.any,
    appearance: optional.any,
    isActive: flag(true),
    ...timestampAttributes,
  },
  indexes: {
    byClient: tenantKey([]),
  },
}));

export const AiWebpage = /* @__PURE__ */ defineEntity('aiWebpage', () => ({
  attributes: {
    ...tenantAttributes,
    id: required.string,
    name: required.string,
    pathname: required.string,
    template: required.string,
    title: required.string,
    description: required.string,
    primaryColor: { ...required.string, default: '#3B82F6' },
    logoUrl: optional.string,
    status: { ...oneOf(WEBPAGE_STATUSES), default: 'draft' },
    visits: counter(),
    conversions: counter(),
    customData: optional.any,
    seoData: optional.any,
    ...timestampAttributes,
  },
  indexes: {
    byId: tenantKey(['id']),
    byPathname: secondaryKey(1, ['pathname'], []),
  },
}));

export const WsConnection = /* @__PURE__ */ defineEntity('wsConnection', () => ({
  attributes: {
    connectionId: required.string,
    ...tenantAttributes,
    kind: oneOf(['agent', 'visitor']),
    userId: optional.string,
    conversationId: optional.string,
    /** An agent's socket: the agent's first name, and the conversation the agent has open (issue 32 item 2). */
    agentName: optional.string,
    viewing: optional.string,
    /** An agent's socket of the Conversations monitor (no presence: only the Agent Portal makes an agent there). */
    monitor: optional.boolean,
    expiresAt: required.number,
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
}));
