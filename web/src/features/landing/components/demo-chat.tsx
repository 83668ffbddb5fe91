import { Box, Button, Flex, HStack, IconButton, Input, Text, VStack } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { HydratedFieldset } from '../../../components/hydrated-fieldset';
import { useHydrated } from '../../../lib/use-hydrated';
import { type DemoMessage, useDemoChat } from '../use-demo-chat';

function SendIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M3 20.5 21 12 3 3.5 3 10l12 2-12 2z" />
    </svg>
  );
}

function ChatBubble({ message }: { message: DemoMessage }) {
  const fromUser = message.type === 'user';
  return (
    <Flex justify={fromUser ? 'flex-end' : 'flex-start'}>
      <Box
        maxW="85%"
        px="3"
        py="2"
        rounded="lg"
        bg={fromUser ? 'blue.600' : 'gray.100'}
        color={fromUser ? 'white' : 'gray.900'}
        fontSize="sm"
      >
        <Text as="span" srOnly>
          {fromUser ? 'You: ' : 'Assistant: '}
        </Text>
        {message.content}
      </Box>
    </Flex>
  );
}

/** The landing page's healthcare demo conversation, simulated entirely in the browser. */
export function DemoChat() {
  const { messages, botTyping, pickOption, sendMessage } = useDemoChat();
  const [draft, setDraft] = useState('');
  const hydrated = useHydrated();
  const logRef = useRef<HTMLDivElement>(null);

  // Keep the newest message in view inside the chat window (not the page).
  useEffect(() => {
    const log = logRef.current;
    if (log && messages.length > 0) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sendMessage(draft)) setDraft('');
  };

  const last = messages[messages.length - 1];
  const quickReplies = last?.type === 'bot' ? (last.options ?? []) : [];

  return (
    <Box borderWidth="1px" borderColor="gray.200" rounded="xl" shadow="lg" bg="white" overflow="hidden" w="full">
      <HStack bg="blue.600" color="white" px="4" py="3" gap="3">
        <Box w="2.5" h="2.5" rounded="full" bg="green.300" aria-hidden="true" />
        <Box>
          <Text fontWeight="semibold">CityCare Clinic assistant</Text>
          <Text fontSize="xs">Demo — runs in your browser only</Text>
        </Box>
      </HStack>
      <VStack
        ref={logRef}
        role="log"
        aria-label="Demo conversation"
        aria-live="polite"
        align="stretch"
        gap="2"
        p="4"
        h="80"
        overflowY="auto"
        tabIndex={0}
      >
        {messages.map((message, index) => (
          // The log only ever grows, so the position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
          <ChatBubble key={index} message={message} />
        ))}
        {botTyping && (
          <Text fontSize="xs" color="gray.600">
            Assistant is typing…
          </Text>
        )}
      </VStack>
      {quickReplies.length > 0 && (
        <Flex gap="2" px="4" pb="3" flexWrap="wrap" role="group" aria-label="Quick replies">
          {quickReplies.map((option) => (
            <Button
              key={option}
              size="xs"
              variant="outline"
              colorPalette="blue"
              disabled={!hydrated}
              onClick={() => pickOption(option)}
            >
              {option}
            </Button>
          ))}
        </Flex>
      )}
      <HStack as="form" onSubmit={onSubmit} borderTopWidth="1px" borderColor="gray.200" p="3" gap="2">
        <HydratedFieldset>
          <Input
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Type a message…"
            aria-label="Message to the demo assistant"
            size="sm"
          />
          <IconButton type="submit" aria-label="Send message" colorPalette="blue" size="sm">
            <SendIcon />
          </IconButton>
        </HydratedFieldset>
      </HStack>
    </Box>
  );
}
