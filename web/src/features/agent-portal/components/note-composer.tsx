import { Button } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/notify';
import { useAddNote } from '../../../lib/api/notes';
import { serverErrorText } from '../../../lib/api-client';
import { type ChatMessages, chatMessagesKey } from '../api/agent-desk';
import { mergeMessages } from '../merge-messages';

/** The reply box's switch between a reply to the visitor and a private note (issue 32 item 4). */
export function NoteToggle(props: { on: boolean; onChange(on: boolean): void }) {
  return (
    <Button
      type="button"
      size="sm"
      variant={props.on ? 'solid' : 'outline'}
      colorPalette="yellow"
      aria-pressed={props.on}
      data-testid="note-toggle"
      onClick={() => props.onChange(!props.on)}
    >
      {props.on ? 'Private note' : 'Note'}
    </Button>
  );
}

/** Adds a private note (agents only) and shows it in the thread at once. */
export function useNoteSender(conversationId: string) {
  const queryClient = useQueryClient();
  const add = useAddNote();
  const send = async (content: string, mentions: string[]) => {
    try {
      const { message } = await add.mutateAsync({ conversationId, content, mentions });
      queryClient.setQueryData<ChatMessages>(chatMessagesKey(conversationId), (old) => ({
        messages: mergeMessages(old?.messages ?? [], [message]),
      }));
      return true;
    } catch (error) {
      notify.error('Failed to add the note.', serverErrorText(error, ''));
      return false;
    }
  };
  return { send, pending: add.isPending };
}

/** The look of a note in the thread: an agents-only colour and its own heading. */
export const NOTE_STYLE = { who: 'Private note', bg: 'yellow.100', color: 'yellow.950', self: 'flex-end' } as const;
