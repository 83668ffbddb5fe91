import { Flex, Text } from '@chakra-ui/react';

const names = (list: string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

/** Above a chat (issue 32 item 2): which colleagues have it open too, and which of them is typing a reply. */
export function ChatPresence(props: { viewers: string[]; typing: string | null }) {
  if (props.viewers.length === 0 && !props.typing) return null;
  return (
    <Flex px="4" py="1" gap="3" bg="blue.50" fontSize="sm" color="blue.900" aria-live="polite" wrap="wrap">
      {props.viewers.length > 0 && (
        <Text data-testid="viewing-agents">
          {names(props.viewers)} {props.viewers.length === 1 ? 'is' : 'are'} viewing
        </Text>
      )}
      {props.typing && <Text data-testid="agent-typing">{props.typing} is typing…</Text>}
    </Flex>
  );
}
