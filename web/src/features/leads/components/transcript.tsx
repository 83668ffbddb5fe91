import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useSession } from '../../../lib/api/session';
import { agentAuthor } from '../../../lib/message-author';
import type { LeadDetail } from '../api/leads';
import { formatDateTime, SENDER_LABELS } from './labels';

const BG = { customer: 'green.50', ai: 'gray.100', human_agent: 'blue.50' } as const;

type TranscriptMessage = LeadDetail['conversations'][number]['messages'][number];

/** An agent's reply is signed "You" or with its author's name, as in the portal and the monitor (issue 27 item 13). */
const senderLabel = (m: TranscriptMessage, currentUserId: string | undefined) =>
  m.senderType === 'human_agent'
    ? agentAuthor(m, currentUserId, SENDER_LABELS.human_agent)
    : SENDER_LABELS[m.senderType];

/** The lead's conversations and every message in them, oldest first. */
export function Transcript({ conversations }: { conversations: LeadDetail['conversations'] }) {
  const me = useSession().data;
  if (conversations.length === 0) return <Text color="gray.600">This lead has no conversations.</Text>;
  return (
    <Stack gap="4">
      {conversations.map((c) => (
        <Box key={c.id} as="section" aria-label={`Conversation of ${formatDateTime(c.createdAt)}`}>
          <Flex gap="2" align="center" mb="2" fontSize="xs" color="gray.600" wrap="wrap">
            <Text>Started {formatDateTime(c.createdAt)}</Text>
            <Badge variant="subtle">{c.status}</Badge>
            {c.isEscalated && (
              <Badge colorPalette="orange" variant="subtle">
                Escalated
              </Badge>
            )}
          </Flex>
          {c.messages.length === 0 ? (
            <Text color="gray.600">No messages found for this conversation</Text>
          ) : (
            <Stack as="ol" listStyleType="none" gap="2">
              {c.messages.map((m) => (
                <Box as="li" key={m.id} bg={BG[m.senderType]} rounded="md" px="3" py="2">
                  <Text fontSize="xs" color="gray.700" fontWeight="semibold">
                    {senderLabel(m, me?.id)} · {formatDateTime(m.createdAt)}
                  </Text>
                  <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                    {m.content}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}
