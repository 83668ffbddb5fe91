import { Box, Progress, Text } from '@chakra-ui/react';

/** A background job's progress bar: `done` of `total`, or an indeterminate bar until the job answers. */
export function JobProgress({
  label,
  done,
  total,
  palette,
}: {
  label: string;
  done?: number;
  total?: number;
  palette: string;
}) {
  const known = done !== undefined && total !== undefined;
  const percent = known && total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p="4" role="status">
      <Text mb="2" fontSize="sm" color="gray.700">
        {label}
      </Text>
      <Progress.Root value={known ? percent : null} size="sm" colorPalette={palette}>
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
