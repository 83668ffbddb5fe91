import { testimonials } from '@shared/api/routes/testimonials';
import type { MyTestimonial, TestimonialInput } from '@shared/schemas/testimonial';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/testimonials/mine — the owner's testimonial, or null when none was written. */
export async function fetchMyTestimonial(): Promise<MyTestimonial | null> {
  return (await api.call(testimonials.getMyTestimonial)).testimonial;
}

export const myTestimonialQuery = queryOptions({ queryKey: ['testimonials', 'mine'], queryFn: fetchMyTestimonial });

export function useMyTestimonial(enabled: boolean) {
  return useQuery({ ...myTestimonialQuery, enabled });
}

/** POST /api/testimonials/mine — saves (or replaces) it; it waits for the platform admin's approval. */
export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestimonialInput) => api.call(testimonials.saveMyTestimonial, { body: input }),
    onSuccess: (body) => queryClient.setQueryData(myTestimonialQuery.queryKey, body.testimonial),
  });
}
