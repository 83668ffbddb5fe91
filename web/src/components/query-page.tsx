import { Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';
import { QueryState } from './ui/query-state';

/** A dashboard screen that shows one query: its header, then QueryState's spinner, failure or `children(data)`. */
export function QueryPage<T>(props: {
  title: string;
  description: string;
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Stack gap="6">
      <PageHeader title={props.title} description={props.description} />
      <QueryState query={props.query} loading={props.loading} failed={props.failed}>
        {props.children}
      </QueryState>
    </Stack>
  );
}
