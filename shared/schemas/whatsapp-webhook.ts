import * as z from 'zod';

/** The WhatsApp webhook's answers (a file of their own: the webhook's function bundles nothing else of the cards). */
/** What the WhatsApp webhook answers Meta (any 2xx stops its retries). */
export const whatsappWebhookResponse = z.object({ received: z.literal(true), ignored: z.string().optional() });
/**
 * The tenant in the webhook URL the Integrations card shows: a tenant id as Parley writes them (lower-case).
 * Any other spelling is a 400 here: the key lookup is case-insensitive, the decryption context is not.
 */
export const webhookClientParams = z
  .object({ clientId: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Not a Parley tenant id') })
  .strict();
/** GET handshake: hub.challenge echoed as text/plain. */
export const whatsappChallengeResponse = z.string();
/** The handshake's query (Meta's names). */
export const whatsappVerifyQuery = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});
