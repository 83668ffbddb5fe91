import { Box, Progress, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notify } from '../../../components/toaster';
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
  const total = job?.total ?? 0;
  const percent = total > 0 ? Math.min(100, Math.round((finished / total) * 100)) : 0;
  const label = job ? `Analyzing leads: ${finished} of ${total}` : 'Starting the analysis...';
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p="4" role="status">
      <Text mb="2" fontSize="sm" color="gray.700">
        {label}
      </Text>
      <Progress.Root value={job ? percent : null} size="sm" colorPalette="purple">
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
