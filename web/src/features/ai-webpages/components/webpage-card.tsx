import { Badge, Box, Button, Card, Flex, Heading, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { webpageTemplate } from '@shared/webpage-templates';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/notify';
import { LabeledSelect } from '../../../components/ui/field-frame';
import { type AiWebpage, previewUrl, publicUrl, type WebpageStatus } from '../api/ai-webpages';
import { conversionRate } from '../webpage-stats';

export const STATUS_OPTIONS: readonly { value: WebpageStatus; label: string }[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
];
const STATUS_COLOR: Record<WebpageStatus, string> = { draft: 'gray', published: 'green', archived: 'orange' };

export const editPath = (id: string) => `/dashboard/ai-webpage/edit/${encodeURIComponent(id)}`;

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    notify.success('Link Copied', url);
  } catch {
    notify.error('Could not copy the link', `Copy it by hand: ${url}`);
  }
}

/** The account's webpage with its actions (spec part 3 §2: Preview, Edit, Copy Link, status, the menu). */
export function WebpageCard(props: {
  page: AiWebpage;
  statusPending: boolean;
  onStatus(status: WebpageStatus): void;
  onDelete(): void;
}) {
  const { page } = props;
  const navigate = useNavigate();
  const url = publicUrl(page.pathname);
  const preview = () => window.open(previewUrl(page.id), '_blank', 'noopener');
  const rate = conversionRate(page.visits, page.conversions);
  return (
    <Card.Root as="article" aria-labelledby={`webpage-${page.id}`}>
      <Card.Body gap="4">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box minW="0" flex="1">
            <Flex align="center" gap="2" wrap="wrap">
              <Heading as="h2" size="lg" id={`webpage-${page.id}`}>
                {page.name}
              </Heading>
              <Badge colorPalette={STATUS_COLOR[page.status]}>{page.status}</Badge>
              <Badge variant="outline">{webpageTemplate(page.template)?.name ?? page.template}</Badge>
            </Flex>
            <Text color="fg.muted" mt="1">
              {page.title}
            </Text>
            <Link href={url} target="_blank" rel="noopener" fontSize="sm" wordBreak="break-all" color="blue.700">
              {url}
            </Link>
          </Box>
          <Menu.Root>
            <Menu.Trigger asChild>
              <Button size="sm" variant="ghost" aria-label={`More actions for ${page.name}`}>
                ⋯
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="edit" onClick={() => navigate(editPath(page.id))}>
                    Edit Webpage
                  </Menu.Item>
                  <Menu.Item value="preview" onClick={preview}>
                    Preview
                  </Menu.Item>
                  <Menu.Item value="copy" onClick={() => void copyLink(url)}>
                    Copy Link
                  </Menu.Item>
                  <Menu.Item value="delete" color="fg.error" onClick={props.onDelete}>
                    Delete Webpage
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </Flex>
        {page.description && <Text fontSize="sm">{page.description}</Text>}
        <Flex gap="6" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>
            {page.visits.toLocaleString()} {page.visits === 1 ? 'visit' : 'visits'}
          </Text>
          <Text>
            {page.conversions.toLocaleString()} {page.conversions === 1 ? 'conversion' : 'conversions'}
          </Text>
          <Text>Conversion rate: {rate ?? 'no visits yet'}</Text>
          <Text>Last modified {new Date(page.lastModified).toLocaleString()}</Text>
        </Flex>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'flex-end' }}>
          <Flex gap="2" wrap="wrap" flex="1">
            <Button size="sm" variant="outline" onClick={preview}>
              Preview
            </Button>
            <Button size="sm" variant="outline" onClick={() => navigate(editPath(page.id))}>
              Edit
            </Button>
            <Button size="sm" variant="outline" onClick={() => void copyLink(url)}>
              Copy Link
            </Button>
          </Flex>
          <Box aria-busy={props.statusPending}>
            <LabeledSelect
              label="Status"
              width="40"
              options={STATUS_OPTIONS}
              value={page.status}
              onChange={props.onStatus}
            />
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
