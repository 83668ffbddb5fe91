import type { MessageAttachment } from '@shared/schemas/chat-message';
import { sendWhatsappMedia, sendWhatsappText } from '../../adapters/whatsapp-cloud';
import type { Logger } from '../../base/logger';
import { plainConfig, storedIntegration } from './customer-config';

/** WhatsApp conversations carry the customer's WhatsApp id in their session id (whatsapp-inbound.ts). */
export const WHATSAPP_SESSION_PREFIX = 'whatsapp:';

/**
 * A person's reply in the agent portal to a WhatsApp conversation goes to the customer's WhatsApp
 * through the tenant's Cloud API number. The reply is stored and shown whatever happens here: a
 * disabled integration or a failed send is logged (never the token), not an error for the agent.
 * A file (issue 32 item 6) goes as an image or document message linking to its signed URL, which
 * WhatsApp fetches at once; its caption is the reply's text when that is more than the file's name.
 */
export const relayToWhatsapp =
  (log: Logger) =>
  async (
    conversation: { clientId: string; source: string; sessionId: string },
    content: string,
    attachment?: MessageAttachment,
  ) => {
    if (conversation.source !== 'whatsapp' || !conversation.sessionId.startsWith(WHATSAPP_SESSION_PREFIX)) return;
    const { clientId } = conversation;
    const item = await storedIntegration(clientId, 'whatsapp');
    // the access token is the only secret a send needs: each decrypt is a KMS call
    const config = await plainConfig(clientId, 'whatsapp', item, ['accessToken']);
    if (!item?.isEnabled || !config.accessToken || !config.phoneNumberId) {
      log.warn('whatsapp reply not sent', { reason: 'integration disabled' });
      return;
    }
    const to = conversation.sessionId.slice(WHATSAPP_SESSION_PREFIX.length);
    const { phoneNumberId, accessToken } = config;
    const sent = attachment
      ? await sendWhatsappMedia({
          phoneNumberId,
          accessToken,
          to,
          kind: attachment.contentType.startsWith('image/') ? 'image' : 'document',
          link: attachment.url,
          filename: attachment.name,
          ...(content !== attachment.name ? { caption: content } : {}),
        })
      : await sendWhatsappText({ phoneNumberId, accessToken, to, body: content });
    if (!sent.ok) log.warn('whatsapp reply not sent', { reason: sent.reason });
  };
