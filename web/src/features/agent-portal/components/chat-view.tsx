import { Box, Button, DataList, Flex, Heading, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { languageName } from '@shared/language-name';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { MessageSource } from '../../../components/message-source';
import { agentAuthor } from '../../../lib/message-author';
import type { AgentConversation, ChatMessage } from '../api/agent-desk';
import { sessionTail, visitorLabel } from '../visitor-label';
import { AttachButton } from './attach-button';
import { LabelPicker } from './label-picker';
import { MessageAttachment } from './message-attachment';
import { NOTE_STYLE, NoteToggle, useNoteSender } from './note-composer';
import { useReplyAssist } from './reply-assist';

/** Spec part 2 §2.8: human agent right-aligned, AI grey, customer green (an agent's reply is signed by its author). */
const STYLE: Record<
  ChatMessage['senderType'],
  { who: string; bg: string; color: string; self: 'flex-start' | 'flex-end' }
> = {
  human_agent: { who: 'Agent', bg: 'blue.700', color: 'white', self: 'flex-end' },
  ai: { who: 'AI agent', bg: 'gray.100', color: 'gray.900', self: 'flex-start' },
  customer: { who: 'Customer', bg: 'green.100', color: 'green.950', self: 'flex-start' },
};

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export function ChatView(props: {
  conversation: AgentConversation;
  /** Who owns the chat and the claim, take-over and assign controls (issue 32: components/claim-bar.tsx). */
  claimBar?: ReactNode;
  messages: ChatMessage[];
  /** The signed-in user: their own replies read "You", a colleague's carry the colleague's name. */
  currentUserId: string | undefined;
  loading: boolean;
  visitorTyping: boolean;
  resolving: boolean;
  onSend(content: string): Promise<boolean>;
  onResolve(): void;
  onTyping(isTyping: boolean): void;
}) {
  const [draft, setDraft] = useState('');
  // issue 32: a private note instead of a reply; `/` and `@` pickers in the box
  const [noteMode, setNoteMode] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const assist = useReplyAssist({ draft, setDraft, textarea, lead: props.conversation.lead, noteMode });
  const note = useNoteSender(props.conversation.id);
  const log = useRef<HTMLDivElement>(null);
  const lastTyping = useRef(0);
  const { conversation: c, messages } = props;
  // the newest message stays in view
  useEffect(() => {
    if (messages.length > 0) log.current?.scrollTo?.({ top: log.current.scrollHeight });
  }, [messages.length]);

  const clearBox = () => {
    assist.reset();
    setDraft('');
    lastTyping.current = 0;
    props.onTyping(false);
  };
  // replies are sent one after another, in the order written
  const replies = useRef<Promise<unknown>>(Promise.resolve());
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = draft.trim();
    if (!content || note.pending) return;
    if (noteMode) {
      if (await note.send(content, assist.mentionsIn(content))) clearBox();
      return;
    }
    // the box is free at once for the next reply: a reply often shows in the thread (through the live socket)
    // before its request has answered, and the next one written then must be neither refused nor wiped when
    // that answer comes; a reply that fails comes back into the box unless something else was written since
    clearBox();
    const sent = replies.current.then(() => props.onSend(content));
    replies.current = sent;
    if (!(await sent)) setDraft((now) => now || content);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (assist.onKeyDown(event)) return;
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };
  const onChange = (value: string) => {
    setDraft(value);
    // at most one typing frame per 3 s (a note is not typing to the visitor)
    if (value && !noteMode && Date.now() - lastTyping.current > 3000) {
      lastTyping.current = Date.now();
      props.onTyping(true);
    }
  };

  return (
    <Flex flex="1" minW="0" direction={{ base: 'column', lg: 'row' }}>
      <Flex flex="1" minW="0" direction="column" borderEndWidth={{ lg: '1px' }}>
        <Flex justify="space-between" align="center" p="4" borderBottomWidth="1px" gap="3">
          <Box minW="0">
            <Heading as="h2" size="md">
              {visitorLabel(c)}
            </Heading>
            <Text fontSize="sm" color="fg.muted" truncate>
              {c.escalationReason} · {c.source}
              {c.lead?.name.trim() ? ` · ${sessionTail(c)}` : ''}
            </Text>
          </Box>
          <LabelPicker conversationId={c.id} labelIds={c.labelIds} />
          <Button colorPalette="green" onClick={props.onResolve} loading={props.resolving} loadingText="Resolving…">
            Resolve
          </Button>
        </Flex>
        {props.claimBar}
        <Box ref={log} flex="1" overflowY="auto" p="4" role="log" aria-label="Messages" tabIndex={0}>
          {props.loading && messages.length === 0 ? (
            <Spinner aria-label="Loading messages" />
          ) : (
            <Stack gap="3">
              {messages.map((m) => {
                const s = m.isNote ? NOTE_STYLE : STYLE[m.senderType];
                const author = m.senderType === 'human_agent' ? agentAuthor(m, props.currentUserId, 'Agent') : s.who;
                const who = m.isNote ? `${s.who} · ${author}` : author;
                return (
                  <Box
                    key={m.id}
                    alignSelf={s.self}
                    maxW="75%"
                    bg={s.bg}
                    color={s.color}
                    px="3"
                    py="2"
                    borderRadius="lg"
                    data-sender={m.senderType}
                    data-note={m.isNote ? 'true' : undefined}
                    borderWidth={m.isNote ? '1px' : undefined}
                    borderStyle={m.isNote ? 'dashed' : undefined}
                    borderColor={m.isNote ? 'yellow.500' : undefined}
                  >
                    <Text fontSize="xs" fontWeight="semibold">
                      {who} · {time(m.createdAt)}
                    </Text>
                    {m.attachment && <MessageAttachment attachment={m.attachment} conversationId={c.id} />}
                    {m.content !== m.attachment?.name && <Text whiteSpace="pre-wrap">{m.content}</Text>}
                    {m.source && <MessageSource source={m.source} />}
                  </Box>
                );
              })}
            </Stack>
          )}
        </Box>
        <Text px="4" fontSize="sm" color="fg.muted" aria-live="polite" minH="5">
          {props.visitorTyping ? 'Visitor is typing…' : ''}
        </Text>
        <Box
          as="form"
          onSubmit={submit}
          p="4"
          borderTopWidth="1px"
          position="relative"
          bg={noteMode ? 'yellow.50' : undefined}
        >
          {assist.menu}
          <Flex gap="2" align="flex-end">
            {!noteMode && <AttachButton conversationId={c.id} />}
            <NoteToggle on={noteMode} onChange={setNoteMode} />
            <Textarea
              ref={textarea}
              aria-label={noteMode ? 'Private note' : 'Your reply'}
              placeholder={
                noteMode
                  ? 'Private note: only agents see it (@ mentions a colleague)'
                  : 'Type your reply… (/ for canned responses, Enter sends, Shift+Enter for a new line)'
              }
              value={draft}
              maxLength={2000}
              rows={2}
              bg={noteMode ? 'yellow.100' : undefined}
              borderColor={noteMode ? 'yellow.500' : undefined}
              onChange={(e) => {
                onChange(e.target.value);
                assist.trackCaret(e);
              }}
              onSelect={assist.trackCaret}
              onKeyDown={onKeyDown}
            />
            <Button
              type="submit"
              colorPalette={noteMode ? 'yellow' : 'blue'}
              loading={note.pending}
              disabled={!draft.trim()}
            >
              {noteMode ? 'Add note' : 'Send'}
            </Button>
          </Flex>
        </Box>
      </Flex>
      <Box w={{ base: 'full', lg: '72' }} p="4" as="aside" aria-label="Visitor details">
        <Heading as="h3" size="sm" mb="3">
          Visitor
        </Heading>
        {c.language && (
          // the agent may have to answer in it: the AI hands over visitors it cannot answer in their language
          <DataList.Root size="sm" mb="3">
            <DataList.Item>
              <DataList.ItemLabel>Language</DataList.ItemLabel>
              <DataList.ItemValue>{languageName(c.language)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        )}
        {c.lead ? (
          <DataList.Root size="sm">
            {[
              ['Name', c.lead.name],
              ['Email', c.lead.email ?? '—'],
              ['Phone', c.lead.phone ?? '—'],
              ...Object.entries(c.lead.formAnswers).filter(([k]) => !['name', 'email', 'phone'].includes(k)),
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel textTransform="capitalize">{label}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            This visitor did not fill in the lead form.
          </Text>
        )}
      </Box>
    </Flex>
  );
}
