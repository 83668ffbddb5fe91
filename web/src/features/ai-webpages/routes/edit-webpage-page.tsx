import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { notify } from '../../../components/notify';
import { PageSpinner } from '../../../components/page-spinner';
import { serverErrorText, serverFieldErrors } from '../../../lib/api-client';
import { type AiWebpage, useUpdateWebpage, useWebpage, webpageQuery } from '../api/ai-webpages';
import { LIST_PATH, type SubmitWebpage, WebpageWizard } from '../components/webpage-wizard';

import { formFromWebpage, toPayload } from '../webpage-form';

/** /dashboard/ai-webpage/edit/{id} (spec part 3 §2 "Edit wizard"). */
export function EditWebpagePage() {
  const { id = '' } = useParams();
  const page = useWebpage(id);
  const navigate = useNavigate();

  useEffect(() => {
    // spec §9: a failed load says so once; the screen shows the not-found view
    if (page.isError) notify.once(`webpage-load-${id}`, 'error', 'Failed to fetch webpage');
  }, [page.isError, id]);

  if (page.isPending) return <PageSpinner label="Loading your webpage..." />;
  if (page.isError) {
    return (
      <Stack align="flex-start" gap="3">
        <Heading as="h1" size="xl">
          Webpage not found
        </Heading>
        <Text color="fg.muted">It may have been deleted, or the link is wrong.</Text>
        <Button onClick={() => navigate(LIST_PATH)}>Back to Webpages</Button>
      </Stack>
    );
  }
  return <EditForm page={page.data} />;
}

function EditForm({ page }: { page: AiWebpage }) {
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

  return (
    <WebpageWizard
      mode="edit"
      heading="Edit AI Powered Webpage"
      initial={formFromWebpage(page)}
      logoUrl={page.logoUrl}
      submitLabel="Update Webpage"
      pendingLabel="Updating..."
      pending={update.isPending}
      onSubmit={submit}
    />
  );
}
