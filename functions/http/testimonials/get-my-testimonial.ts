import { myTestimonialResponseSchema } from '../../../shared/schemas/testimonial';
import { getMyTestimonial } from '../../core/public-site/testimonials';
import { http } from '../../kit/http';

/** GET /api/testimonials/mine — the owner's own testimonial and whether it is published, or null. */
export const handler = http({ auth: 'owner', response: myTestimonialResponseSchema }, async ({ session }) => ({
  testimonial: await getMyTestimonial(session.clientId),
}));
