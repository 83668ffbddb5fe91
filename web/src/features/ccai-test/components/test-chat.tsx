import { Alert, Box, Button, Card, Flex, Heading, HStack, Input, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { MessageSource } from '../../../components/message-source';
import { notify } from '../../../components/notify';
import { Field } from '../../../components/ui/field-frame';
import { ApiError, serverErrorText } from '../../../lib/api-client';
import { type CcaiMessage, useCcaiConversation, useEscalateTest, useSendTestMessage } from '../api/ccai';
import { matchLabel, SESSION_KEY, SUGGESTIONS } from '../suggestions';

const WHO: Record<CcaiMessage['senderType'], string> = { ai: 'AI agent', customer: 'You', human_agent: 'Team member' };

const readSession = () => {
  try {
    return sessionStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
};

/** The chat test card (spec part 2 §2.1): the session reuses its id; New Session starts over. */
export function TestChat() {
  const [sessionId, setSessionId] = useState<string | null>(readSession);
  const [sessionInput, setSessionInput] = useState('');
  const [message, setMessage] = useState('');
  const [messages, setMessages] = useState<CcaiMessage[]>([]);
  const [escalated, setEscalated] = useState(false);
  const send = useSendTestMessage();
  const escalate = useEscalateTest();
  const history = useCcaiConversation(messages.length === 0 ? sessionId : null);
  const log = useRef<HTMLDivElement>(null);

  // a stored session (reload) shows its conversation so far
  useEffect(() => {
    if (history.data && messages.length === 0) {
      setMessages(history.data.messages);
      setEscalated(history.data.conversation.escalated);
    }
  }, [history.data, messages.length]);
  // a stored session that no longer exists (another account, or gone) is dropped: the next send starts one
  const staleSession = history.error instanceof ApiError && history.error.status === 404;
  useEffect(() => {
    if (!staleSession) return;
    setSessionId(null);
    try {
      sessionStorage.removeItem(SESSION_KEY);
    } catch {
      // private mode: nothing was stored
    }
  }, [staleSession]);
  // the newest message stays in view
  const count = messages.length + (send.isPending ? 1 : 0);
  useEffect(() => {
    if (count > 0) log.current?.scrollTo?.({ top: log.current.scrollHeight });
  }, [count]);

  const keepSession = (id: string | null) => {
    setSessionId(id);
    try {
      if (id) sessionStorage.setItem(SESSION_KEY, id);
      else sessionStorage.removeItem(SESSION_KEY);
    } catch {
      // private mode: the session lives as long as the page
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = message.trim();
    if (!text || send.isPending) return;
    const chosen = sessionInput.trim() || sessionId || undefined;
    send.mutate(
      { message: text, sessionId: chosen },
      {
        onSuccess: (result) => {
          if (result.sessionId !== sessionId) setMessages([]);
          keepSession(result.sessionId);
          setSessionInput('');
          setMessage('');
          setMessages((current) => [...(result.sessionId === sessionId ? current : []), ...result.messages]);
          setEscalated(result.requiresEscalation);
        },
        onError: (error) => notify.error('Error', serverErrorText(error, 'Failed to send message')),
      },
    );
  };
  const onEscalate = () => {
    if (!sessionId) return notify.error('No Active Session', 'Start a conversation first to escalate it.');
    escalate.mutate(sessionId, {
      onSuccess: (result) => {
        setMessages((current) => [
          ...current,
          ...result.messages.map((m) => ({ ...m, intentMatched: null, confidence: null })),
        ]);
        setEscalated(true);
        notify.info('Escalated', 'Conversation has been escalated to a human agent.');
      },
      onError: () => notify.error('Failed to escalate conversation'),
    });
  };
  const newSession = () => {
    keepSession(null);
    setSessionInput('');
    setMessage('');
    setMessages([]);
    setEscalated(false);
  };

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Flex justify="space-between" align="center" wrap="wrap" gap="2">
            <Heading as="h2" size="md">
              Chat test
            </Heading>
            <Text fontSize="sm" color="gray.600" data-testid="ccai-session">
              {sessionId ? `Session ${sessionId}` : 'No session yet: the first message starts one'}
            </Text>
          </Flex>
          {escalated && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Escalation Required</Alert.Title>
                <Alert.Description>
                  This conversation is handed to a person; the AI agent stops answering it.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Box
            ref={log}
            role="log"
            aria-live="polite"
            aria-label="Test conversation"
            aria-busy={send.isPending}
            tabIndex={0}
            borderWidth="1px"
            borderRadius="md"
            p="3"
            minH="240px"
            maxH="420px"
            overflowY="auto"
          >
            {messages.length === 0 && !send.isPending ? (
              <Text color="gray.600">Send a message or pick a suggestion to test how your agent answers.</Text>
            ) : (
              <Stack gap="3">
                {messages.map((m) => {
                  // an answer from knowledge names its source instead of the intent match (issue 33)
                  const label =
                    m.senderType !== 'ai'
                      ? null
                      : m.source
                        ? 'Answered from knowledge'
                        : matchLabel(m.intentMatched, m.confidence);
                  return (
                    <Box
                      key={m.id}
                      alignSelf={m.senderType === 'customer' ? 'flex-end' : 'flex-start'}
                      maxW="85%"
                      bg={m.senderType === 'customer' ? 'blue.50' : 'gray.100'}
                      borderRadius="md"
                      px="3"
                      py="2"
                    >
                      <Text fontSize="xs" color="gray.700" fontWeight="semibold">
                        {WHO[m.senderType]}
                      </Text>
                      <Text whiteSpace="pre-wrap">{m.content}</Text>
                      {label && (
                        <Text fontSize="xs" color="gray.700" mt="1" data-testid="ccai-match">
                          {label}
                        </Text>
                      )}
                      {m.source && <MessageSource source={m.source} />}
                    </Box>
                  );
                })}
                {send.isPending && send.variables && (
                  <>
                    <Box alignSelf="flex-end" maxW="85%" bg="blue.50" borderRadius="md" px="3" py="2">
                      <Text fontSize="xs" color="gray.700" fontWeight="semibold">
                        {WHO.customer}
                      </Text>
                      <Text whiteSpace="pre-wrap">{send.variables.message}</Text>
                    </Box>
                    <HStack alignSelf="flex-start" color="gray.700" fontSize="sm" data-testid="ccai-pending">
                      <Spinner size="xs" aria-hidden="true" />
                      <Text>The AI agent is replying…</Text>
                    </HStack>
                  </>
                )}
              </Stack>
            )}
          </Box>
          <Wrap gap="2" aria-label="Suggestions">
            {SUGGESTIONS.map((s) => (
              <Button key={s.label} size="xs" variant="outline" onClick={() => setMessage(s.message)}>
                {s.label}
              </Button>
            ))}
          </Wrap>
          <form onSubmit={submit}>
            <Stack gap="3">
              <Field label="Session id (optional)">
                <Input
                  value={sessionInput}
                  onChange={(e) => setSessionInput(e.target.value)}
                  placeholder="Continue an earlier test session"
                  maxLength={64}
                />
              </Field>
              <HStack align="end">
                <Field label="Message" flex="1">
                  <Input
                    value={message}
                    onChange={(e) => setMessage(e.target.value)}
                    // Enter submits the form: no key handler of our own, or a message would go twice
                    placeholder="Type a message and press Enter"
                    maxLength={2000}
                  />
                </Field>
                <Button
                  type="submit"
                  colorPalette="blue"
                  disabled={!message.trim() || send.isPending}
                  loading={send.isPending}
                  loadingText="Sending…"
                >
                  Send
                </Button>
              </HStack>
            </Stack>
          </form>
          <HStack gap="2">
            <Button variant="outline" colorPalette="orange" onClick={onEscalate} loading={escalate.isPending}>
              Escalate to Human
            </Button>
            <Button variant="ghost" onClick={newSession}>
              New Session
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
