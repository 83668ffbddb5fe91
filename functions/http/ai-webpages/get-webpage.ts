import { webpageReplySchema } from '../../../shared/schemas/ai-webpages';
import { getWebpage, toWire } from '../../core/webpages/store';
import { http, idParams } from '../../kit/http';

/** GET /api/ai-webpages/{id} — the edit wizard's webpage; another tenant's id is a 404. */
export const handler = http(
  { auth: 'owner', params: idParams, response: webpageReplySchema },
  async ({ session, params }) => ({ webpage: toWire(await getWebpage(session.clientId, params.id)) }),
);
