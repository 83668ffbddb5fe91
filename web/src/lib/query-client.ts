import { QueryClient } from '@tanstack/react-query';

/**
 * Data-fetching defaults of spec part 1 §7: fetched data never goes stale, no refetch on focus,
 * no polling, no retries for reads or writes. Screens that need fresh data invalidate explicitly.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
