import { admin } from '@shared/api/routes/admin';
import { testimonials } from '@shared/api/routes/testimonials';
import type { AdminEnquiry, AdminPlan, AdminStats, listEnquiriesResponse, SystemHealth } from '@shared/schemas/admin';
import type { planInputSchema } from '@shared/schemas/plan';
import type { AdminTestimonial, TESTIMONIAL_STATUSES } from '@shared/schemas/testimonial';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
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
  queryFn: () => api.call(admin.getAdminStats),
});
export const useAdminStats = () => useQuery(adminStatsQuery);
export const useSystemHealth = () =>
  useQuery({ queryKey: adminKeys.system, queryFn: () => api.call(admin.getSystemHealth) });

export const useAdminPlans = () =>
  useQuery({
    queryKey: adminKeys.plans,
    queryFn: async () => (await api.call(admin.listAdminPlans)).plans,
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
export const useCreatePlan = () => usePlanMutation((input: PlanInput) => api.call(admin.createPlan, { body: input }));
export const useUpdatePlan = () =>
  usePlanMutation(({ id, ...input }: PlanInput & { id: string }) =>
    api.call(admin.updatePlan, { params: { id }, body: input }),
  );
export const useDeletePlan = () => usePlanMutation((id: string) => api.call(admin.deletePlan, { params: { id } }));

export function useEnquiries(search: string, cursor: string | null) {
  return useQuery({
    queryKey: adminKeys.enquiries(search, cursor),
    queryFn: () =>
      api.call(admin.listEnquiries, {
        query: { limit: '20', search: search || undefined, cursor: cursor || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}
export function useUpdateEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; status?: AdminEnquiry['status']; internalNotes?: string }) =>
      api.call(admin.updateEnquiry, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'enquiries'] }),
  });
}

export const useAdminTestimonials = (status: TestimonialStatus) =>
  useQuery({
    queryKey: adminKeys.testimonials(status),
    queryFn: async () => (await api.call(testimonials.listAdminTestimonials, { query: { status } })).testimonials,
  });
export function useApproveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approved }: { id: string; approved: boolean }) =>
      api.call(testimonials.approveTestimonial, { params: { id }, body: { approved } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'testimonials'] }),
  });
}
