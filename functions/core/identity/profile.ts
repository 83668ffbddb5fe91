import { defaultUserSettings, type UserSettings } from '@shared/schemas/identity';
import type { ProfileUpdate } from '@shared/schemas/settings';
import { ForbiddenError, ValidationError } from '../../base/errors';
import { updateAuthStates } from '../../db/auth-state';
import { clientSearchText } from '../../db/entities/tenant';
import * as db from '../../db/table-entities';
import type { Session } from './session';
import { writeUserSettings } from './settings';

/** The profile the sidebar and Settings read (spec part 1 §3, part 3 §3). */
export async function getProfile(session: Session) {
  const [{ data: stored }, { data: client }] = await Promise.all([
    db.userSettings().get({ clientId: session.clientId, userId: session.userId }).go(),
    db.client().get({ clientId: session.clientId }).go(),
  ]);
  const settings = { ...defaultUserSettings(), ...((stored?.settings as Partial<UserSettings>) ?? {}) };
  return {
    fullName: `${session.firstName} ${session.lastName}`.trim(),
    username: settings.username || session.email.split('@')[0],
    email: session.email,
    company: client?.companyName ?? '',
    phone: settings.phone,
    timezone: settings.timezone ?? null,
    language: settings.language,
  };
}

/** The first word is the first name, the rest the last name (the profile form has one full-name field). */
function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName, ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * PUT /api/settings/profile. The email is the Cognito username and the sign-in name, so it is shown and
 * not changed here: a different one is a 400 naming the field. The company name is the tenant's, so only
 * its owner may change it (403 for the other roles); the other fields are the user's own.
 */
export async function updateProfile(session: Session, body: ProfileUpdate) {
  if (body.email !== session.email.toLowerCase()) {
    throw new ValidationError('Invalid body: email', { email: 'The sign-in email cannot be changed here' });
  }
  const { data: client } = await db.client().get({ clientId: session.clientId }).go();
  if (client && body.company !== client.companyName) {
    if (session.role !== 'business_owner')
      throw new ForbiddenError('Only the business owner can change the company name');
    await db
      .client()
      .patch({ clientId: session.clientId })
      .set({ companyName: body.company, searchText: clientSearchText(body.company, client.billingEmail) })
      .go();
  }
  // the form shows first and last name joined: only a name the user edited is split again, so a saved
  // timezone never turns "Mary Ann" / "Smith" into "Mary" / "Ann Smith"
  const current = { firstName: session.firstName, lastName: session.lastName };
  const edited = body.fullName.trim().replace(/\s+/g, ' ') !== `${current.firstName} ${current.lastName}`.trim();
  const name = edited ? splitName(body.fullName) : current;
  if (edited) {
    await db.user().patch({ clientId: session.clientId, id: session.userId }).set(name).go();
    // the request path reads names from the auth state (db/auth-state.ts): keep it in step
    await updateAuthStates(session.clientId, name, session.userId);
  }
  await writeUserSettings(session, (cur) => ({
    ...cur,
    username: body.username,
    phone: body.phone,
    timezone: body.timezone ?? undefined,
    language: body.language,
  }));
  return getProfile({ ...session, ...name });
}
