import { businessHours } from '@shared/api/routes/business-hours';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/inbox/business-hours through the typed client (its path and level come from the contract). */
export function useGetBusinessHours() {
  return useQuery({
    queryKey: ['businessHours', 'getBusinessHours'],
    queryFn: () => api.call(businessHours.getBusinessHours),
  });
}
