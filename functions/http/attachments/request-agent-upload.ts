import { attachments } from '@shared/api/contracts/attachments';
import { ConflictError } from '../../base/errors';
import { conversationOfTenant } from '../../core/chat/live-chat';
import { requestUpload } from '../../core/inbox/attachments';
import { http } from '../../kit/http';

/**
 * POST /api/inbox/attachments/uploads — an agent asks to upload a file into one of the tenant's open
 * conversations; answers the presigned POST (S3 takes the declared type, at most 10 MB). Another tenant's
 * conversation is a 404.
 */
export const handler = http(attachments.requestAgentUpload, async ({ session, body }) => {
  const { conversationId, ...file } = body;
  const conversation = await conversationOfTenant(session.clientId, conversationId);
  if (conversation.status !== 'active') {
    throw new ConflictError('This conversation has ended. It can no longer be answered.');
  }
  return requestUpload(session.clientId, conversationId, file, { kind: 'agent', userId: session.userId });
});
