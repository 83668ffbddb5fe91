import { contacts } from '@shared/api/contracts/contacts';
import { reply } from '../../base/response';
import { limitByIp } from '../../core/limits/ip-limit';
import { createContact } from '../../core/public-site/public-site';
import { clientIp } from '../../kit/client-ip';
import { http } from '../../kit/http';

/** POST /api/contacts — a landing-page enquiry (spec part 1 §5, §7). */
export const handler = http(contacts.createContact, async ({ body, event }) => {
  await limitByIp('contact', clientIp(event)); // before anything is stored
  const contact = await createContact(body);
  return reply(201, { success: true, id: contact.id });
});
