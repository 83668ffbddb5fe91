import { knowledge } from '@shared/api/contracts/knowledge';
import { reply } from '../../base/response';
import { requestUpload } from '../../core/knowledge/upload';
import { http } from '../../kit/http';

/**
 * POST /api/knowledge/sources/file — a file source waiting for its upload, and the presigned POST the
 * browser sends the file with (straight to the knowledge bucket, within the plan's size).
 */
export const handler = http(knowledge.requestUpload, async ({ session, body }) =>
  reply(201, await requestUpload(session.clientId, session.userId, body)),
);
