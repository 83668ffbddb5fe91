import { Image, Link, Text } from '@chakra-ui/react';
import { formatFileSize, isImageType } from '@shared/attachment-rules';
import type { MessageAttachment as Attachment } from '@shared/schemas/chat-message';

/**
 * A file in a message (issue 32 item 6): an image previewed, a PDF as a link with its name and size. The
 * URL is a short-lived signed one whose response type and disposition the server fixed.
 */
export function MessageAttachment({ attachment: a }: { attachment: Attachment }) {
  if (isImageType(a.contentType)) {
    return (
      <Link href={a.url} target="_blank" rel="noopener noreferrer">
        <Image
          src={a.url}
          alt={a.name}
          data-testid="attachment-image"
          maxH="48"
          maxW="full"
          borderRadius="md"
          loading="lazy"
        />
      </Link>
    );
  }
  return (
    <Link href={a.url} target="_blank" rel="noopener noreferrer" data-testid="attachment-file" color="inherit">
      <Text as="span" textDecoration="underline">
        📄 {a.name}
      </Text>{' '}
      <Text as="span" fontSize="xs">
        ({formatFileSize(a.size)})
      </Text>
    </Link>
  );
}
