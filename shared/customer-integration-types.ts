/** Customer integrations (Settings → Integrations, spec part 3 §2/§3): the types and their fields. */
export const CUSTOMER_INTEGRATION_TYPES = ['whatsapp', 'analytics'] as const;
export type CustomerIntegrationType = (typeof CUSTOMER_INTEGRATION_TYPES)[number];

/** Every field of a type's configuration (schemas/customer-integrations.ts checks their values). */
export const CONFIG_FIELDS: Record<CustomerIntegrationType, readonly string[]> = {
  whatsapp: ['phoneNumberId', 'businessAccountId', 'accessToken', 'verifyToken', 'appSecret'],
  analytics: ['measurementId', 'trackingId'],
};
/** The secret fields: encrypted at rest (context: the tenant), masked in responses. */
export const CUSTOMER_SECRET_FIELDS: Record<CustomerIntegrationType, readonly string[]> = {
  whatsapp: ['accessToken', 'verifyToken', 'appSecret'],
  analytics: [],
};
/** The field that makes a card Connected (with isEnabled), spec part 3 §2. */
export const CONNECTED_FIELD: Record<CustomerIntegrationType, string> = {
  whatsapp: 'phoneNumberId',
  analytics: 'measurementId',
};
