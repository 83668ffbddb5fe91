import type { ContactInput } from '@shared/schemas/public-site';
import { ConflictError } from '../../base/errors';
import { isConditionalFailure } from '../../db/errors';
import { newId } from '../../db/ids';
import * as db from '../../db/table-entities';

/** An enquiry from the landing page's contact form; admins see it under Enquiries. */
export async function createContact(input: ContactInput) {
  const { data } = await db
    .contact()
    .create({ id: newId(), ...input, source: 'landing_page', status: 'new' })
    .go();
  return data;
}

export const ALREADY_SUBSCRIBED = "You're already subscribed to our newsletter!";

/** The email is the key: a second subscription fails its condition and becomes a 409. */
export async function subscribeNewsletter(email: string) {
  try {
    const { data } = await db.newsletter().create({ id: newId(), email, isActive: true }).go();
    return data;
  } catch (err) {
    if (isConditionalFailure(err)) throw new ConflictError(ALREADY_SUBSCRIBED);
    throw err;
  }
}
