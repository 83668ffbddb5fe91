import { Box, Text } from '@chakra-ui/react';
import { fillTemplate, leadValues } from '@shared/canned-template';
import { type KeyboardEvent, type RefObject, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { useCannedResponses } from '../../../lib/api/canned-responses';
import { useMentionableAgents } from '../../../lib/api/notes';
import { activeToken, matchItems, moveSelection, pickerKey, replaceToken } from '../../../lib/token-picker';
import type { AgentConversation } from '../api/agent-desk';

interface Suggestion {
  id: string;
  label: string;
  detail: string;
  insert: string;
  /** An agent to mention: their user id, and the tag the note must still contain to mention them. */
  mention?: { userId: string; tag: string };
}

/**
 * The reply box's helpers (issue 32): `/` then letters offers the canned responses by shortcut (filled
 * from the chat's lead), `@` then letters in a private note offers the team to mention. Arrow keys move,
 * Enter or Tab insert, Escape closes; the mouse picks too.
 */
export function useReplyAssist(props: {
  draft: string;
  setDraft(text: string): void;
  textarea: RefObject<HTMLTextAreaElement | null>;
  lead: AgentConversation['lead'];
  noteMode: boolean;
}) {
  const canned = useCannedResponses().data?.cannedResponses ?? [];
  const agents = useMentionableAgents(props.noteMode).data?.agents ?? [];
  const [caret, setCaret] = useState(0);
  const [index, setIndex] = useState(0);
  const [closed, setClosed] = useState<string | null>(null);
  const mentions = useRef(new Map<string, string>());

  const slash = activeToken(props.draft, caret, '/');
  const at = props.noteMode ? activeToken(props.draft, caret, '@') : null;
  const token = slash ?? at;
  const values = leadValues(props.lead);
  const items: Suggestion[] = slash
    ? matchItems(
        canned,
        slash.query,
        (c) => c.shortcut,
        (c) => c.title,
      ).map((c) => ({
        id: c.id,
        label: `/${c.shortcut}`,
        detail: c.title,
        insert: fillTemplate(c.text, values),
      }))
    : at
      ? matchItems(
          agents,
          at.query,
          (a) => a.firstName,
          (a) => a.name,
        ).map((a) => ({
          id: a.userId,
          label: `@${a.firstName}`,
          detail: a.name,
          insert: `@${a.firstName} `,
          mention: { userId: a.userId, tag: `@${a.firstName}` },
        }))
      : [];
  const tokenKey = token ? `${slash ? '/' : '@'}${token.start}` : null;
  // Escape closes the list until the token's text changes (typing on opens it again)
  const queryKey = `${tokenKey}:${token?.query}`;
  const open = token !== null && items.length > 0 && closed !== queryKey;
  // a new query starts at its best match
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is what resets the highlight
  useEffect(() => setIndex(0), [queryKey]);

  const pick = (item: Suggestion) => {
    if (!token) return;
    const next = replaceToken(props.draft, token, item.insert);
    if (item.mention) mentions.current.set(item.mention.userId, item.mention.tag);
    props.setDraft(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      props.textarea.current?.focus();
      props.textarea.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  return {
    /** True when the key was the picker's (the text box must not act on it). */
    onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
      if (!open) return false;
      const key = pickerKey(event.key, event.shiftKey);
      if (!key) return false;
      event.preventDefault();
      if (key === 'pick') pick(items[Math.min(index, items.length - 1)]);
      else if (key === 'close') setClosed(queryKey);
      else setIndex((i) => moveSelection(i, items.length, key));
      return true;
    },
    /** The caret moved (typing, clicking, arrows): the token under it may change. */
    trackCaret(event: SyntheticEvent<HTMLTextAreaElement>) {
      setCaret(event.currentTarget.selectionStart ?? 0);
    },
    /** The agents still mentioned in `text` (a deleted `@Ravi` mentions nobody). */
    mentionsIn(text: string): string[] {
      return [...mentions.current].filter(([, tag]) => text.includes(tag)).map(([id]) => id);
    },
    reset() {
      mentions.current.clear();
      setClosed(null);
    },
    menu: open ? (
      <Box
        role="listbox"
        aria-label={slash ? 'Canned responses' : 'Mention an agent'}
        data-testid={slash ? 'canned-suggestions' : 'mention-suggestions'}
        position="absolute"
        bottom="100%"
        left="4"
        right="4"
        mb="1"
        bg="bg"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="md"
        maxH="60"
        overflowY="auto"
        zIndex="docked"
      >
        {items.map((item, i) => (
          <Box
            key={item.id}
            role="option"
            aria-selected={i === index}
            px="3"
            py="2"
            cursor="pointer"
            bg={i === index ? 'blue.50' : undefined}
            // keeps the focus in the text box, so typing goes on after a click
            onMouseDown={(e) => {
              e.preventDefault();
              pick(item);
            }}
          >
            <Text fontWeight="semibold" fontSize="sm">
              {item.label}{' '}
              <Text as="span" fontWeight="normal" color="fg.muted">
                {item.detail}
              </Text>
            </Text>
            {!item.mention && (
              <Text fontSize="xs" color="fg.muted" truncate>
                {item.insert}
              </Text>
            )}
          </Box>
        ))}
      </Box>
    ) : null,
  };
}
