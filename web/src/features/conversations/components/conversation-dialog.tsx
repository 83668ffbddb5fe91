import { Badge, Box, Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { languageName } from '@shared/language-name';
import { useRef } from 'react';
import { MessageSource } from '../../../components/message-source';
import { AppDialog, CloseAction } from '../../../components/ui/dialog';
import { QueryState } from '../../../components/ui/query-state';
import { useSession } from '../../../lib/api/session';
import { agentAuthor } from '../../../lib/message-author';
import { type ConversationMessage, type ConversationRow, useConversationMessages } from '../api/conversations';
import { formatDateTime, formatTime, SENDER_LABELS, SOURCE_LABELS } from './labels';
import { StatusBadge } from './status-badge';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" color="gray.600" fontWeight="medium">
        {label}
      </Text>
      <Box as="dd" fontSize="sm" color="gray.900">
        {children}
      </Box>
    </Box>
  );
}

const SENDER_STYLES: Record<ConversationMessage['senderType'], { bg: string; align: 'flex-start' | 'flex-end' }> = {
  customer: { bg: 'green.50', align: 'flex-start' },
  ai: { bg: 'gray.100', align: 'flex-end' },
  human_agent: { bg: 'blue.50', align: 'flex-end' },
};

function MessageItem({ message, currentUserId }: { message: ConversationMessage; currentUserId?: string }) {
  const style = SENDER_STYLES[message.senderType];
  const who =
    message.senderType === 'human_agent'
      ? agentAuthor(message, currentUserId, SENDER_LABELS.human_agent)
      : SENDER_LABELS[message.senderType];
  return (
    <Box as="li" alignSelf={style.align} maxW="85%" bg={style.bg} rounded="md" px="3" py="2">
      <Flex gap="2" align="baseline" wrap="wrap" fontSize="xs" color="gray.700">
        <Text fontWeight="semibold">{who}</Text>
        <Text asChild>
          <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
        </Text>
      </Flex>
      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
        {message.content}
      </Text>
      {message.source && <MessageSource source={message.source} />}
      {message.intentMatched && (
        <Text fontSize="xs" color="gray.700" mt="1">
          Matched intent:{' '}
          <Badge colorPalette="purple" variant="subtle">
            {message.intentMatched}
          </Badge>
        </Text>
      )}
    </Box>
  );
}

function Messages({ conversationId }: { conversationId: string }) {
  const messages = useConversationMessages(conversationId);
  const me = useSession().data;
  return (
    <QueryState
      query={messages}
      loading="Loading messages..."
      failed="We couldn't load the messages of this conversation."
      empty={<Text color="gray.600">No messages found for this conversation</Text>}
    >
      {(list) => (
        <Stack as="ol" listStyleType="none" gap="2" aria-label="Messages">
          {list.map((message) => (
            <MessageItem key={message.id} message={message} currentUserId={me?.id} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * "View in CCAI Platform" (spec part 2 §2.3) appears only when the conversation has a CCAI chat id. The spec
 * does not say where it leads and no CCAI Platform link is configured, so it is shown disabled and says so.
 */
function CcaiButton({ chatId }: { chatId: string }) {
  return (
    <Stack gap="1" align="flex-start">
      <Button size="sm" variant="outline" disabled aria-describedby="ccai-not-connected">
        View in CCAI Platform
      </Button>
      <Text id="ccai-not-connected" fontSize="xs" color="gray.600">
        CCAI Platform is not connected, so chat {chatId} cannot be opened there.
      </Text>
    </Stack>
  );
}

/** The detail dialog of one conversation: its facts and its messages. */
export function ConversationDialog({ row, onClose }: { row: ConversationRow | null; onClose: () => void }) {
  // keeps the content in place while the dialog plays its closing animation
  const last = useRef(row);
  if (row) last.current = row;
  const shown = row ?? last.current;

  return (
    <AppDialog
      open={row !== null}
      onClose={onClose}
      title={
        <Box as="span" wordBreak="break-all">
          Conversation {shown?.sessionId}
        </Box>
      }
      size="lg"
      fullOnMobile
      placement="center"
      closeLabel="Close dialog"
      footer={<CloseAction />}
    >
      {shown && (
        <Stack gap="4">
          <SimpleGrid as="dl" columns={{ base: 2, sm: 4 }} gap="3">
            <Fact label="Status">
              <StatusBadge status={shown.status} />
            </Fact>
            <Fact label="Source">{SOURCE_LABELS[shown.source]}</Fact>
            <Fact label="Started">{formatDateTime(shown.createdAt)}</Fact>
            <Fact label="Escalated">
              {shown.isEscalated ? `Yes${shown.escalationReason ? ` (${shown.escalationReason})` : ''}` : 'No'}
            </Fact>
            <Fact label="Language">{shown.language ? languageName(shown.language) : 'Not identified'}</Fact>
          </SimpleGrid>
          {shown.ccaiChatId && <CcaiButton chatId={shown.ccaiChatId} />}
          <Messages conversationId={shown.id} />
        </Stack>
      )}
    </AppDialog>
  );
}
