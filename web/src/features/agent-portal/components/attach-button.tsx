import { Box, Button } from '@chakra-ui/react';
import { ATTACHMENT_ACCEPT } from '@shared/attachment-rules';
import { type ChangeEvent, useRef } from 'react';
import { notify } from '../../../components/notify';
import { serverErrorText } from '../../../lib/api-client';
import { fileProblem, useAttachFile } from '../api/attach-file';

/** The reply box's paperclip (issue 32 item 6): picks an image or PDF and sends it as the agent's reply. */
export function AttachButton({ conversationId }: { conversationId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const attach = useAttachFile(conversationId);
  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) return notify.error('This file cannot be attached.', problem);
    try {
      await attach.mutateAsync(file);
    } catch (error) {
      notify.error('Failed to send the file.', serverErrorText(error, error instanceof Error ? error.message : ''));
    }
  };
  return (
    <Box data-testid="attach-button">
      <input
        ref={input}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        data-testid="attach-input"
        aria-label="Attach an image or PDF"
        hidden
        onChange={onPick}
      />
      <Button
        variant="outline"
        aria-label="Attach a file"
        title="Attach an image or PDF (up to 10 MB)"
        loading={attach.isPending}
        onClick={() => input.current?.click()}
      >
        {/* a paperclip, drawn: an emoji depends on the machine's fonts */}
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />
        </svg>
      </Button>
    </Box>
  );
}
