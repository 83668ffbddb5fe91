import { knowledge } from '@shared/api/contracts/knowledge';
import { reply } from '../../base/response';
import { addWebsite } from '../../core/knowledge/website';
import { http } from '../../kit/http';

/** POST /api/knowledge/sources/website — a start page or sitemap, crawled as a queued job; 202 with the source to poll. */
export const handler = http(knowledge.addWebsite, async ({ session, body }) =>
  reply(202, await addWebsite(session.clientId, session.userId, body)),
);
