import { Box, Button, Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { notify } from '../../../components/toaster';
import { serverErrorText } from '../../../lib/api-client';
import { download } from '../../../lib/download';
import { useCursorPaging } from '../../../lib/use-cursor-paging';
import { type ActivityFilter, activityCsvPath, useActivity } from '../api/activity';
import { ActivityList, CATEGORY_LABELS, LEVEL_LABELS } from '../components/activity-list';

const LEVEL_OPTIONS = [
  { value: 'all', label: 'All Levels' },
  ...Object.entries(LEVEL_LABELS).map(([value, label]) => ({ value, label })),
];
const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All Events' },
  ...Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label })),
];

/** Activity Logs (spec part 3 §2; issue 12 §5): the real log, filtered on the server, Export Logs as CSV. */
export function ActivitySection() {
  const [filter, setFilter] = useState<ActivityFilter>({ level: 'all', category: 'all' });
  const [exporting, setExporting] = useState(false);
  const { cursor, pageNumber, goNext, goPrevious } = useCursorPaging(`${filter.level}\n${filter.category}`);
  const page = useActivity(filter, cursor);

  const exportLogs = async () => {
    setExporting(true);
    try {
      const r = await download(activityCsvPath(filter), 'activity.csv');
      notify.success(
        'Export ready',
        r.truncated ? `The newest ${r.rows} entries were exported.` : `${r.rows} entries exported.`,
      );
    } catch (error) {
      notify.error('Export failed', serverErrorText(error, 'Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <FilterSelect
          label="Level"
          options={LEVEL_OPTIONS}
          value={filter.level}
          onChange={(level) => setFilter((f) => ({ ...f, level: level as ActivityFilter['level'] }))}
        />
        <FilterSelect
          label="Category"
          options={CATEGORY_OPTIONS}
          value={filter.category}
          onChange={(category) => setFilter((f) => ({ ...f, category: category as ActivityFilter['category'] }))}
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
            <Pager
              pageNumber={pageNumber}
              hasNext={Boolean(data.nextCursor) && !page.isPlaceholderData}
              loading={page.isPlaceholderData}
              onPrevious={goPrevious}
              onNext={() => goNext(data.nextCursor)}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function FilterSelect(props: {
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
}) {
  return (
    <Field.Root width="48">
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
