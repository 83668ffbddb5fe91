import { defaultUserSettings, type UserSettings } from '@shared/schemas/identity';
import type { NotificationSettingsForm, SecuritySettings } from '@shared/schemas/settings';
import { updateAuthStates } from '../../db/auth-state';
import * as db from '../../db/table-entities';
import type { Session } from './session';

/**
 * The signed-in user's stored settings (UserSettings.settings, created at signup by core/tenants/tenancy.ts) with
 * the §9 defaults under whatever is missing, so an item written before a field existed still reads whole.
 */
export async function readUserSettings(session: Pick<Session, 'clientId' | 'userId'>): Promise<UserSettings> {
  const { data } = await db.userSettings().get({ clientId: session.clientId, userId: session.userId }).go();
  return withDefaults(data?.settings as Partial<UserSettings> | undefined);
}

function withDefaults(stored: Partial<UserSettings> | undefined): UserSettings {
  const d = defaultUserSettings();
  const s = stored ?? {};
  return {
    ...d,
    ...s,
    notifications: { ...d.notifications, ...(s.notifications ?? {}) },
    security: { ...d.security, ...(s.security ?? {}) },
  };
}

/**
 * Writes part of the settings map. The map is one attribute, so this reads it, changes the given part and
 * writes it back; the write is conditioned on the updatedAt it read, so two tabs saving at once cannot
 * silently drop each other's change (the loser re-reads and applies its part again).
 */
export async function writeUserSettings(
  session: Pick<Session, 'clientId' | 'userId'>,
  change: (current: UserSettings) => UserSettings,
): Promise<UserSettings> {
  const key = { clientId: session.clientId, userId: session.userId };
  for (let attempt = 1; ; attempt++) {
    const { data } = await db.userSettings().get(key).go();
    const next = change(withDefaults(data?.settings as Partial<UserSettings> | undefined));
    try {
      if (data) {
        await db
          .userSettings()
          .patch(key)
          .set({ settings: next })
          .where(({ updatedAt }, { eq }) => eq(updatedAt, data.updatedAt))
          .go();
      } else {
        await db
          .userSettings()
          .create({ ...key, settings: next })
          .go();
      }
      return next;
    } catch (err) {
      const conditional = /conditional/i.test(String((err as Error).message ?? err));
      if (!conditional || attempt >= 3) throw err;
    }
  }
}

export const getNotificationSettings = async (s: Session): Promise<NotificationSettingsForm> =>
  (await readUserSettings(s)).notifications;
export const putNotificationSettings = async (
  s: Session,
  notifications: NotificationSettingsForm,
): Promise<NotificationSettingsForm> =>
  (await writeUserSettings(s, (cur) => ({ ...cur, notifications }))).notifications;

export const getSecuritySettings = async (s: Session): Promise<SecuritySettings> =>
  (await readUserSettings(s)).security as SecuritySettings;
/**
 * Only the timeout: twoFactorEnabled is kept as stored (two-factor has its own enrolment, issue 14 part 2).
 * The timeout is copied onto the user's auth state, which every request's session check reads, so it
 * bounds the current sessions at once (a shorter one than a session's age ends it on the next request).
 */
export async function putSecuritySettings(s: Session, body: { sessionTimeout: number }): Promise<SecuritySettings> {
  const saved = await writeUserSettings(s, (cur) => ({
    ...cur,
    security: { ...cur.security, sessionTimeout: body.sessionTimeout },
  }));
  await updateAuthStates(s.clientId, { sessionTimeoutHours: body.sessionTimeout }, s.userId);
  return saved.security as SecuritySettings;
}
