import { contacts } from '@shared/api/routes/contacts';
import { newsletter } from '@shared/api/routes/newsletter';
import type { ContactInput } from '@shared/schemas/public-site';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useSubmitContact() {
  return useMutation({ mutationFn: (input: ContactInput) => api.call(contacts.createContact, { body: input }) });
}

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (email: string) => api.call(newsletter.subscribeNewsletter, { body: { email } }),
  });
}
