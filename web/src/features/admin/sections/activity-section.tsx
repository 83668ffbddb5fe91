import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CursorPager } from '../../../components/pager';
import { LabeledSelect } from '../../../components/ui/field-frame';
import { QueryState } from '../../../components/ui/query-state';
import { useDownload } from '../../../lib/download';
import { useCursorPaging } from '../../../lib/use-cursor-paging';
import { type ActivityFilter, activityCsvPath, useActivity } from '../api/activity';
import { ActivityList, CATEGORY_LABELS, LEVEL_LABELS } from '../components/activity-list';

const optionsOf = <V extends string>(all: string, labels: Record<V, string>) => [
  { value: 'all' as const, label: all },
  ...(Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label })),
];
const LEVEL_OPTIONS = optionsOf('All Levels', LEVEL_LABELS);
const CATEGORY_OPTIONS = optionsOf('All Events', CATEGORY_LABELS);

/** Activity Logs (spec part 3 §2; issue 12 §5): the real log, filtered on the server, Export Logs as CSV. */
export function ActivitySection() {
  const [filter, setFilter] = useState<ActivityFilter>({ level: 'all', category: 'all' });
  const { exporting, run } = useDownload();
  const paging = useCursorPaging(`${filter.level}\n${filter.category}`);
  const page = useActivity(filter, paging.cursor);
  const exportLogs = () =>
    run(activityCsvPath(filter), 'activity.csv', (r) => [
      'Export ready',
      r.truncated ? `The newest ${r.rows} entries were exported.` : `${r.rows} entries exported.`,
    ]);

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <LabeledSelect
          label="Level"
          options={LEVEL_OPTIONS}
          value={filter.level}
          onChange={(level) => setFilter((f) => ({ ...f, level }))}
        />
        <LabeledSelect
          label="Category"
          options={CATEGORY_OPTIONS}
          value={filter.category}
          onChange={(category) => setFilter((f) => ({ ...f, category }))}
        />
        <Button variant="outline" onClick={() => void exportLogs()} loading={exporting}>
          Export Logs
        </Button>
      </Flex>
      <Text fontSize="sm" color="gray.600">
        Sign-ins, sign-ups, account, plan, configuration and gateway changes from the last 90 days. Secret values are
        never recorded, only the names of the fields that changed.
      </Text>
      <QueryState query={page} loading="Loading activity..." failed="We couldn't load the activity log.">
        {(data) => (
          <Stack gap="3" aria-busy={page.isPlaceholderData}>
            {data.entries.length === 0 ? (
              <Text color="gray.600" textAlign="center" py="6">
                No activity matches these filters yet.
              </Text>
            ) : (
              <Box maxH="24rem" overflowY="auto" tabIndex={0} role="region" aria-label="Activity log" pr="2">
                <ActivityList entries={data.entries} />
              </Box>
            )}
            <CursorPager paging={paging} nextCursor={data.nextCursor} loading={page.isPlaceholderData} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
