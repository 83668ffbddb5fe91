import { testimonials } from '@shared/api/contracts/testimonials';
import { reply } from '../../base/response';
import { listPublicTestimonials } from '../../core/public-site/testimonials';
import { http } from '../../kit/http';

/** GET /api/testimonials — approved testimonials for the landing page: name, company, rating, quote. */
export const handler = http(testimonials.listTestimonials, async () =>
  reply(200, { testimonials: await listPublicTestimonials() }, { headers: { 'cache-control': 'public, max-age=60' } }),
);
