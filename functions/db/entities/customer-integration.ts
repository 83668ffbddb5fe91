import { CUSTOMER_INTEGRATION_TYPES } from '@shared/customer-integration-types';
import { flag, oneOf, optional, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, tenantKey } from './common';

/**
 * A tenant's own integrations (Settings → Integrations, spec part 3 §3), used by core/integrations.
 */

/** One item per tenant and type; secret fields of `configuration` are envelope-encrypted (context: tenant). */
export const CustomerIntegration = /* @__PURE__ */ defineEntity('customerIntegration', () => ({
  attributes: {
    ...tenantAttributes,
    integrationType: oneOf(CUSTOMER_INTEGRATION_TYPES),
    id: required.string,
    isEnabled: flag(false),
    configuration: required.any,
    lastTestedAt: optional.string,
    testStatus: { type: ['success', 'failed'] as const },
    testMessage: optional.string,
    ...timestampAttributes,
  },
  indexes: {
    byType: tenantKey(['integrationType']),
  },
}));

/**
 * A WhatsApp user (wa_id) of a tenant → the conversation their messages continue while it is open; a
 * message after it ended (resolved or idle) starts a new one and moves this pointer.
 */
export const WhatsappChat = /* @__PURE__ */ defineEntity('whatsappChat', () => ({
  attributes: {
    ...tenantAttributes,
    waId: required.string,
    conversationId: required.string,
    ...timestampAttributes,
  },
  indexes: {
    // in the tenant's partition, so deleting the account (core/tenants/account-deletion.ts) takes these phone numbers too
    byWaId: tenantKey(['waId']),
  },
}));

/**
 * A WhatsApp message id already taken in (Meta retries a delivery it thinks failed, and may deliver
 * twice): created with ElectroDB's exists-condition, so only one delivery answers it; deleted again
 * when handling it failed, so Meta's retry does. Forgotten by the table's TTL after 15 days.
 */
export const WhatsappMessage = /* @__PURE__ */ defineEntity('whatsappMessage', () => ({
  attributes: {
    ...tenantAttributes,
    messageId: required.string,
    /** Epoch seconds (TTL). */
    expiresAt: required.number,
  },
  indexes: {
    byId: tenantKey(['messageId']),
  },
}));
