import * as publicSite from '../../schemas/public-site';
import { withSchemas } from '../route';
import { contacts as routes } from '../routes/contacts';

/** contacts: each route of routes/contacts.ts with its schemas. */
export const contacts = withSchemas(routes, {
  createContact: { body: publicSite.contactInputSchema, response: publicSite.createContactResponse },
});
