import { Button, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorStatus, loadErrorText } from '../../lib/api-client';
import { PageSpinner } from '../page-spinner';

/**
 * A screen that shows one query: a spinner while it loads, then `children(data)`. A failure shows
 * `failed` with Try again; a refusal (403) shows the server's reason (a suspended account, a role that
 * may not read this), with no Try again, since asking again gets the same answer. With `empty`, data that
 * `isEmpty` calls empty (default: an empty array) shows `empty` instead of `children`.
 */
export function QueryState<T>(props: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  /** What a 403 that is not a suspended account says (default the server's message). */
  forbidden?: string;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const q = props.query;
  if (q.isPending) return <PageSpinner label={props.loading} />;
  if (q.isError) {
    return (
      <Stack align="flex-start" role="alert">
        <Text>{loadErrorText(q.error, { failed: props.failed, forbidden: props.forbidden })}</Text>
        {errorStatus(q.error) !== 403 && (
          <Button onClick={() => void q.refetch()} loading={q.isFetching}>
            Try again
          </Button>
        )}
      </Stack>
    );
  }
  if (props.empty !== undefined && (props.isEmpty ?? isEmptyArray)(q.data)) return <>{props.empty}</>;
  return <>{props.children(q.data)}</>;
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;
