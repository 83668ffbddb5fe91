import { jobs } from '@shared/api/routes/jobs';
import { leads } from '@shared/api/routes/leads';
import type {
  createLeadRequest,
  enrichLeadResponse,
  JobResponse,
  LEAD_FILTERS,
  LeadDetail,
  LeadRow,
  LeadStats,
  listLeadsResponse,
} from '@shared/schemas/leads';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, urlOf } from '../../../lib/api-client';

/* Wire types come from the schemas the server parses its answers with (shared/schemas/leads.ts). */
export type { LeadDetail, LeadRow, LeadStats };
export type LeadsPage = z.infer<typeof listLeadsResponse>;
export type StatusFilter = (typeof LEAD_FILTERS)[number];
export type NewLead = z.input<typeof createLeadRequest>;
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

const filterQuery = ({ status, search }: Pick<LeadListParams, 'status' | 'search'>) => ({
  status: status === 'all' ? undefined : status,
  search: search.trim() || undefined,
});

/** The list's query: filter, search and cursor go to the server (it filters and paginates). */
export const leadsQuery = (p: LeadListParams) => ({
  ...filterQuery(p),
  cursor: p.cursor || undefined,
  limit: p.limit ?? PAGE_SIZE,
});
export const exportCsvPath = (p: Pick<LeadListParams, 'status' | 'search'>) =>
  urlOf(leads.exportLeadsCsv, { query: filterQuery(p) });
/** A person's data (GDPR export), downloaded as JSON. */
export const leadExportPath = (id: string) => urlOf(leads.exportLead, { params: { id } });

export const leadKeys = {
  all: ['leads'] as const,
  list: (params: LeadListParams) => ['leads', 'list', params] as const,
  stats: ['leads', 'stats'] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
  job: (id: string) => ['jobs', id] as const,
};

export function useLeadsPage(params: LeadListParams) {
  return useQuery({
    ...queryOptions({
      queryKey: leadKeys.list(params),
      queryFn: () => api.call(leads.listLeads, { query: leadsQuery(params) }),
    }),
    // the table keeps the last page while the next one loads instead of flashing a spinner
    placeholderData: keepPreviousData,
  });
}

export const leadStatsQuery = queryOptions({
  queryKey: leadKeys.stats,
  queryFn: () => api.call(leads.getLeadStats),
});
export const useLeadStats = () => useQuery(leadStatsQuery);

export function useLeadDetail(id: string | null) {
  return useQuery({
    queryKey: leadKeys.detail(id ?? ''),
    queryFn: () => api.call(leads.getLead, { params: { id: id ?? '' } }),
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

export const useCreateLead = () => useLeadMutation((input: NewLead) => api.call(leads.createLead, { body: input }));
export const useSetLeadStatus = () =>
  useLeadMutation(({ id, ...body }: { id: string; status: LeadRow['status']; notes?: string }) =>
    api.call(leads.updateLeadStatus, { params: { id }, body }),
  );
export const useEnrichLead = () => useLeadMutation((id: string) => api.call(leads.enrichLead, { params: { id } }));
export const useEraseLead = () => useLeadMutation((id: string) => api.call(leads.eraseLead, { params: { id } }));
export const useStartEnrichAll = () => useMutation({ mutationFn: () => api.call(leads.enrichAllLeads) });

/** A bulk job's progress, polled until it is done. */
export function useJob(id: string | null) {
  return useQuery({
    queryKey: leadKeys.job(id ?? ''),
    queryFn: () => api.call(jobs.getJob, { params: { id: id ?? '' } }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.job.status === 'done' ? false : JOB_POLL_MS),
  });
}
