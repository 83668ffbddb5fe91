import { oneOf, optional, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, secondaryKey, tenantKey } from './common';

/**
 * A mail waiting for its batch: an escalation nobody was online for (core/chat/offline-handoff.ts), an
 * agent's reply to a visitor who left (the first of a burst), or a lead for the daily digest
 * (core/alerts/leads.ts). The scheduled sweep (functions/scheduled/mail-alerts.ts) reads the ones due
 * from ONE sparse partition (gsi1 `due`, a constant key) instead of walking every tenant, mails each
 * tenant's batch once and deletes it. `itemId` is the conversation or lead: a conversation or lead is
 * pending at most once per alert (its key), so it is listed in at most one mail.
 */
export const PendingAlert = /* @__PURE__ */ defineEntity('pendingAlert', () => ({
  attributes: {
    ...tenantAttributes,
    alert: oneOf(['escalation', 'lead', 'reply']),
    itemId: required.string,
    /** ISO time the batch may go out: the first escalation's time plus the window, the digest's hour. */
    dueAt: required.string,
    /** What the mail lists about the item (the reason, the lead's name and email, a reply's first message id). */
    summary: optional.any,
    /** Epoch seconds: a batch the sweep never reached (a tenant deleted) leaves by itself after a week. */
    expiresAt: required.number,
    queue: { ...required.string, default: 'due', readOnly: true },
    ...timestampAttributes,
  },
  indexes: {
    byTenant: tenantKey(['alert', 'itemId']),
    due: secondaryKey(1, ['queue'], ['dueAt', 'clientId']),
  },
}));
