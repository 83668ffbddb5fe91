import * as z from 'zod';

/**
 * POST /api/widget/{clientId}/loads?webpageId= — the loader's page-view beacon carries no body; on a
 * published AI webpage its query names the page (data-webpage-id), whose visits it counts. Apart from
 * widget-public.ts so the chat functions at their bundle budget do not carry it.
 */
export const recordLoadQuery = z.object({ webpageId: z.string().min(1).max(64).optional() }).strict();
