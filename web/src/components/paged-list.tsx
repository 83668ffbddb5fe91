import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { useCursorPaging } from '../lib/use-cursor-paging';
import { LoadError } from './load-error';
import { PageSpinner } from './page-spinner';
import { Pager } from './pager';

/**
 * A server-paged list's body: a spinner for the first load, the load error (with Try again) when
 * nothing was loaded, else the rows (or the empty text) over the pager. While the next page loads the
 * previous one stays, marked busy.
 */
export function PagedList(props: {
  page: {
    isPending: boolean;
    isError: boolean;
    data: unknown;
    error: unknown;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch(): unknown;
  };
  loadingLabel: string;
  errorTexts: { failed: string; forbidden: string };
  empty: boolean;
  emptyText: string;
  /** Under the rows, above the pager (a failed refresh). */
  notice?: ReactNode;
  paging: Pick<ReturnType<typeof useCursorPaging>, 'pageNumber' | 'goNext' | 'goPrevious'>;
  nextCursor: string | null;
  children: ReactNode;
}) {
  const { page, paging, nextCursor } = props;
  if (page.isPending) return <PageSpinner label={props.loadingLabel} />;
  if (page.isError && !page.data)
    return (
      <LoadError
        error={page.error}
        texts={props.errorTexts}
        onRetry={() => void page.refetch()}
        retrying={page.isFetching}
      />
    );
  return (
    <Stack gap="3" aria-busy={page.isPlaceholderData}>
      {props.empty ? (
        <Text color="gray.600" py="6" textAlign="center">
          {props.emptyText}
        </Text>
      ) : (
        props.children
      )}
      {props.notice}
      <Pager
        pageNumber={paging.pageNumber}
        hasNext={Boolean(nextCursor)}
        loading={page.isPlaceholderData}
        onPrevious={paging.goPrevious}
        onNext={() => paging.goNext(nextCursor)}
      />
    </Stack>
  );
}
