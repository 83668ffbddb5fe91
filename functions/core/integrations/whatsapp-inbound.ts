import { MAX_ATTACHMENT_BYTES } from '@shared/attachment-rules';
import { sourceHref, sourceLabel } from '@shared/message-source';
import { MAX_VISITOR_MESSAGE_CHARS, type WidgetMessage } from '@shared/schemas/chat-message';
import { downloadWhatsappMedia, sendWhatsappText } from '../../adapters/whatsapp-cloud';
import { AppError, ForbiddenError, NotFoundError } from '../../base/errors';
import type { Logger } from '../../base/logger';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';
import { visitorTurn } from '../chat/chat-pipeline';
import { activeConversation, startConversation } from '../chat/conversations';
import type { StoredMessage } from '../chat/messages';
import { notifyConversation } from '../chat/realtime';
import { visitorAttachmentMessage } from '../chat/visitor-attachment';
import { storeCheckedBytes } from '../inbox/attachments';
import { knowledgeAnswer } from '../knowledge/tenant-knowledge';
import { platformSemantics } from '../platform/semantics';
import { plainConfig, storedIntegration } from './customer-config';
import { WHATSAPP_SESSION_PREFIX } from './whatsapp-outbound';
import { type InboundMedia, type InboundText, inboundMessages, validSignature } from './whatsapp-payload';

/** Meta retries a failed delivery for up to 7 days; ids are kept a little longer. */
const KEEP_IDS_SECONDS = 15 * 24 * 3600;

type Headers = Record<string, string | undefined>;
const header = (headers: Headers, name: string) =>
  headers[name] ?? Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];

/**
 * POST /api/webhooks/whatsapp/{clientId}: one delivery from Meta. The signature is checked on the raw
 * bytes with the tenant's app secret before anything is read or stored (missing, wrong, or no app
 * secret configured → 403). A disabled integration or a suspended tenant answers 200 and stores
 * nothing: Meta retries any non-2xx for days and then disables the webhook, which would silently break
 * the owner's setup once they switch it on again, and there is nothing a retry could change.
 */
export async function receiveWhatsapp(clientId: string, raw: Buffer, headers: Headers, log: Logger) {
  const item = await storedIntegration(clientId, 'whatsapp');
  // the app secret alone before the check: an unsigned request costs one decrypt, not three
  const { appSecret } = await plainConfig(clientId, 'whatsapp', item, ['appSecret']);
  if (!item || !validSignature(raw, header(headers, 'x-hub-signature-256'), appSecret ?? ''))
    throw new ForbiddenError('The X-Hub-Signature-256 signature is missing or does not match');
  const config = await plainConfig(clientId, 'whatsapp', item, ['accessToken']);
  if (!item.isEnabled || !config.accessToken || !config.phoneNumberId) return ignored(log, 'integration disabled');
  const { data: client } = await db
    .client()
    .get({ clientId })
    .go({ attributes: ['status'] });
  if (!client || client.status === 'suspended') return ignored(log, 'tenant suspended');

  const { texts, media } = inboundMessages(raw);
  const ours = (m: { phoneNumberId?: string }) => !m.phoneNumberId || m.phoneNumberId === config.phoneNumberId;
  for (const message of texts.filter(ours)) await handleText(clientId, message, config, log);
  for (const message of media.filter(ours)) await handleMedia(clientId, message, config, log);
  return { received: true as const };
}

function ignored(log: Logger, reason: string) {
  log.info('whatsapp delivery ignored', { reason });
  return { received: true as const, ignored: reason };
}

/**
 * One text message, processed at most once per Meta message id (Meta retries a delivery it thinks
 * failed): the claim is released when processing fails, so the retry (this delivery answers 500) does it.
 */
async function handleText(clientId: string, m: InboundText, config: Record<string, string>, log: Logger) {
  await once(clientId, m.id, log, async () => {
    const { conversationId, welcome } = await conversationFor(clientId, m);
    const turn = await visitorTurn(clientId, conversationId, m.text.slice(0, MAX_VISITOR_MESSAGE_CHARS), {
      publish: notifyConversation,
      semantic: platformSemantics,
      knowledge: knowledgeAnswer,
    });
    const replies = [...welcome, ...turn.messages.filter((r) => r.senderType !== 'customer').map(withSource)];
    // one after the other, so they arrive in order; a failed send is logged (Meta must not retry: the
    // turn is stored and would be answered twice)
    for (const body of replies) {
      const sent = await sendWhatsappText({
        phoneNumberId: config.phoneNumberId,
        accessToken: config.accessToken,
        to: m.waId,
        body,
      });
      if (!sent.ok) log.warn('whatsapp reply not sent', { conversationId, reason: sent.reason });
    }
  });
}

