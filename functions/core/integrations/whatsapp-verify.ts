import { timingSafeEqual } from 'node:crypto';
import { ForbiddenError } from '../../base/errors';
import { plainConfig, storedIntegration } from './customer-config';

/**
 * GET /api/webhooks/whatsapp/{clientId}: Meta's subscription handshake. The challenge is echoed only for
 * hub.mode=subscribe with this tenant's verify token (compared in constant time); anything else is 403.
 */
export async function verifySubscription(clientId: string, query: Record<string, string | undefined>) {
  const item = await storedIntegration(clientId, 'whatsapp');
  const config = await plainConfig(clientId, 'whatsapp', item);
  const given = Buffer.from(query['hub.verify_token'] ?? '', 'utf8');
  const expected = Buffer.from(config.verifyToken ?? '', 'utf8');
  const ok =
    query['hub.mode'] === 'subscribe' &&
    expected.length > 0 &&
    given.length === expected.length &&
    timingSafeEqual(given, expected);
  if (!ok) throw new ForbiddenError('The verify token does not match this WhatsApp integration');
  return query['hub.challenge'] ?? '';
}
