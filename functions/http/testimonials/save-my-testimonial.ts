import { myTestimonialResponseSchema, testimonialInputSchema } from '../../../shared/schemas/testimonial';
import { saveMyTestimonial } from '../../core/public-site/testimonials';
import { http } from '../../kit/http';

/** POST /api/testimonials/mine — create or edit the tenant's one testimonial; it waits for approval. */
export const handler = http(
  { auth: 'owner', response: myTestimonialResponseSchema, body: testimonialInputSchema },
  async ({ session, body }) => ({
    testimonial: await saveMyTestimonial(session, body),
  }),
);
