import { randomBytes } from 'node:crypto';
import type { CLIENT_STATUSES, Role } from '@shared/enums';
import { defaultUserSettings } from '@shared/schemas/identity';
import { DEFAULT_LEAD_FORM_FIELDS, WIDGET_DEFAULTS } from '@shared/widget-defaults';
import { createIdentity, deleteIdentity, UsernameTakenError } from '../../adapters/identity';
import { ConflictError, ValidationError } from '../../base/errors';
import { updateAuthStates } from '../../db/auth-state';
import { clientSearchText } from '../../db/entities/tenant';
import { newId } from '../../db/ids';
import * as db from '../../db/table-entities';
import { joinPlan } from '../billing/plan-subscribers';
import { countGrowth } from '../metrics/platform-metrics';
import { seatsFull, takesSeat, withSeat } from './seats';

export const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';
const BILLING_PERIOD_DAYS = 30;

export interface NewTenant {
  clientId?: string;
  companyName: string;
  planId: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  industry?: string;
  /** When the tenant signed up: now, except for the demo tenant, seeded as if it signed up before its demo data. */
  signedUpAt?: Date;
  /** The seeded demo tenant's owner only: a sign-up's address is proven with Cognito's mailed code (issue 31). */
  emailVerified?: boolean;
}

/** The plan must exist and be active (signup rule, issue 3). */
export async function activePlan(planId: string) {
  const { data: plan } = await db.plan().get({ id: planId }).go();
  if (!plan?.isActive) throw new ValidationError('Plan not found', { planId: 'Plan not found' });
  return plan;
}

/**
 * Signup: the Cognito user first (it owns email uniqueness atomically), then every tenant record in
 * ONE transaction. If the transaction fails the Cognito user is removed again, so a retry can succeed.
 */
export async function createTenant(t: NewTenant): Promise<{ clientId: string; userId: string }> {
  const plan = await activePlan(t.planId);
  const clientId = t.clientId ?? newId();
  let userId: string;
  try {
    userId = await createIdentity({ ...t, clientId, role: 'business_owner', emailVerified: t.emailVerified ?? false });
  } catch (err) {
    if (err instanceof UsernameTakenError) throw new ConflictError(EMAIL_TAKEN);
    throw err;
  }
  try {
    const settings = defaultUserSettings();
    // the plan chosen at signup is a trial: its usage periods count from now and it ends with the trial
    // (Client.planEndsAt) unless a plan is bought (core/billing/sync.ts then moves both)
    const signedUpAt = t.signedUpAt ?? new Date();
    const periodStart = signedUpAt.toISOString();
    const periodEnd = new Date(signedUpAt.getTime() + BILLING_PERIOD_DAYS * 86_400_000).toISOString();
    const result = await db
      .writeTransaction(
        {
          client: db.client(),
          plan: db.plan(),
          subscription: db.subscription(),
          user: db.user(),
          userSettings: db.userSettings(),
          widgetSettings: db.widgetSettings(),
        },
        (tx) => [
          // the plan must still exist and be on sale as the tenant joins it (core/billing/plan-subscribers.ts)
          joinPlan(tx, plan.id, { mustBeActive: true }),
          tx.client
            .create({
              clientId,
              companyName: t.companyName,
              planId: plan.id,
              conversationsLimit: plan.conversationsLimit,
              billingAnchor: periodStart,
              planEndsAt: periodEnd,
              status: 'active',
              billingEmail: t.email,
              searchText: clientSearchText(t.companyName, t.email),
              industry: t.industry,
              phone: t.phone,
            })
            .commit(),
          tx.user
            .create({
              clientId,
              id: userId,
              email: t.email,
              role: 'business_owner',
              firstName: t.firstName,
              lastName: t.lastName,
            })
            .commit(),
          tx.widgetSettings
            .create({
              clientId,
              id: newId(),
              widgetCode: newId().replace(/-/g, '').slice(0, 16),
              primaryColor: WIDGET_DEFAULTS.primaryColor,
              welcomeMessage: WIDGET_DEFAULTS.welcomeMessage,
              requireLeadCapture: WIDGET_DEFAULTS.requireLeadCapture,
              leadFormTitle: WIDGET_DEFAULTS.leadFormTitle,
              leadFormSubtitle: WIDGET_DEFAULTS.leadFormSubtitle,
              leadFormFields: DEFAULT_LEAD_FORM_FIELDS,
              appearance: {
                position: WIDGET_DEFAULTS.position,
                size: WIDGET_DEFAULTS.size,
                theme: WIDGET_DEFAULTS.theme,
                triggerText: WIDGET_DEFAULTS.triggerText,
                showBranding: WIDGET_DEFAULTS.showBranding,
                enableSound: WIDGET_DEFAULTS.enableSound,
              },
            })
            .commit(),
          tx.userSettings
            .create({
              clientId,
              userId,
              settings: { ...settings, phone: t.phone ?? '', username: t.email.split('@')[0] },
            })
            .commit(),
          tx.subscription
            .create({
              clientId,
              id: newId(),
              planId: plan.id,
              status: 'active',
              currentPeriodStart: periodStart,
              currentPeriodEnd: periodEnd,
              cancelAtPeriodEnd: false,
            })
            .commit(),
        ],
      )
      .go();
    if (result.canceled) {
      // item 0 is the plan: deleted or taken off sale since it was read
      if ((result.data as { code?: string }[])[0]?.code === 'ConditionalCheckFailed')
        throw new ValidationError('Plan not found', { planId: 'Plan not found' });
      throw new Error('Signup transaction was cancelled');
    }
  } catch (err) {
    await deleteIdentity(t.email);
    throw err;
  }
  // the admin's Analytics (signups per day), after the tenant exists: never inside its transaction
  await countGrowth('signups');
  return { clientId, userId };
}

/**
 * A password nobody knows: an invited agent's sign-in exists (it holds the address and the seat) but
 * cannot be used until they set their own password from the invitation. It never leaves this server.
 */
const unknowablePassword = () => `${randomBytes(32).toString('base64url')}aA1`;

/**
 * A team member (AI trainer, human agent) or the platform admin: Cognito user + user record. Without a
 * password the member is `invited` (core/tenants/invitations.ts): the owner's Add Agent. With one, the
 * member can sign in at once: the seed, the tests and the stage's first admin.
 */
export async function createMember(m: {
  clientId: string;
  role: Role;
  email: string;
  password?: string;
  firstName: string;
  lastName: string;
  /** The plan's team seats: a member who takes a seat is refused (402) when all are in use (core/tenants/seats.ts). */
  seatLimit?: number;
}): Promise<string> {
  let userId: string;
  try {
    // added by the owner (an invited agent proves the address with the mailed link) or seeded, not signing
    // themselves up: their address is taken as given
    userId = await createIdentity({ ...m, password: m.password ?? unknowablePassword(), emailVerified: true });
  } catch (err) {
    if (err instanceof UsernameTakenError) throw new ConflictError(EMAIL_TAKEN);
    throw err;
  }
  try {
    const user = {
      clientId: m.clientId,
      id: userId,
      email: m.email,
      role: m.role,
      firstName: m.firstName,
      lastName: m.lastName,
      invited: m.password === undefined,
    };
    if (!takesSeat(m.role)) await db.user().create(user).go();
    else if ((await withSeat(m.clientId, 1, m.seatLimit, (tx) => [tx.user.create(user).commit()])) !== 'done')
      throw seatsFull(m.seatLimit ?? 0);
  } catch (err) {
    await deleteIdentity(m.email);
    throw err;
  }
  return userId;
}
