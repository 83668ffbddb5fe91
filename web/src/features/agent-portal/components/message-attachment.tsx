import { Image, Link, Text } from '@chakra-ui/react';
import { ATTACHMENT_URL_TRUSTED_MS, formatFileSize, isImageType } from '@shared/attachment-rules';
import type { MessageAttachment as Attachment } from '@shared/schemas/chat-message';
import { type MouseEvent, useRef, useState } from 'react';
import { freshAttachmentUrl } from '../api/agent-desk';

/**
 * A file in a message (issue 32 item 6): an image previewed, a PDF as a link with its name and size. The
 * URL is a short-lived signed one whose response type and disposition the server fixed.
 */
export function MessageAttachment({
  attachment: a,
  conversationId,
}: {
  attachment: Attachment;
  conversationId: string;
}) {
  const file = useFreshUrl(a, conversationId);
  if (!file.url) {
    return (
      <Text as="span" fontSize="sm" data-testid="attachment-unavailable">
        File unavailable
      </Text>
    );
  }
  if (isImageType(a.contentType)) {
    return (
      <Link href={file.url} target="_blank" rel="noopener noreferrer" onClick={file.onClick}>
        <Image
          src={file.url}
          alt={a.name}
          data-testid="attachment-image"
          maxH="48"
          maxW="full"
          borderRadius="md"
          loading="lazy"
          onLoad={file.onLoad}
          onError={file.onError}
        />
      </Link>
    );
  }
  return (
    <Link
      href={file.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={file.onClick}
      data-testid="attachment-file"
      color="inherit"
    >
      <Text as="span" textDecoration="underline">
        📄 {a.name}
      </Text>{' '}
      <Text as="span" fontSize="xs">
        ({formatFileSize(a.size)})
      </Text>
    </Link>
  );
}

/**
 * The file's URL, kept working in a chat open longer than its lifetime: an image that fails to load, or a
 * link clicked after ATTACHMENT_URL_TRUSTED_MS, gets a fresh URL from the chat's messages read again. Once
 * per failure: if the fresh URL fails too, or none comes, the URL is '' (unavailable) and nothing is
 * fetched again.
 */
function useFreshUrl(a: Attachment, conversationId: string) {
  const [url, setUrl] = useState(a.url);
  const signedAt = useRef(Date.now());
  const failed = useRef(false);
  const renew = () =>
    freshAttachmentUrl(conversationId, a.id)
      .catch(() => undefined)
      .then((next) => {
        signedAt.current = Date.now();
        setUrl(next ?? '');
        return next;
      });
  return {
    url,
    onLoad: () => {
      failed.current = false;
    },
    onError: () => {
      if (failed.current) return setUrl('');
      failed.current = true;
      void renew();
    },
    onClick: (e: MouseEvent) => {
      if (Date.now() - signedAt.current < ATTACHMENT_URL_TRUSTED_MS) return;
      e.preventDefault();
      void renew().then((next) => next && window.open(next, '_blank', 'noopener'));
    },
  };
}
