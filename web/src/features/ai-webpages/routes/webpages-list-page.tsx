import { Box, Button, Card, Heading, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { StatsCards } from '../components/stats-cards';
import { WebpageCard } from '../components/webpage-card';
import { useWebpagesList } from '../hooks/use-webpages-list';

export const CREATE_PATH = '/dashboard/ai-webpage/create';
export const deleteQuestion = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;

/** /dashboard/ai-webpage (spec part 3 §2 "AI Webpages list"): the stats, the one webpage and its actions. */
export function WebpagesListPage() {
  const list = useWebpagesList();
  const { webpages, exists, deleting } = list;
  const navigate = useNavigate();

  return (
    <Box>
      <PageHeader
        title="AI Webpages"
        description="One public page for your business, with your AI agent on it to capture leads."
        actions={
          <Button onClick={() => navigate(CREATE_PATH)} disabled={!webpages.isSuccess || exists}>
            {exists ? 'Webpage Created' : 'Create Webpage'}
          </Button>
        }
        mb="6"
      />
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
                  statusPending={list.statusPending}
                  onStatus={(status) => list.changeStatus(page, status)}
                  onDelete={() => list.askDelete(page)}
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
        pending={list.deletePending}
        onConfirm={list.confirmDelete}
        onClose={list.cancelDelete}
      />
    </Box>
  );
}
