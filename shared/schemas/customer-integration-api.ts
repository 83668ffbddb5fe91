import * as z from 'zod';
import { connectionTestSchema } from './connection-test';
import { analyticsConfigSchema, CUSTOMER_INTEGRATION_TYPES, whatsappConfigSchema } from './customer-integrations';

/** The wire shapes of /api/customer/integrations (the configs themselves: customer-integrations.ts). */

/** POST /api/customer/integrations: one type's whole card (a masked secret sent back keeps the stored one). */
export const saveCustomerIntegrationBody = z.discriminatedUnion('integrationType', [
  z.object({
    integrationType: z.literal('whatsapp'),
    isEnabled: z.boolean().default(false),
    configuration: whatsappConfigSchema,
  }),
  z.object({
    integrationType: z.literal('analytics'),
    isEnabled: z.boolean().default(false),
    configuration: analyticsConfigSchema,
  }),
]);
export type SaveCustomerIntegration = z.input<typeof saveCustomerIntegrationBody>;

/** A card as the screen sees it: secrets masked; id null until the first save. */
export const customerIntegrationView = z.object({
  id: z.string().nullable(),
  integrationType: z.enum(CUSTOMER_INTEGRATION_TYPES),
  isEnabled: z.boolean(),
  /** isEnabled and the type's connected field filled in (spec part 3 §2's badge rule). */
  connected: z.boolean(),
  configuration: z.record(z.string(), z.string()),
  lastTest: connectionTestSchema.optional(),
  /** WhatsApp: the path Meta must call (the screen prefixes its own origin). */
  webhookPath: z.string().optional(),
});
export type CustomerIntegrationView = z.infer<typeof customerIntegrationView>;
export const customerIntegrationResponse = z.object({ integration: customerIntegrationView });
export type CustomerIntegrationResponse = z.infer<typeof customerIntegrationResponse>;
