import { newsletter } from '@shared/api/contracts/newsletter';
import { reply } from '../../base/response';
import { limitByIp } from '../../core/limits/ip-limit';
import { subscribeNewsletter } from '../../core/public-site/public-site';
import { clientIp } from '../../kit/client-ip';
import { http } from '../../kit/http';

/** POST /api/newsletter — email normalised by the schema; 409 when already subscribed. */
export const handler = http(newsletter.subscribeNewsletter, async ({ body, event }) => {
  await limitByIp('newsletter', clientIp(event)); // before anything is stored
  await subscribeNewsletter(body.email);
  return reply(201, { success: true });
});
