import { Box, Progress, Text } from '@chakra-ui/react';
import type { SyncJob } from '../api/intents';

/** The running sync-all job: how many of the active intents Dialogflow CX has answered for so far. */
export function SyncProgress({ job }: { job: SyncJob | undefined }) {
  const total = job?.total ?? 0;
  const finished = (job?.syncedCount ?? 0) + (job?.failedCount ?? 0);
  const percent = total > 0 ? Math.round((finished / total) * 100) : 0;
  const label = job ? `Syncing intents to Dialogflow CX: ${finished} of ${total}` : 'Starting the sync...';
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p="4" role="status">
      <Text mb="2" fontSize="sm" color="gray.700">
        {label}
      </Text>
      <Progress.Root value={job ? percent : null} size="sm" colorPalette="blue">
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
