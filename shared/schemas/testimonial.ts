import * as z from 'zod';
import { TESTIMONIAL_STATUSES } from '../enums';
import { id, minText, timestamp } from './common';

export { TESTIMONIAL_STATUSES };

/**
 * Testimonials: a business owner rates Parley and leaves a quote (one per tenant, editable); it is
 * public only once the platform admin approves it, and any edit sends it back for approval.
 */
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

/** At most this many approved testimonials are shown on the landing page. */
export const PUBLIC_TESTIMONIALS_MAX = 6;

export const rating = z
  .number({ error: 'Rating must be a whole number from 1 to 5' })
  .int('Rating must be a whole number from 1 to 5')
  .min(1, 'Rating must be a whole number from 1 to 5')
  .max(5, 'Rating must be a whole number from 1 to 5');

/** POST /api/testimonials/mine */
export const testimonialInputSchema = z.object({ rating, quote: minText(20, 'Quote', 500) }).strict();
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

/** What the landing page shows; nothing private (no tenant, user, email or status). */
export const publicTestimonialSchema = z.object({
  name: z.string(),
  company: z.string(),
  rating: z.number().int(),
  quote: z.string(),
});
export type PublicTestimonial = z.infer<typeof publicTestimonialSchema>;
export const publicTestimonialsResponseSchema = z.object({ testimonials: z.array(publicTestimonialSchema) });

/** The owner's own testimonial and where it stands. */
export const myTestimonialSchema = publicTestimonialSchema.extend({
  status: z.enum(TESTIMONIAL_STATUSES),
  updatedAt: timestamp,
});
export type MyTestimonial = z.infer<typeof myTestimonialSchema>;
export const myTestimonialResponseSchema = z.object({ testimonial: myTestimonialSchema.nullable() });

/** The admin's review list. */
export const adminTestimonialSchema = myTestimonialSchema.extend({ id });
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export const adminTestimonialsResponseSchema = z.object({ testimonials: z.array(adminTestimonialSchema) });
export const adminTestimonialsQuerySchema = z
  .object({ status: z.enum(TESTIMONIAL_STATUSES).default('pending') })
  .strict();

/** PATCH /api/admin/testimonials/{id} (the admin panel issue adds the screen). */
export const testimonialApprovalSchema = z.object({ approved: z.boolean() }).strict();
export const testimonialApprovalResponseSchema = z.object({ testimonial: adminTestimonialSchema });
