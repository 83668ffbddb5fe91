import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/notify';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { useCreateWebpage, useUpdateWebpage } from '../api/ai-webpages';
import { LIST_PATH, type SubmitWebpage, WebpageWizard } from '../components/webpage-wizard';

import { emptyForm, toPayload } from '../webpage-form';

/** /dashboard/ai-webpage/create (spec part 3 §2 "Create wizard"). */
export function CreateWebpagePage() {
  const create = useCreateWebpage();
  const update = useUpdateWebpage();
  const navigate = useNavigate();
  const [initial] = useState(emptyForm);

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

  return (
    <WebpageWizard
      mode="create"
      heading="Create AI Powered Webpage"
      initial={initial}
      submitLabel="Create Webpage"
      pendingLabel="Creating..."
      pending={create.isPending || update.isPending}
      onSubmit={submit}
    />
  );
}
