import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ContactInput,
  CreateContactResponse,
  subscribeNewsletterResponse,
} from '../../../../../shared/schemas/public-site';
import { api } from '../../../lib/api-client';

export function useSubmitContact() {
  return useMutation({ mutationFn: (input: ContactInput) => api.post<CreateContactResponse>('/api/contacts', input) });
}

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (email: string) => api.post<z.infer<typeof subscribeNewsletterResponse>>('/api/newsletter', { email }),
  });
}
