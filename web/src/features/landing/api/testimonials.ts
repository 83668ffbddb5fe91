import { testimonials } from '@shared/api/routes/testimonials';
import type { PublicTestimonial, publicTestimonialsResponseSchema } from '@shared/schemas/testimonial';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Type-only: the landing page must not load zod on first paint, so the wire type is derived, not parsed. */
type TestimonialsResponse = z.infer<typeof publicTestimonialsResponseSchema>;

/** GET /api/testimonials — approved testimonials only; anything unexpected reads as "none". */
export async function fetchPublicTestimonials(): Promise<PublicTestimonial[]> {
  const body: Partial<TestimonialsResponse> | undefined = await api.call(testimonials.listTestimonials);
  return Array.isArray(body?.testimonials) ? body.testimonials : [];
}

export const publicTestimonialsQuery = queryOptions({
  queryKey: ['testimonials', 'public'],
  queryFn: fetchPublicTestimonials,
});

export function usePublicTestimonials() {
  return useQuery(publicTestimonialsQuery);
}
