import { idParams } from '../../schemas/common';
import {
  adminTestimonialsQuerySchema,
  adminTestimonialsResponseSchema,
  myTestimonialResponseSchema,
  publicTestimonialsResponseSchema,
  testimonialApprovalResponseSchema,
  testimonialApprovalSchema,
  testimonialInputSchema,
} from '../../schemas/testimonial';
import { withSchemas } from '../route';
import { testimonials as routes } from '../routes/testimonials';

/** testimonials: each route of routes/testimonials.ts with its schemas. */
export const testimonials = withSchemas(routes, {
  listTestimonials: { response: publicTestimonialsResponseSchema },
  getMyTestimonial: { response: myTestimonialResponseSchema },
  saveMyTestimonial: { body: testimonialInputSchema, response: myTestimonialResponseSchema },
  listAdminTestimonials: { query: adminTestimonialsQuerySchema, response: adminTestimonialsResponseSchema },
  approveTestimonial: {
    body: testimonialApprovalSchema,
    params: idParams,
    response: testimonialApprovalResponseSchema,
  },
});
