import { Link, Text } from '@chakra-ui/react';
import { sourceHref, sourceLabel } from '@shared/message-source';
import type { MessageSource as Source } from '@shared/schemas/chat-message';

/**
 * The source under an answer from the business's knowledge (issue 33), as the widget shows it: the chat
 * test screen, Conversations and the agent portal. A link only to an http(s) page (shared/message-source.ts).
 */
export function MessageSource({ source }: { source: Source }) {
  const href = sourceHref(source);
  const label = sourceLabel(source);
  return (
    <Text fontSize="xs" color="gray.700" mt="1" data-testid="message-source">
      Source:{' '}
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer" color="inherit" textDecoration="underline">
          {label}
        </Link>
      ) : (
        label
      )}
    </Text>
  );
}
