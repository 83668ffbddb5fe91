import { defaultUserSettings, type UserSettings } from '../../shared/schemas/identity';
import { db } from '../db/service';
import type { Session } from '../kit/auth';

/** The profile the sidebar and Settings read (spec part 1 §3, part 3 §3). */
export async function getProfile(session: Session) {
  const [{ data: stored }, { data: client }] = await Promise.all([
    db().entities.userSettings.get({ clientId: session.clientId, userId: session.userId }).go(),
    db().entities.client.get({ clientId: session.clientId }).go(),
  ]);
  const settings = { ...defaultUserSettings(), ...((stored?.settings as Partial<UserSettings>) ?? {}) };
  return {
    fullName: `${session.firstName} ${session.lastName}`.trim(),
    username: settings.username || session.email.split('@')[0],
    email: session.email,
    company: client?.companyName ?? '',
    phone: settings.phone,
    timezone: settings.timezone,
    language: settings.language,
  };
}
