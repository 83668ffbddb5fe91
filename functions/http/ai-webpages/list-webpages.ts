import { aiWebpages } from '@shared/api/contracts/ai-webpages';
import { listWebpages, toWire } from '../../core/webpages/store';
import { http } from '../../kit/http';

/** GET /api/ai-webpages — the account's webpage (at most one). */
export const handler = http(aiWebpages.listWebpages, async ({ session }) => ({
  webpages: (await listWebpages(session.clientId)).map(toWire),
}));
