import { publicTestimonialsResponseSchema } from '../../../shared/schemas/testimonial';
import { listPublicTestimonials } from '../../core/testimonials';
import { http } from '../../kit/http';
import { reply } from '../../kit/response';

/** GET /api/testimonials — approved testimonials for the landing page: name, company, rating, quote. */
export const handler = http({ auth: 'public', response: publicTestimonialsResponseSchema }, async () =>
  reply(200, { testimonials: await listPublicTestimonials() }, { headers: { 'cache-control': 'public, max-age=60' } }),
);
