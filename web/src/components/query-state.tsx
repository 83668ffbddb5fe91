import { Button, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSpinner } from './page-spinner';

/** A screen that shows one query: a spinner while it loads, the error with Try again, then `children(data)`. */
export function QueryState<T>(props: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const q = props.query;
  if (q.isPending) return <PageSpinner label={props.loading} />;
  if (q.isError) {
    return (
      <Stack align="flex-start" role="alert">
        <Text>{props.failed}</Text>
        <Button onClick={() => void q.refetch()} loading={q.isFetching}>
          Try again
        </Button>
      </Stack>
    );
  }
  return <>{props.children(q.data)}</>;
}
