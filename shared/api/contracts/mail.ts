import { unsubscribeMailResponse, unsubscribeParams, unsubscribeTargetResponse } from '../../schemas/mail';
import { withSchemas } from '../route';
import { mail as routes } from '../routes/mail';

/** mail: each route of routes/mail.ts with its schemas. */
export const mail = withSchemas(routes, {
  unsubscribeTarget: { params: unsubscribeParams, response: unsubscribeTargetResponse },
  // no body: a mail client's one-click POST sends `List-Unsubscribe=One-Click` as a form, which is not read
  unsubscribeMail: { params: unsubscribeParams, response: unsubscribeMailResponse },
});
