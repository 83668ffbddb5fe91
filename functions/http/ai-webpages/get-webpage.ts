import { aiWebpages } from '@shared/api/contracts/ai-webpages';
import { getWebpage, toWire } from '../../core/webpages/store';
import { http } from '../../kit/http';

/** GET /api/ai-webpages/{id} — the edit wizard's webpage; another tenant's id is a 404. */
export const handler = http(aiWebpages.getWebpage, async ({ session, params }) => ({
  webpage: toWire(await getWebpage(session.clientId, params.id)),
}));
