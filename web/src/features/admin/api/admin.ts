import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminEnquiry,
  AdminPlan,
  AdminStats,
  adminEnquiryResponse,
  adminPlanResponse,
  adminPlansResponse,
  listEnquiriesResponse,
  SystemHealth,
} from '../../../../../shared/schemas/admin';
import type { planInputSchema } from '../../../../../shared/schemas/plan';
import type {
  AdminTestimonial,
  adminTestimonialsResponseSchema,
  TESTIMONIAL_STATUSES,
} from '../../../../../shared/schemas/testimonial';
import { api } from '../../../lib/api-client';

/* Wire types come from the schemas the server parses its answers with (shared/schemas/admin.ts). */
export type { AdminEnquiry, AdminPlan, AdminStats, AdminTestimonial, SystemHealth };
export type PlanInput = z.input<typeof planInputSchema>;
export type EnquiriesPage = z.infer<typeof listEnquiriesResponse>;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

export const adminKeys = {
  stats: ['admin', 'stats'] as const,
  system: ['admin', 'system'] as const,
  plans: ['admin', 'plans'] as const,
  enquiries: (search: string, cursor: string | null) => ['admin', 'enquiries', search, cursor] as const,
  testimonials: (status: TestimonialStatus) => ['admin', 'testimonials', status] as const,
};

export const adminStatsQuery = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: () => api.get<AdminStats>('/api/admin/stats'),
});
export const useAdminStats = () => useQuery(adminStatsQuery);
export const useSystemHealth = () =>
  useQuery({ queryKey: adminKeys.system, queryFn: () => api.get<SystemHealth>('/api/admin/system') });

export const useAdminPlans = () =>
  useQuery({
    queryKey: adminKeys.plans,
    queryFn: async () => (await api.get<z.infer<typeof adminPlansResponse>>('/api/admin/plans')).plans,
  });

/** Plan changes refresh the plan list and the public catalogue the landing page reads. */
function usePlanMutation<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.plans }),
        queryClient.invalidateQueries({ queryKey: ['plans'] }),
      ]),
  });
}
const planPath = (id: string) => `/api/admin/plans/${encodeURIComponent(id)}`;
type PlanReply = z.infer<typeof adminPlanResponse>;
export const useCreatePlan = () =>
  usePlanMutation((input: PlanInput) => api.post<PlanReply>('/api/admin/plans', input));
export const useUpdatePlan = () =>
  usePlanMutation(({ id, ...input }: PlanInput & { id: string }) => api.put<PlanReply>(planPath(id), input));
export const useDeletePlan = () => usePlanMutation((id: string) => api.delete<unknown>(planPath(id)));

export function useEnquiries(search: string, cursor: string | null) {
  return useQuery({
    queryKey: adminKeys.enquiries(search, cursor),
    queryFn: () => {
      const params = new URLSearchParams({ limit: '20' });
      if (search) params.set('search', search);
      if (cursor) params.set('cursor', cursor);
      return api.get<EnquiriesPage>(`/api/admin/enquiries?${params.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
}
export function useUpdateEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; status?: AdminEnquiry['status']; internalNotes?: string }) =>
      api.patch<z.infer<typeof adminEnquiryResponse>>(`/api/admin/enquiries/${encodeURIComponent(id)}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'enquiries'] }),
  });
}

export const useAdminTestimonials = (status: TestimonialStatus) =>
  useQuery({
    queryKey: adminKeys.testimonials(status),
    queryFn: async () =>
      (await api.get<z.infer<typeof adminTestimonialsResponseSchema>>(`/api/admin/testimonials?status=${status}`))
        .testimonials,
  });
export function useApproveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approved }: { id: string; approved: boolean }) =>
      api.patch<unknown>(`/api/admin/testimonials/${encodeURIComponent(id)}`, { approved }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'testimonials'] }),
  });
}
