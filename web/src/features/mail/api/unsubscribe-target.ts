import { mail } from '@shared/api/routes/mail';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/mail/unsubscribe/{token} through the typed client (its path and level come from the contract). */
export function useUnsubscribeTarget(params: { token: string }) {
  return useQuery({
    queryKey: ['mail', 'unsubscribeTarget', params],
    queryFn: () => api.call(mail.unsubscribeTarget, { params }),
  });
}
