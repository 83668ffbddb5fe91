import { Button, Flex, Spinner, Text } from '@chakra-ui/react';
import type { useCursorPaging } from '../lib/use-cursor-paging';

/** Previous / Page N / Next under a server-paged table; hidden while there is only one page. */
export function Pager(props: {
  pageNumber: number;
  hasNext: boolean;
  loading: boolean;
  onPrevious(): void;
  onNext(): void;
}) {
  if (props.pageNumber === 1 && !props.hasNext) return null;
  return (
    <Flex as="nav" aria-label="Pages" gap="3" align="center" justify="space-between" wrap="wrap">
      <Button size="sm" variant="outline" onClick={props.onPrevious} disabled={props.pageNumber === 1}>
        Previous
      </Button>
      <Flex gap="2" align="center">
        {props.loading && <Spinner size="xs" aria-hidden="true" />}
        <Text fontSize="sm" color="gray.700" aria-live="polite">
          Page {props.pageNumber}
        </Text>
      </Flex>
      <Button size="sm" variant="outline" onClick={props.onNext} disabled={!props.hasNext}>
        Next
      </Button>
    </Flex>
  );
}

/** The Pager under a list paged with useCursorPaging; `loading` while a placeholder page is shown. */
export function CursorPager(props: {
  paging: ReturnType<typeof useCursorPaging>;
  nextCursor: string | null;
  loading: boolean;
}) {
  const { paging, nextCursor, loading } = props;
  return (
    <Pager
      pageNumber={paging.pageNumber}
      hasNext={Boolean(nextCursor) && !loading}
      loading={loading}
      onPrevious={paging.goPrevious}
      onNext={() => paging.goNext(nextCursor)}
    />
  );
}
