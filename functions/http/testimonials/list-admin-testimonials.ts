import { testimonials } from '@shared/api/contracts/testimonials';
import { listTestimonialsForAdmin } from '../../core/public-site/testimonials';
import { http } from '../../kit/http';

/** GET /api/admin/testimonials?status=pending|approved|rejected — the admin's review list (default pending). */
export const handler = http(testimonials.listAdminTestimonials, async ({ query }) => ({
  testimonials: await listTestimonialsForAdmin(query.status),
}));
