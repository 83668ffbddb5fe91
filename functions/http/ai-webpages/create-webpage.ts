import { aiWebpages } from '@shared/api/contracts/ai-webpages';
import { reply } from '../../base/response';
import { createAndPublish } from '../../core/webpages/manage';
import { toWire } from '../../core/webpages/store';
import { http } from '../../kit/http';

/**
 * POST /api/ai-webpages — the create wizard. One webpage per account and an address no other webpage
 * holds (409 each); `published` puts it online at once.
 */
export const handler = http(aiWebpages.createWebpage, async ({ session, body }) =>
  reply(201, { webpage: toWire(await createAndPublish(session.clientId, body)) }),
);
