import { useState } from 'react';

interface Paging {
  filterKey: string;
  /** the cursors of the pages before the current one (null for the first page) */
  before: (string | null)[];
  cursor: string | null;
}

/**
 * Page-by-page browsing of a server list with sealed cursors. Paging belongs to one search and filter
 * (`filterKey`): the server refuses another filter's cursor, so a new filter starts again at page 1.
 */
export function useCursorPaging(filterKey: string) {
  const [paging, setPaging] = useState<Paging>({ filterKey, before: [], cursor: null });
  const { before, cursor } = paging.filterKey === filterKey ? paging : { before: [], cursor: null };
  return {
    cursor,
    pageNumber: before.length + 1,
    goNext: (nextCursor: string | null) => {
      if (nextCursor) setPaging({ filterKey, before: [...before, cursor], cursor: nextCursor });
    },
    goPrevious: () => {
      if (before.length > 0) setPaging({ filterKey, before: before.slice(0, -1), cursor: before[before.length - 1] });
    },
  };
}
