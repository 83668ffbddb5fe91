import { knowledge } from '@shared/api/contracts/knowledge';
import { cancelSource } from '../../core/knowledge/sources';
import { bumpKnowledgeVersion } from '../../core/knowledge/version';
import { http } from '../../kit/http';

/** POST /api/knowledge/sources/{id}/cancel — stops a crawl at its next page; what was indexed stays. */
export const handler = http(knowledge.cancelSource, async ({ session, params }) => {
  const source = await cancelSource(session.clientId, params.id);
  await bumpKnowledgeVersion(session.clientId);
  return source;
});
