import type { AttachmentType } from '@shared/attachment-rules';
import { MAX_ATTACHMENT_BYTES } from '@shared/attachment-rules';
import type { UploadTicket } from '@shared/schemas/attachments';
import {
  attachmentKey,
  deleteAttachmentObject,
  presignUpload,
  putAttachmentObject,
  readObjectHead,
  sealCheckedObject,
  tagObjectState,
} from '../../adapters/attachments-bucket';
import { ConflictError, NotFoundError } from '../../base/errors';
import { isConditionalFailure } from '../../db/errors';
import { newId } from '../../db/ids';
import * as db from '../../db/table-entities';
import type { StoredAttachment } from '../chat/attachment-urls';
import { checkUploadedBytes, SNIFF_BYTES } from './attachment-check';

/**
 * Attachments both ways (issue 32 item 6). The client asks for an upload and gets a presigned POST for one
 * fixed key (attachments/<clientId>/<conversationId>/<id>) that S3 takes only with the declared type and
 * at most 10 MB; the browser POSTs the file straight to S3; the client then asks to send it, and only a
 * file whose bytes pass the check (attachment-check.ts) becomes a message (through agentReply for an
 * agent, the visitor's message path for a visitor). A refused file is deleted from S3 with its record,
 * so nothing of it stays.
 */

/** A presigned POST works this long; the file should be on its way at once. */
export const UPLOAD_SECONDS = 5 * 60;
/** A pending record nobody sent leaves by itself after a day (DynamoDB TTL). */
const PENDING_TTL_SECONDS = 24 * 3600;

export type Uploader = { kind: 'visitor' } | { kind: 'agent'; userId: string };

export interface UploadRequest {
  name: string;
  contentType: AttachmentType;
  size: number;
}

/** A pending upload into a conversation the caller was already allowed (the route checked the conversation). */
export async function requestUpload(
  clientId: string,
  conversationId: string,
  file: UploadRequest,
  uploader: Uploader,
): Promise<UploadTicket> {
  const id = newId();
  const objectKey = attachmentKey(clientId, conversationId, id);
  await db
    .attachment()
    .create({
      clientId,
      id,
      conversationId,
      objectKey,
      name: file.name,
      contentType: file.contentType,
      size: file.size,
      uploadedBy: uploader.kind,
      ...(uploader.kind === 'agent' ? { uploaderId: uploader.userId } : {}),
      status: 'pending',
      expiresAt: Math.floor(Date.now() / 1000) + PENDING_TTL_SECONDS,
    })
    .go();
  const post = await presignUpload(objectKey, file.contentType, MAX_ATTACHMENT_BYTES, UPLOAD_SECONDS);
  return { id, url: post.url, fields: post.fields, maxBytes: MAX_ATTACHMENT_BYTES, expiresIn: UPLOAD_SECONDS };
}

/**
 * The pending upload `id` of this uploader, its bytes checked, marked sent (once: a second send of the
 * same upload is a 409). Someone else's upload, another conversation's (a visitor's token names one) or
 * another tenant's is not found. A refused file is deleted with its record before the error goes out.
 */
export async function takeCheckedUpload(
  clientId: string,
  id: string,
  uploader: Uploader,
  conversationId?: string,
): Promise<{ conversationId: string; attachment: StoredAttachment; release: () => Promise<void> }> {
  const { data } = await db.attachment().get({ clientId, id }).go();
  const mine =
    data &&
    data.uploadedBy === uploader.kind &&
    (uploader.kind === 'visitor' || data.uploaderId === uploader.userId) &&
    (conversationId === undefined || data.conversationId === conversationId);
  if (!data || !mine) throw new NotFoundError('Attachment');
  if (data.status !== 'pending') throw new ConflictError('This file has been sent already');
  const stored = await readObjectHead(data.objectKey, SNIFF_BYTES);
  if (!stored) {
    throw new ConflictError('The file has not been uploaded yet: upload it with the form you were given, then send it');
  }
  try {
    await checkUploadedBytes(data, stored);
  } catch (err) {
    await discard(clientId, id, data.objectKey);
    throw err;
  }
  let objectKey: string;
  try {
    objectKey = await sealCheckedObject(data.objectKey, stored.etag);
  } catch (err) {
    // replaced between the check and the copy (a second POST with the same form): nothing of it is sent
    if ((err as { name?: string }).name !== 'PreconditionFailed') throw err;
    await discard(clientId, id, data.objectKey);
    throw new ConflictError('The file changed while it was checked; upload it again');
  }
  try {
    await db
      .attachment()
      .patch({ clientId, id })
      .set({ status: 'sent', objectKey })
      .remove(['expiresAt'])
      .where(({ status }, { eq }) => eq(status, 'pending'))
      .go();
  } catch (err) {
    if (isConditionalFailure(err)) throw new ConflictError('This file has been sent already');
    throw err;
  }
  return {
    conversationId: data.conversationId,
    attachment: {
      id,
      name: data.name,
      contentType: data.contentType as AttachmentType,
      size: stored.size,
      objectKey,
    },
    // the send failed after the upload was taken (the conversation ended, another agent owns it): the
    // file can be sent again once that is resolved; until then it is pending again, bytes and record, so
    // both expire within a day if it never is
    release: async () => {
      await db
        .attachment()
        .patch({ clientId, id })
        .set({ status: 'pending', expiresAt: Math.floor(Date.now() / 1000) + PENDING_TTL_SECONDS })
        .go();
      await tagObjectState(objectKey, 'pending');
    },
  };
}

/** Marks the upload's message (for the record); the message itself already names the upload. */
export async function recordSent(clientId: string, id: string, messageId: string): Promise<void> {
  await db.attachment().patch({ clientId, id }).set({ messageId }).go();
}

/**
 * A file that reached Parley some other way (WhatsApp media, downloaded by core/integrations): checked the
 * same way (`declaredType` is what the sender's side said it is), then stored under the conversation's
 * prefix and recorded as sent. A refused file is never stored.
 */
export async function storeCheckedBytes(
  clientId: string,
  conversationId: string,
  file: { name: string; declaredType: string; bytes: Uint8Array },
  uploadedBy: 'whatsapp',
): Promise<StoredAttachment> {
  await checkUploadedBytes(
    { contentType: file.declaredType.split(';')[0].trim().toLowerCase(), size: file.bytes.length },
    { size: file.bytes.length, head: file.bytes.subarray(0, SNIFF_BYTES) },
  );
  const id = newId();
  const objectKey = attachmentKey(clientId, conversationId, id);
  const contentType = file.declaredType.split(';')[0].trim().toLowerCase() as AttachmentType;
  await putAttachmentObject(objectKey, file.bytes, contentType);
  const name = /\.[a-z0-9]{2,5}$/i.test(file.name) ? file.name : `${file.name}.${EXTENSIONS[contentType]}`;
  await db
    .attachment()
    .create({
      clientId,
      id,
      conversationId,
      objectKey,
      name,
      contentType,
      size: file.bytes.length,
      uploadedBy,
      status: 'sent',
    })
    .go();
  return { id, name, contentType, size: file.bytes.length, objectKey };
}

const EXTENSIONS: Record<AttachmentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

async function discard(clientId: string, id: string, objectKey: string): Promise<void> {
  await deleteAttachmentObject(objectKey);
  await db.attachment().delete({ clientId, id }).go();
}
