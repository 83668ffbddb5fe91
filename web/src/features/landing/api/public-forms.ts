import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../../../shared/schemas/public-site';
import { api } from '../../../lib/api-client';

export function useSubmitContact() {
  return useMutation({ mutationFn: (input: ContactInput) => api.post('/api/contacts', input) });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: (email: string) => api.post('/api/newsletter', { email }) });
}
