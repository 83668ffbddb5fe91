import { Box, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notify';
import { QueryState } from '../../../components/query-state';
import {
  type AiWebpage,
  useDeleteWebpage,
  useSetWebpageStatus,
  useWebpages,
  type WebpageStatus,
} from '../api/ai-webpages';
import { StatsCards } from '../components/stats-cards';
import { WebpageCard } from '../components/webpage-card';

export const CREATE_PATH = '/dashboard/ai-webpage/create';
export const deleteQuestion = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;

/** /dashboard/ai-webpage (spec part 3 §2 "AI Webpages list"): the stats, the one webpage and its actions. */
export function WebpagesListPage() {
  const webpages = useWebpages();
  const setStatus = useSetWebpageStatus();
  const remove = useDeleteWebpage();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<AiWebpage | null>(null);
  const exists = (webpages.data?.webpages.length ?? 0) > 0;

  const changeStatus = async (page: AiWebpage, status: WebpageStatus) => {
    try {
      await setStatus.mutateAsync({ id: page.id, status });
      notify.success('Status Updated', `"${page.name}" is now ${status}.`);
    } catch {
      notify.error('Error', 'Failed to update status. Please try again.');
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success('Webpage Deleted', `"${deleting.name}" has been deleted.`);
    } catch {
      notify.error('Error', 'Failed to delete webpage. Please try again.');
    }
    setDeleting(null);
  };

  return (
    <Box>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap" mb="6">
        <Box>
          <Heading as="h1" size="2xl">
            AI Webpages
          </Heading>
          <Text color="fg.muted">One public page for your business, with your AI agent on it to capture leads.</Text>
        </Box>
        <Button onClick={() => navigate(CREATE_PATH)} disabled={!webpages.isSuccess || exists}>
          {exists ? 'Webpage Created' : 'Create Webpage'}
        </Button>
      </Flex>
      <QueryState query={webpages} loading="Loading your webpage..." failed="We couldn't load your webpage.">
        {({ webpages: pages }) => (
          <>
            <StatsCards pages={pages} />
            {pages.length === 0 ? (
              <Card.Root>
                <Card.Body textAlign="center" py="10" alignItems="center" gap="2">
                  <Heading as="h2" size="md">
                    No Webpage Yet
                  </Heading>
                  <Text color="fg.muted">
                    Pick a template, add your details and publish a page where the AI agent talks to your visitors.
                  </Text>
                  <Button mt="2" onClick={() => navigate(CREATE_PATH)}>
                    Create Your Webpage
                  </Button>
                </Card.Body>
              </Card.Root>
            ) : (
              pages.map((page) => (
                <WebpageCard
                  key={page.id}
                  page={page}
                  statusPending={setStatus.isPending}
                  onStatus={(status) => void changeStatus(page, status)}
                  onDelete={() => setDeleting(page)}
                />
              ))
            )}
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Webpage"
        question={deleting ? deleteQuestion(deleting.name) : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
