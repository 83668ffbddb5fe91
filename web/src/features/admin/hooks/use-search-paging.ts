import { useState } from 'react';
import { useCursorPaging } from '../../../lib/use-cursor-paging';
import { useDebounced } from '../../../lib/use-debounced';

/** A list searched on the server: what is typed, the search it settles to (300 ms), and its pages (back to page 1 on a new search). */
export function useSearchPaging() {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), 300);
  const paging = useCursorPaging(search);
  return { input, setInput, search, paging };
}
