import { testimonialApprovalResponseSchema, testimonialApprovalSchema } from '../../../shared/schemas/testimonial';
import { setTestimonialApproval } from '../../core/public-site/testimonials';
import { http, idParams } from '../../kit/http';

/** PATCH /api/admin/testimonials/{id} `{approved}` — publish it on the landing page, or reject it. */
export const handler = http(
  { auth: 'admin', response: testimonialApprovalResponseSchema, body: testimonialApprovalSchema, params: idParams },
  async ({ params, body }) => ({ testimonial: await setTestimonialApproval(params.id, body.approved) }),
);
