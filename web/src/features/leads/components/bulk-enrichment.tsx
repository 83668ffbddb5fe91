import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { JobProgress } from '../../../components/job-progress';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { type Job, leadKeys, useJob, useStartEnrichAll } from '../api/leads';

/**
 * Bulk Enrich All / Analyze All: starts the job, polls its progress and ends with the spec's toast
 * ("Bulk Lead Enrichment Complete" – "Enriched N leads successfully. M failed.").
 */
export function useBulkEnrichment() {
  const queryClient = useQueryClient();
  const start = useStartEnrichAll();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId);
  const current = job.data?.job;
  useEffect(() => {
    if (current?.status !== 'done') return;
    notify.success(
      'Bulk Lead Enrichment Complete',
      `Enriched ${current.succeeded} leads successfully. ${current.failed} failed.`,
    );
    setJobId(null);
    void queryClient.invalidateQueries({ queryKey: leadKeys.all });
  }, [current, queryClient]);
  const run = async () => {
    try {
      const r = await start.mutateAsync();
      setJobId(r.job.id);
    } catch (error) {
      notify.error('Bulk lead enrichment failed', serverErrorText(error, 'Please try again.'));
    }
  };
  return { run, running: start.isPending || jobId !== null, job: jobId ? current : undefined };
}

export function BulkProgress({ job }: { job: Job | undefined }) {
  const finished = (job?.succeeded ?? 0) + (job?.failed ?? 0);
  return (
    <JobProgress
      label={job ? `Analyzing leads: ${finished} of ${job.total}` : 'Starting the analysis...'}
      done={job ? finished : undefined}
      total={job?.total}
      palette="purple"
    />
  );
}
