import { settings } from '@shared/api/routes/settings';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../components/notify';
import { api, serverErrorText, serverFieldErrors } from '../../../lib/api-client';

export const DELETED_TOAST = 'Your account has been deleted';

/**
 * Delete Account: the company name must be typed exactly before the button works; the server checks the
 * same name (400 on `confirmation` otherwise). On success every session has ended, so the page goes to
 * the landing page with a full load, which also drops every cached tenant record.
 */
export function useDeleteAccount() {
  const [open, setOpen] = useState(false);
  // one input checked by the server: plain state (react-hook-form and zod would cost this route ~40 KB gzip)
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const account = useQuery({
    queryKey: ['settings', 'account'],
    queryFn: () => api.call(settings.getAccount),
  });
  const remove = useMutation({
    mutationFn: (confirmation: string) => api.call(settings.deleteAccount, { body: { confirmation } }),
    onSuccess: () => {
      notify.success(DELETED_TOAST, 'Your data has been erased and your subscription cancelled.');
      // the toast shows while the landing page loads; the full load forgets the signed-in state
      setTimeout(() => window.location.assign('/'), 1500);
    },
    onError: (error) => {
      setFieldError(serverFieldErrors(error).confirmation);
      notify.error('Could not delete the account', serverErrorText(error, 'Please try again.'));
    },
  });

  const companyName = account.data?.companyName;
  return {
    account,
    companyName,
    typed,
    type: (value: string) => {
      setTyped(value);
      setFieldError(undefined);
    },
    fieldError,
    open,
    openDialog: () => setOpen(true),
    close: () => {
      if (remove.isPending) return;
      setOpen(false);
      setTyped('');
      setFieldError(undefined);
    },
    matches: companyName !== undefined && typed === companyName,
    deleting: remove.isPending,
    confirm: () => remove.mutate(typed),
  };
}
