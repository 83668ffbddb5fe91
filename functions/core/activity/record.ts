import type { ActivityCategory, ActivityLevel } from '@shared/schemas/activity';
import { rootLogger } from '../../base/logger';
import { newTimeOrderedId } from '../../db/ids';
import * as db from '../../db/table-entities';

/** How long the log keeps an entry (issue 12 §5). */
export const ACTIVITY_RETENTION_DAYS = 90;

export interface ActivityInput {
  level: ActivityLevel;
  category: ActivityCategory;
  /** Machine name, e.g. "auth.login", "tenant.suspended", "config.saved". */
  action: string;
  /** One sentence for a person; never a secret's value. */
  message: string;
  actor?: { id: string; email: string } | null;
  clientId?: string | null;
  ip?: string | null;
  /** The fields a change touched, by name only. */
  fields?: readonly string[];
}

/** Who did it, from a session (the handler kit's `session`), for ActivityInput.actor. */
export const actorOf = (session: { userId: string; email: string } | null | undefined) =>
  session ? { id: session.userId, email: session.email } : null;

/**
 * Appends one entry. The event it records has already happened (the login succeeded, the tenant is
 * suspended), so a failure to write the log is logged and swallowed rather than turned into an error
 * for a change that was made. A function that records declares 'table:write' in routes.ts.
 */
export async function recordActivity(input: ActivityInput, now = new Date()): Promise<void> {
  const at = now.toISOString();
  try {
    await db
      .activity()
      .create({
        month: at.slice(0, 7),
        at,
        id: newTimeOrderedId(now.getTime()),
        level: input.level,
        category: input.category,
        action: input.action,
        message: input.message,
        actorId: input.actor?.id,
        actorEmail: input.actor?.email,
        clientId: input.clientId ?? undefined,
        ip: input.ip ?? undefined,
        fields: input.fields ? [...input.fields] : [],
        expiresAt: Math.floor(now.getTime() / 1000) + ACTIVITY_RETENTION_DAYS * 86_400,
      })
      .go();
  } catch (err) {
    rootLogger.error('activity log write failed', { action: input.action, error: String(err) });
  }
}
