import { knowledge } from '@shared/api/contracts/knowledge';
import { reply } from '../../base/response';
import { confirmUpload } from '../../core/knowledge/confirm-upload';
import { http } from '../../kit/http';

/** POST /api/knowledge/sources/{id}/uploaded — the file is in the bucket: queue its extraction; 202. */
export const handler = http(knowledge.confirmUpload, async ({ session, params }) =>
  reply(202, await confirmUpload(session.clientId, params.id)),
);
