import * as z from 'zod';

/** The WhatsApp webhook's answers (a file of their own: the webhook's function bundles nothing else of the cards). */
/** What the WhatsApp webhook answers Meta (any 2xx stops its retries). */
export const whatsappWebhookResponse = z.object({ received: z.literal(true), ignored: z.string().optional() });
/** GET handshake: hub.challenge echoed as text/plain. */
export const whatsappChallengeResponse = z.string();
