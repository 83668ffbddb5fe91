import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/notify';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { type AiWebpage, useCreateWebpage, useUpdateWebpage, webpageQuery } from '../api/ai-webpages';
import { toPayload } from '../webpage-form';
import type { SubmitWebpage } from './use-webpage-wizard';

export const LIST_PATH = '/dashboard/ai-webpage';

/** Creating: the page, then its logo (it travels only in the PUT's multipart form), then back to the list. */
export function useCreateWebpageSubmit(): { submit: SubmitWebpage; pending: boolean } {
  const create = useCreateWebpage();
  const update = useUpdateWebpage();
  const navigate = useNavigate();
  const submit: SubmitWebpage = async (form, logo) => {
    const input = toPayload(form);
    let created: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      created = await create.mutateAsync(input);
    } catch (error) {
      notify.error('Error', serverErrorText(error, 'Failed to create webpage'));
      return serverFieldErrors(error);
    }
    // the logo travels only in the PUT's multipart form, so a chosen logo follows the create
    if (logo) {
      const { status: _, ...fields } = input;
      try {
        await update.mutateAsync({ id: created.id, input: fields, logo });
      } catch (error) {
        notify.error(
          'Webpage created, logo not saved',
          serverErrorText(error, 'Failed to upload the logo. Add it again from Edit.'),
        );
        navigate(LIST_PATH);
        return undefined;
      }
    }
    notify.success('AI webpage created successfully!');
    navigate(LIST_PATH);
    return undefined;
  };
  return { submit, pending: create.isPending || update.isPending };
}

/** Editing: the fields without status (spec §4) and the logo, then the page is read again and the list shown. */
export function useEditWebpageSubmit(page: AiWebpage): { submit: SubmitWebpage; pending: boolean } {
  const update = useUpdateWebpage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const submit: SubmitWebpage = async (form, logo) => {
    const { status: _, ...input } = toPayload(form);
    try {
      await update.mutateAsync({ id: page.id, input, logo });
    } catch (error) {
      notify.error('Error', serverErrorText(error, 'Failed to update webpage'));
      return serverFieldErrors(error);
    }
    await queryClient.invalidateQueries({ queryKey: webpageQuery(page.id).queryKey });
    notify.success('Success', 'AI webpage updated successfully!');
    navigate(LIST_PATH);
    return undefined;
  };
  return { submit, pending: update.isPending };
}
