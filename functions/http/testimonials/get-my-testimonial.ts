import { testimonials } from '@shared/api/contracts/testimonials';
import { getMyTestimonial } from '../../core/public-site/testimonials';
import { http } from '../../kit/http';

/** GET /api/testimonials/mine — the owner's own testimonial and whether it is published, or null. */
export const handler = http(testimonials.getMyTestimonial, async ({ session }) => ({
  testimonial: await getMyTestimonial(session.clientId),
}));
