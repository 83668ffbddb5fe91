import { contactInputSchema, createContactResponse } from '../../schemas/public-site';
import { withSchemas } from '../route';
import { contacts as routes } from '../routes/contacts';

/** contacts: each route of routes/contacts.ts with its schemas. */
export const contacts = withSchemas(routes, {
  createContact: { body: contactInputSchema, response: createContactResponse },
});
