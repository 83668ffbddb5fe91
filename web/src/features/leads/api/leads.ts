import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  createLeadRequest,
  enrichLeadResponse,
  eraseLeadResponse,
  JobResponse,
  LEAD_FILTERS,
  LeadDetail,
  LeadRow,
  LeadStats,
  leadResponse,
  listLeadsResponse,
} from '../../../../../shared/schemas/leads';
import { api } from '../../../lib/api-client';

/* Wire types come from the schemas the server parses its answers with (shared/schemas/leads.ts). */
export type { LeadDetail, LeadRow, LeadStats };
export type LeadsPage = z.infer<typeof listLeadsResponse>;
export type StatusFilter = (typeof LEAD_FILTERS)[number];
export type NewLead = z.input<typeof createLeadRequest>;
type LeadReply = z.infer<typeof leadResponse>;
export type EnrichReply = z.infer<typeof enrichLeadResponse>;
export type Job = JobResponse['job'];

export const PAGE_SIZE = 20;
/** How often the screen asks how a bulk job is doing. */
export const JOB_POLL_MS = 1000;

export interface LeadListParams {
  status: StatusFilter;
  search: string;
  cursor: string | null;
  limit?: number;
}

function filterParams({ status, search }: Pick<LeadListParams, 'status' | 'search'>): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  const term = search.trim();
  if (term) params.set('search', term);
  return params;
}

/** The list URL: filter, search and cursor go to the server (it filters and paginates). */
export function leadsPath(p: LeadListParams): string {
  const params = filterParams(p);
  if (p.cursor) params.set('cursor', p.cursor);
  params.set('limit', String(p.limit ?? PAGE_SIZE));
  return `/api/leads?${params.toString()}`;
}
export const exportCsvPath = (p: Pick<LeadListParams, 'status' | 'search'>) => {
  const q = filterParams(p).toString();
  return `/api/leads/export.csv${q ? `?${q}` : ''}`;
};
export const leadPath = (id: string) => `/api/leads/${encodeURIComponent(id)}`;

export const leadKeys = {
  all: ['leads'] as const,
  list: (params: LeadListParams) => ['leads', 'list', params] as const,
  stats: ['leads', 'stats'] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
  job: (id: string) => ['jobs', id] as const,
};

export function useLeadsPage(params: LeadListParams) {
  return useQuery({
    ...queryOptions({ queryKey: leadKeys.list(params), queryFn: () => api.get<LeadsPage>(leadsPath(params)) }),
    // the table keeps the last page while the next one loads instead of flashing a spinner
    placeholderData: keepPreviousData,
  });
}

export const leadStatsQuery = queryOptions({
  queryKey: leadKeys.stats,
  queryFn: () => api.get<LeadStats>('/api/leads/stats'),
});
export const useLeadStats = () => useQuery(leadStatsQuery);

export function useLeadDetail(id: string | null) {
  return useQuery({
    queryKey: leadKeys.detail(id ?? ''),
    queryFn: () => api.get<LeadDetail>(leadPath(id ?? '')),
    enabled: id !== null,
  });
}

/** Every lead change refreshes the lists, the cards and the open lead (spec §7: the related list is refreshed). */
function useLeadMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

export const useCreateLead = () => useLeadMutation((input: NewLead) => api.post<LeadReply>('/api/leads', input));
export const useSetLeadStatus = () =>
  useLeadMutation(({ id, ...body }: { id: string; status: LeadRow['status']; notes?: string }) =>
    api.patch<LeadReply>(`${leadPath(id)}/status`, body),
  );
export const useEnrichLead = () => useLeadMutation((id: string) => api.post<EnrichReply>(`${leadPath(id)}/enrich`));
export const useEraseLead = () =>
  useLeadMutation((id: string) => api.delete<z.infer<typeof eraseLeadResponse>>(leadPath(id)));
export const useStartEnrichAll = () =>
  useMutation({ mutationFn: () => api.post<JobResponse>('/api/leads/enrich-all') });

/** A bulk job's progress, polled until it is done. */
export function useJob(id: string | null) {
  return useQuery({
    queryKey: leadKeys.job(id ?? ''),
    queryFn: () => api.get<JobResponse>(`/api/jobs/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.job.status === 'done' ? false : JOB_POLL_MS),
  });
}
