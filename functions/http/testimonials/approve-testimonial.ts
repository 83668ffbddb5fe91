import { testimonials } from '@shared/api/contracts/testimonials';
import { setTestimonialApproval } from '../../core/public-site/testimonials';
import { http } from '../../kit/http';

/** PATCH /api/admin/testimonials/{id} `{approved}` — publish it on the landing page, or reject it. */
export const handler = http(testimonials.approveTestimonial, async ({ params, body }) => ({
  testimonial: await setTestimonialApproval(params.id, body.approved),
}));
