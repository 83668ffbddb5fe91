import * as z from 'zod';
import { CONFIG_FIELDS } from '../customer-integration-types';
import { secretText } from './secret-text';

// Customer integrations (Settings → Integrations, spec part 3 §2, §3; issue 14)

// the plain constants live apart, so the webhook's function bundles them without these schemas
export {
  CONFIG_FIELDS,
  CONNECTED_FIELD,
  CUSTOMER_INTEGRATION_TYPES,
  CUSTOMER_SECRET_FIELDS,
  type CustomerIntegrationType,
} from '../customer-integration-types';

/** Meta's ids (phone number, WhatsApp Business Account) are numbers; anything else can only fail later. */
const metaId = (label: string) =>
  z
    .string()
    .trim()
    .max(30, `The ${label} is at most 30 digits`)
    .regex(/^\d*$/, `The ${label} is digits only (WhatsApp Manager → API Setup)`)
    .default('');

/**
 * A business's own WhatsApp Cloud API number. accessToken sends the replies, verifyToken answers Meta's
 * webhook handshake, appSecret checks each delivery's X-Hub-Signature-256: all three are secrets
 * (envelope-encrypted with the tenant as encryption context, masked to the last 4 in every answer).
 * The webhook URL is not stored: it is this product's own, per tenant (webhookPath in the answer).
 */
export const whatsappConfigSchema = z.object({
  phoneNumberId: metaId('phone number ID'),
  businessAccountId: metaId('business account ID'),
  // no default: a secret left out of a save keeps the stored one, as the mask sent back does
  accessToken: secretText(1000).optional(),
  verifyToken: secretText(200).optional(),
  appSecret: secretText(200).optional(),
});
/** GA4 measurement ids are `G-` and (today) ten letters or digits; the legacy UA id is optional. */
export const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;
export const analyticsConfigSchema = z.object({
  measurementId: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || GA4_MEASUREMENT_ID.test(v), 'A GA4 measurement ID looks like G-XXXXXXXXXX')
    .default(''),
  trackingId: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (v) => v === '' || /^UA-\d{4,10}-\d{1,4}$/.test(v),
      'A Universal Analytics tracking ID looks like UA-12345678-1',
    )
    .default(''),
});
export const customerConfigSchemas = { whatsapp: whatsappConfigSchema, analytics: analyticsConfigSchema } as const;
export type WhatsappConfig = z.output<typeof whatsappConfigSchema>;
export type AnalyticsConfig = z.output<typeof analyticsConfigSchema>;
