import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { LeadDetail } from '../api/leads';
import { formatDateTime, SENDER_LABELS } from './labels';

const BG = { customer: 'green.50', ai: 'gray.100', human_agent: 'blue.50' } as const;

/** The lead's conversations and every message in them, oldest first. */
export function Transcript({ conversations }: { conversations: LeadDetail['conversations'] }) {
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
                    {SENDER_LABELS[m.senderType]} · {formatDateTime(m.createdAt)}
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
