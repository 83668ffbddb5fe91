import { Badge, Box, Button, Card, Flex, Heading, Portal, Stack, Text, Tooltip, Wrap } from '@chakra-ui/react';
import type { Intent } from '@shared/schemas/intent';
import { useId } from 'react';
import { cardPhrases } from '../intent-form';
import { EditIcon, SparklesIcon, SyncIcon, TrashIcon } from './icons';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatUpdated(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export const SYNC_INACTIVE_TOOLTIP = 'Intent must be active to sync';

/**
 * Sync is offered only for an active intent (spec part 1 §4). The button stays focusable when it is
 * unavailable (aria-disabled) so hover and keyboard focus can both show why.
 */
function SyncButton({
  title,
  active,
  syncing,
  onSync,
}: {
  title: string;
  active: boolean;
  syncing: boolean;
  onSync: () => void;
}) {
  const unavailable = !active || syncing;
  return (
    <Tooltip.Root disabled={active} openDelay={150} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Sync ${title} to AI`}
          aria-disabled={unavailable || undefined}
          data-disabled={unavailable ? '' : undefined}
          onClick={() => {
            if (!unavailable) onSync();
          }}
        >
          <SyncIcon />
          {syncing ? 'Syncing...' : 'Sync'}
        </Button>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{SYNC_INACTIVE_TOOLTIP}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

export function IntentCard({
  intent,
  enhancing,
  syncing,
  onSync,
  onEnhance,
  onEdit,
  onDelete,
}: {
  intent: Intent;
  enhancing: boolean;
  syncing: boolean;
  /** An action whose callback is left out is not offered (the role may not do it). */
  onSync?: () => void;
  onEnhance?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const titleId = useId();
  const { shown, more } = cardPhrases(intent.phrases);
  const updated = formatUpdated(intent.updatedAt);

  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" bg="white" data-testid="intent-card">
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <Stack gap="1.5">
          <Flex gap="2" wrap="wrap" align="center">
            <Heading as="h3" size="md" id={titleId} wordBreak="break-word">
              {intent.title}
            </Heading>
            {intent.requiresEscalation && (
              <Badge colorPalette="red" variant="subtle">
                Escalation
              </Badge>
            )}
            {intent.category && (
              <Badge colorPalette="blue" variant="outline">
                {intent.category}
              </Badge>
            )}
            {!intent.isActive && (
              <Badge colorPalette="gray" variant="solid">
                Inactive
              </Badge>
            )}
          </Flex>
          <Text color="gray.700" fontSize="sm" wordBreak="break-word">
            {intent.description}
          </Text>
        </Stack>

        <Box>
          <Text fontSize="xs" fontWeight="semibold" color="gray.600" textTransform="uppercase" mb="1.5">
            Training phrases
          </Text>
          <Wrap as="ul" gap="1.5" listStyleType="none" aria-label={`Training phrases of ${intent.title}`}>
            {shown.map((phrase, index) => (
              <Box
                as="li"
                // biome-ignore lint/suspicious/noArrayIndexKey: phrases may repeat; the order is stable
                key={index}
                px="2"
                py="0.5"
                rounded="md"
                bg="gray.100"
                color="gray.800"
                fontSize="sm"
                maxW="full"
                wordBreak="break-word"
              >
                {phrase}
              </Box>
            ))}
            {more > 0 && (
              <Box as="li" px="2" py="0.5" fontSize="sm" color="gray.600" fontWeight="medium">
                +{more} more
              </Box>
            )}
          </Wrap>
        </Box>

        <Box>
          <Text fontSize="xs" fontWeight="semibold" color="gray.600" textTransform="uppercase" mb="1.5">
            AI response
          </Text>
          <Text
            fontSize="sm"
            color="gray.800"
            bg="blue.50"
            borderLeftWidth="3px"
            borderColor="blue.400"
            px="3"
            py="2"
            rounded="sm"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
          >
            {intent.response}
          </Text>
        </Box>

        <Flex gap="3" wrap="wrap" align="center" justify="space-between">
          <Text fontSize="xs" color="gray.600">
            {updated && (
              <>
                Updated <time dateTime={intent.updatedAt}>{updated}</time>
              </>
            )}
          </Text>
          <Wrap gap="2">
            {onSync && <SyncButton title={intent.title} active={intent.isActive} syncing={syncing} onSync={onSync} />}
            {onEnhance && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="purple"
                aria-label={enhancing ? `Enhancing... ${intent.title}` : `AI Enhance ${intent.title}`}
                aria-disabled={enhancing || undefined}
                data-disabled={enhancing ? '' : undefined}
                onClick={() => {
                  if (!enhancing) onEnhance();
                }}
              >
                <SparklesIcon />
                {enhancing ? 'Enhancing...' : 'AI Enhance'}
              </Button>
            )}
            {onEdit && (
              <Button size="sm" variant="outline" aria-label={`Edit ${intent.title}`} onClick={onEdit}>
                <EditIcon />
                Edit
              </Button>
            )}
            {onDelete && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={`Delete ${intent.title}`}
                onClick={onDelete}
              >
                <TrashIcon />
                Delete
              </Button>
            )}
          </Wrap>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
