import { Badge, Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { SideDrawer } from '../../../components/side-drawer';
import { loadErrorText } from '../../../lib/api-client';
import { isBusy, type KnowledgeSource, useSourcePages } from '../api/knowledge';
import { PAGE_PALETTES, REASON_TEXT } from '../knowledge-format';

/** A source's pages and what became of each (fetched, skipped or failed, and why), 100 at a time. */
function PageList({ source }: { source: KnowledgeSource }) {
  const pages = useSourcePages(source.id, isBusy(source));
  if (pages.isPending) {
    return (
      <Stack gap="2" aria-busy="true" aria-label="Loading pages">
        <Skeleton h="10" />
        <Skeleton h="10" />
        <Skeleton h="10" />
      </Stack>
    );
  }
  if (pages.isError) {
    return (
      <Stack align="flex-start" role="alert">
        <Text>{loadErrorText(pages.error, { failed: "We couldn't load the pages. Please try again." })}</Text>
        <Button size="sm" onClick={() => void pages.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const all = pages.data.pages.flatMap((p) => p.pages);
  if (all.length === 0) return <Text color="gray.600">No pages read yet.</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {all.map((page) => (
          <Box
            as="li"
            key={page.url}
            borderBottomWidth="1px"
            borderColor="gray.100"
            pb="2"
            data-testid="knowledge-page-row"
            data-status={page.status}
            data-reason={page.reason}
          >
            <Flex gap="2" align="center" wrap="wrap">
              <Badge colorPalette={PAGE_PALETTES[page.status]}>{page.status}</Badge>
              <Text fontSize="sm" fontWeight="medium" wordBreak="break-all">
                {page.title ?? page.url}
              </Text>
            </Flex>
            {page.title && (
              <Text fontSize="xs" color="gray.600" wordBreak="break-all">
                {page.url}
              </Text>
            )}
            {(page.reason || page.detail) && (
              <Text fontSize="xs" color="gray.700">
                {[page.reason && REASON_TEXT[page.reason], page.detail].filter(Boolean).join(': ')}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
      {pages.hasNextPage && (
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => void pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
        >
          Show more pages
        </Button>
      )}
    </Stack>
  );
}

export function SourcePagesDrawer({ source, onClose }: { source: KnowledgeSource | null; onClose(): void }) {
  return (
    <SideDrawer
      open={source !== null}
      onOpenChange={(open) => !open && onClose()}
      placement="end"
      title={source ? `Pages of ${source.title}` : 'Pages'}
      closeLabel="Close pages"
      data-testid="knowledge-pages"
    >
      {source && <PageList source={source} />}
    </SideDrawer>
  );
}
