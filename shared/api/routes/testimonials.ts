import { defineRoutes } from '../route';

/** testimonials: functions/http/testimonials/ serves these (functions/routes.ts). */
export const testimonials = defineRoutes('testimonials', {
  listTestimonials: { method: 'GET', path: '/api/testimonials', auth: 'public' },
  getMyTestimonial: { method: 'GET', path: '/api/testimonials/mine', auth: 'owner' },
  saveMyTestimonial: { method: 'POST', path: '/api/testimonials/mine', auth: 'owner' },
  listAdminTestimonials: { method: 'GET', path: '/api/admin/testimonials', auth: 'admin' },
  approveTestimonial: { method: 'PATCH', path: '/api/admin/testimonials/{id}', auth: 'admin' },
});
