import { performance } from '@shared/api/routes/performance';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/inbox/performance through the typed client (its path and level come from the contract). */
export function useGetPerformance() {
  return useQuery({
    queryKey: ['performance', 'getPerformance'],
    queryFn: () => api.call(performance.getPerformance),
  });
}
