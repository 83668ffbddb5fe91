import * as z from 'zod';
import { ENQUIRY_STATUSES } from '../enums';
import { email, id, minText, shortText, timestamp, visibleLength } from './common';

/** Landing-page enquiry (part 1 §5): name ≥ 2, valid email, message ≥ 10 when given. */
export const contactInputSchema = z
  .object({
    name: minText(2, 'Name', 100),
    email,
    company: shortText(120).optional(),
    phone: shortText(30).optional(),
    message: shortText(2000, 'Message must be at most 2000 characters')
      .optional()
      .refine((m) => !m || visibleLength(m) >= 10, 'Message must be at least 10 characters'),
    industry: shortText(60).optional(),
  })
  .strict();
export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  company: z.string().optional(),
  phone: z.string().optional(),
  message: z.string().optional(),
  industry: z.string().optional(),
  internalNotes: z.string().optional(),
  source: z.string().default('landing_page'),
  status: z.enum(ENQUIRY_STATUSES).default('new'),
  createdAt: timestamp,
});
export type Contact = z.infer<typeof contactSchema>;

/** POST /api/contacts (201) */
export const createContactResponse = z.object({ success: z.literal(true), id });
export type CreateContactResponse = z.infer<typeof createContactResponse>;

export const newsletterInputSchema = z.object({ email }).strict();
/** POST /api/newsletter (201) */
export const subscribeNewsletterResponse = z.object({ success: z.literal(true) });
export const newsletterSchema = z.object({
  id,
  email: z.string(),
  isActive: z.boolean().default(true),
  createdAt: timestamp,
});
export type Newsletter = z.infer<typeof newsletterSchema>;
