import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from '@shared/attachment-rules';
import { AppError, ValidationError } from '../../base/errors';

/** file-type reads at most this many bytes from the start of a file (its own sample size). */
export const SNIFF_BYTES = 4100;

const ALLOWED: ReadonlySet<string> = new Set(ATTACHMENT_TYPES);

/**
 * What the bytes of an upload are, checked against what was declared (issue 32 item 6): the type comes
 * from the file's own signature (file-type), never from its name or the browser's word. An HTML page
 * named photo.png, an SVG (text, so no signature), an executable: no allowed type, refused. The size is
 * S3's, and must be the size declared. Throws the 4xx that names the field.
 */
export async function checkUploadedBytes(
  declared: { contentType: string; size: number },
  stored: { size: number; head: Uint8Array },
): Promise<void> {
  if (stored.size > MAX_ATTACHMENT_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', `Files are limited to ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB`, {
      size: `At most ${MAX_ATTACHMENT_BYTES} bytes`,
    });
  }
  if (stored.size === 0) throw new ValidationError('The file is empty', { file: 'The file is empty' });
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(stored.head);
  if (!detected || !ALLOWED.has(detected.mime)) {
    throw new ValidationError('This file is not an image or PDF', {
      file: 'Only PNG, JPEG, GIF and WebP images and PDF files can be attached',
    });
  }
  if (detected.mime !== declared.contentType) {
    throw new ValidationError('The file is not of the type it was declared as', {
      contentType: `The file is ${detected.mime}, not ${declared.contentType}`,
    });
  }
  if (stored.size !== declared.size) {
    throw new ValidationError('The file is not the size it was declared as', {
      size: `The file has ${stored.size} bytes, not ${declared.size}`,
    });
  }
}
