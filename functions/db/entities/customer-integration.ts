import { CUSTOMER_INTEGRATION_TYPES } from '@shared/customer-integration-types';
import { defineEntity, primaryKey, tenantAttributes, timestampAttributes } from './common';

/**
 * A tenant's own integrations (Settings → Integrations, spec part 3 §3), used by core/integrations.
 */

/** One item per tenant and type; secret fields of `configuration` are envelope-encrypted (context: tenant). */
export const CustomerIntegration = defineEntity('customerIntegration', {
  attributes: {
    ...tenantAttributes,
    integrationType: { type: CUSTOMER_INTEGRATION_TYPES, required: true },
    id: { type: 'string', required: true },
    isEnabled: { type: 'boolean', required: true, default: false },
    configuration: { type: 'any', required: true },
    lastTestedAt: { type: 'string' },
    testStatus: { type: ['success', 'failed'] as const },
    testMessage: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byType: primaryKey(['clientId'], ['integrationType']),
  },
});

/**
 * A WhatsApp user (wa_id) of a tenant → the conversation their messages continue while it is open; a
 * message after it ended (resolved or idle) starts a new one and moves this pointer.
 */
export const WhatsappChat = defineEntity('whatsappChat', {
  attributes: {
    ...tenantAttributes,
    waId: { type: 'string', required: true },
    conversationId: { type: 'string', required: true },
    ...timestampAttributes,
  },
  indexes: {
    // in the tenant's partition, so deleting the account (core/tenants/account-deletion.ts) takes these phone numbers too
    byWaId: primaryKey(['clientId'], ['waId']),
  },
});

/**
 * A WhatsApp message id already taken in (Meta retries a delivery it thinks failed, and may deliver
 * twice): created with ElectroDB's exists-condition, so only one delivery answers it; deleted again
 * when handling it failed, so Meta's retry does. Forgotten by the table's TTL after 15 days.
 */
export const WhatsappMessage = defineEntity('whatsappMessage', {
  attributes: {
    ...tenantAttributes,
    messageId: { type: 'string', required: true },
    /** Epoch seconds (TTL). */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byId: primaryKey(['clientId'], ['messageId']),
  },
});
