import { aiWebpages } from '@shared/api/contracts/ai-webpages';
import { changeStatus } from '../../core/webpages/manage';
import { toWire } from '../../core/webpages/store';
import { http } from '../../kit/http';

/** PATCH /api/ai-webpages/{id}/status — published puts the page online; draft and archived take it off. */
export const handler = http(aiWebpages.setWebpageStatus, async ({ session, params, body }) => ({
  webpage: toWire(await changeStatus(session.clientId, params.id, body.status)),
}));