/** WhatsApp carries text only: an answer from knowledge names its source under it, as the widget does. */
function withSource(reply: WidgetMessage): string {
  if (!reply.source) return reply.content;
  const href = sourceHref(reply.source);
  return `${reply.content}\n\nSource: ${sourceLabel(reply.source)}${href ? ` (${href})` : ''}`;
}

/** Said to a sender whose file cannot be taken in (its type, its size, or a failed download). */
export const MEDIA_REFUSED =
  'Sorry, only images (PNG, JPEG, GIF, WebP) and PDF files up to 10 MB can be received here. Please send a photo or a PDF.';

/**
 * An image or document (issue 32 item 6): downloaded from the Cloud API (media id → URL → bytes), checked
 * like an upload (core/inbox/attachment-check.ts), stored under the conversation and shown to the agents
 * as the customer's message. The bot does not answer a file; a file refused is never stored, and the
 * sender is told what can be sent.
 */
async function handleMedia(clientId: string, m: InboundMedia, config: Record<string, string>, log: Logger) {
  await once(clientId, m.id, log, async () => {
    const { conversationId } = await conversationFor(clientId, m);
    const file = await downloadWhatsappMedia({
      mediaId: m.media.id,
      accessToken: config.accessToken,
      maxBytes: MAX_ATTACHMENT_BYTES,
    });
    let refused = !file.ok;
    if (file.ok) {
      try {
        const attachment = await storeCheckedBytes(
          clientId,
          conversationId,
          { name: m.media.filename, declaredType: m.media.mimeType || file.mimeType, bytes: file.bytes },
          'whatsapp',
        );
        await visitorAttachmentMessage(clientId, conversationId, attachment, notifyConversation, m.media.caption);
      } catch (err) {
        if (!(err instanceof AppError && err.status < 500 && err.status !== 404 && err.status !== 409)) throw err;
        refused = true;
      }
    }
    if (refused) {
      log.warn('whatsapp file not taken in', {
        conversationId,
        reason: file.ok ? 'refused by the check' : file.reason,
      });
      const sent = await sendWhatsappText({
        phoneNumberId: config.phoneNumberId,
        accessToken: config.accessToken,
        to: m.waId,
        body: MEDIA_REFUSED,
      });
      if (!sent.ok) log.warn('whatsapp reply not sent', { conversationId, reason: sent.reason });
    }
  });
}

/**
 * Runs `work` at most once per Meta message id (Meta retries a delivery it thinks failed): the claim is
 * released when the work fails, so the retry (this delivery answers 500) does it.
 */
async function once(clientId: string, messageId: string, log: Logger, work: () => Promise<void>) {
  const seen = db.whatsappMessage();
  const key = { clientId, messageId };
  try {
    await seen.create({ ...key, expiresAt: Math.floor(Date.now() / 1000) + KEEP_IDS_SECONDS }).go();
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
    log.info('whatsapp message already taken in');
    return;
  }
  try {
    await work();
  } catch (err) {
    if (err instanceof AppError && err.status < 500) {
      // the plan's limit, the chat switched off (404), a conversation that ended under us (409): a
      // retry would meet the same answer, and Meta would retry it for days
      log.warn('whatsapp message not answered', { reason: err.message, status: err.status });
      return;
    }
    await seen
      .delete(key)
      .go()
      .catch(() => undefined);
    throw err;
  }
}

/**
 * The sender's open conversation with this tenant, or a new one (counted against the plan like a
 * widget chat, with a lead named after their WhatsApp profile and number). `welcome` is the new
 * conversation's greeting, sent before the answer as the widget shows it.
 */
async function conversationFor(
  clientId: string,
  m: Pick<InboundText, 'waId' | 'name'>,
): Promise<{ conversationId: string; welcome: string[] }> {
  const chats = db.whatsappChat();
  const { data: pointer } = await chats.get({ clientId, waId: m.waId }).go();
  if (pointer) {
    try {
      const open = await activeConversation(clientId, pointer.conversationId);
      if (open.status === 'active') return { conversationId: open.id, welcome: [] };
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
    }
  }
  const started = await startConversation({
    clientId,
    source: 'whatsapp',
    sessionId: `${WHATSAPP_SESSION_PREFIX}${m.waId}`,
    leadForm: false,
    fields: { name: m.name?.trim().slice(0, 100) || `WhatsApp +${m.waId}`, phone: `+${m.waId}` },
  });
  await Promise.all([
    chats.put({ clientId, waId: m.waId, conversationId: started.conversationId }).go(),
    // the agents' Conversations monitor shows it live (issue 32)
    notifyConversation(clientId, [
      { type: 'conversation.created', conversationId: started.conversationId, source: 'whatsapp' },
    ]),
  ]);
  return {
    conversationId: started.conversationId,
    welcome: started.messages.map((w: Pick<StoredMessage, 'content'>) => w.content),
  };
}
