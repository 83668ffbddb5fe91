import { adminTestimonialsQuerySchema, adminTestimonialsResponseSchema } from '../../../shared/schemas/testimonial';
import { listTestimonialsForAdmin } from '../../core/public-site/testimonials';
import { http } from '../../kit/http';

/** GET /api/admin/testimonials?status=pending|approved|rejected — the admin's review list (default pending). */
export const handler = http(
  { auth: 'admin', response: adminTestimonialsResponseSchema, query: adminTestimonialsQuerySchema },
  async ({ query }) => ({
    testimonials: await listTestimonialsForAdmin(query.status),
  }),
);
