import { oneOf, optional, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, tenantKey } from './common';

/**
 * A file a visitor or an agent uploads into a conversation (issue 32 item 6; core/inbox/attachments.ts).
 * Made when the upload is asked for (`pending`: S3 may hold bytes nobody checked yet), `sent` once its
 * bytes passed the check and its message exists. Keyed by the tenant, so another tenant's id is not
 * found; the object key is fixed here, never taken from the client.
 */
export const Attachment = /* @__PURE__ */ defineEntity('attachment', () => ({
  attributes: {
    ...tenantAttributes,
    id: required.string,
    conversationId: required.string,
    /** attachments/<clientId>/<conversationId>/<id> in the attachments bucket. */
    objectKey: required.string,
    name: required.string,
    contentType: required.string,
    /** The size declared when the upload was asked for; the stored object must match it. */
    size: required.number,
    uploadedBy: oneOf(['visitor', 'agent', 'whatsapp']),
    /** The agent's user id (agent uploads). */
    uploaderId: optional.string,
    status: oneOf(['pending', 'sent']),
    messageId: optional.string,
    /** DynamoDB TTL (epoch seconds): a pending upload nobody sent leaves after a day. */
    expiresAt: optional.number,
    ...timestampAttributes,
  },
  indexes: {
    byId: tenantKey(['id']),
  },
}));
