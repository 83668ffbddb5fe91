import * as z from 'zod';

/**
 * The unsubscribe link of an alert or visitor mail (issue 31): `/unsubscribe/{token}` in the web app,
 * which reads what the link stands for and records the opt-out on a click; mail clients' one-click
 * unsubscribe (RFC 8058) POSTs to the same API path straight from the List-Unsubscribe header.
 */
export const unsubscribeParams = z
  .object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid unsubscribe link') })
  .strict();

/** What a link unsubscribes from: the mail's category, the address masked (r***@example.com), the tenant. */
export const unsubscribeTargetResponse = z.object({
  category: z.enum(['alert', 'visitor']),
  address: z.string(),
  tenantName: z.string().nullable(),
});
export type UnsubscribeTargetResponse = z.output<typeof unsubscribeTargetResponse>;

/** After the opt-out is recorded (recording it again is harmless). */
export const unsubscribeMailResponse = unsubscribeTargetResponse.extend({ unsubscribed: z.literal(true) });
export type UnsubscribeMailResponse = z.output<typeof unsubscribeMailResponse>;
