import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  MyTestimonial,
  myTestimonialResponseSchema,
  TestimonialInput,
} from '../../../../../shared/schemas/testimonial';
import { api } from '../../../lib/api-client';

type MyTestimonialResponse = z.infer<typeof myTestimonialResponseSchema>;

/** GET /api/testimonials/mine — the owner's testimonial, or null when none was written. */
export async function fetchMyTestimonial(): Promise<MyTestimonial | null> {
  return (await api.get<MyTestimonialResponse>('/api/testimonials/mine')).testimonial;
}

export const myTestimonialQuery = queryOptions({ queryKey: ['testimonials', 'mine'], queryFn: fetchMyTestimonial });

export function useMyTestimonial(enabled: boolean) {
  return useQuery({ ...myTestimonialQuery, enabled });
}

/** POST /api/testimonials/mine — saves (or replaces) it; it waits for the platform admin's approval. */
export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestimonialInput) => api.post<MyTestimonialResponse>('/api/testimonials/mine', input),
    onSuccess: (body) => queryClient.setQueryData(myTestimonialQuery.queryKey, body.testimonial),
  });
}
