import { mail } from '@shared/api/routes/mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type CallInput } from '../../../lib/api-client';

/** POST /api/mail/unsubscribe/{token} through the typed client; refreshes the area's queries when it succeeds. */
export function useUnsubscribeMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof mail.unsubscribeMail>) => api.call(mail.unsubscribeMail, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mail'] }),
  });
}
