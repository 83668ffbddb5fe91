import { testimonials } from '@shared/api/contracts/testimonials';
import { saveMyTestimonial } from '../../core/public-site/testimonials';
import { http } from '../../kit/http';

/** POST /api/testimonials/mine — create or edit the tenant's one testimonial; it waits for approval. */
export const handler = http(testimonials.saveMyTestimonial, async ({ session, body }) => ({
  testimonial: await saveMyTestimonial(session, body),
}));
