import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { notify } from '../../../components/notify';
import { PageSpinner } from '../../../components/page-spinner';
import { type AiWebpage, useWebpage } from '../api/ai-webpages';
import { WebpageWizard } from '../components/webpage-wizard';
import { LIST_PATH, useEditWebpageSubmit } from '../hooks/use-save-webpage';
import { formFromWebpage } from '../webpage-form';

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
  const { submit, pending } = useEditWebpageSubmit(page);
  return (
    <WebpageWizard
      mode="edit"
      heading="Edit AI Powered Webpage"
      initial={formFromWebpage(page)}
      logoUrl={page.logoUrl}
      submitLabel="Update Webpage"
      pendingLabel="Updating..."
      pending={pending}
      onSubmit={submit}
    />
  );
}
