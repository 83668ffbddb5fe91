import * as common from '../../schemas/common';
import * as testimonial from '../../schemas/testimonial';
import { withSchemas } from '../route';
import { testimonials as routes } from '../routes/testimonials';

/** testimonials: each route of routes/testimonials.ts with its schemas. */
export const testimonials = withSchemas(routes, {
  listTestimonials: { response: testimonial.publicTestimonialsResponseSchema },
  getMyTestimonial: { response: testimonial.myTestimonialResponseSchema },
  saveMyTestimonial: { body: testimonial.testimonialInputSchema, response: testimonial.myTestimonialResponseSchema },
  listAdminTestimonials: {
    query: testimonial.adminTestimonialsQuerySchema,
    response: testimonial.adminTestimonialsResponseSchema,
  },
  approveTestimonial: {
    body: testimonial.testimonialApprovalSchema,
    params: common.idParams,
    response: testimonial.testimonialApprovalResponseSchema,
  },
});
