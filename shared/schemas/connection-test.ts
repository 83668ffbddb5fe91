import * as z from 'zod';

/** A Test Connection's stored result (admin configs, gateways, customer integrations). */
export const connectionTestSchema = z.object({
  status: z.enum(['success', 'failed']),
  message: z.string(),
  testedAt: z.string(),
});
