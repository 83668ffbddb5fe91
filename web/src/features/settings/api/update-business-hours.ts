import { businessHours } from '@shared/api/routes/business-hours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type CallInput } from '../../../lib/api-client';

/** PUT /api/inbox/business-hours through the typed client; refreshes the area's queries when it succeeds. */
export function useUpdateBusinessHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof businessHours.updateBusinessHours>) =>
      api.call(businessHours.updateBusinessHours, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['businessHours'] }),
  });
}
