import { PAYMENT_GATEWAYS } from '@shared/enums';
import { eraseTenantObjects } from '../../adapters/bucket-erase';
import { deleteIdentity } from '../../adapters/identity';
import { deletePageObject, pageObjectKey } from '../../adapters/pages-bucket';
import { ConflictError, NotFoundError, ValidationError } from '../../base/errors';
import { erasePartition, tenantPartitions } from '../../db/partitions';
import * as db from '../../db/table-entities';
import { liveMonths } from '../activity/list';
import { leavePlan, tenantPlan } from '../billing/plan-subscribers';
import { cancelRemoteNow } from '../billing/remote';
import { closeTenantConnections } from '../chat/realtime';
import { deleteWebpage } from '../webpages/store';
import { deleteStoredLogo } from '../webpages/stored-logo';
import { setTenantStatus } from './tenant-access';

/** The platform's own tenant (the admins' clientId): deleting it would lock every admin out. */
const PLATFORM = 'platform';
export const PLATFORM_NOT_DELETABLE = "The platform's own account cannot be deleted.";
export const CONFIRMATION_MISMATCH = 'Type your company name exactly to confirm';

/**
 * Delete Account (issue 14, Settings → Security): erases one tenant. The steps run in an order that is
 * safe to repeat after a failure part-way: the gateway subscription is cancelled (and marked so locally,
 * so a retry does not ask the gateway again), the tenant is suspended so no user or widget request writes
 * anything new, the people lose their sign-in (Cognito users, then the auth state that every session
 * check reads), the records outside the tenant's partition go, then the partition itself, the client
 * item last: while it exists a retry (the erase below retries itself; the owner cannot, once suspended)
 * finds the tenant and finishes the job.
 */
export async function deleteAccount(clientId: string, confirmation: string): Promise<{ companyName: string }> {
  if (clientId === PLATFORM) throw new ConflictError(PLATFORM_NOT_DELETABLE);
  const { data: client } = await db.client().get({ clientId }).go();
  if (!client) throw new NotFoundError('Account');
  if (confirmation !== client.companyName) {
    throw new ValidationError(CONFIRMATION_MISMATCH, { confirmation: CONFIRMATION_MISMATCH });
  }

  const { data: subscription } = await db.subscription().get({ clientId }).go();
  const gateway = PAYMENT_GATEWAYS.find((g) => g === subscription?.gateway);
  if (subscription && gateway && subscription.gatewaySubscriptionId && subscription.status !== 'canceled') {
    // at once, not at period end: nobody is left to use the rest of the period
    await cancelRemoteNow(gateway, subscription.gatewaySubscriptionId);
    await db.subscription().patch({ clientId }).set({ status: 'canceled' }).go();
  }

  if (client.status !== 'suspended') await setTenantStatus(clientId, 'suspended');
  // the open sockets (agents' and visitors') are closed now, not left to run until they drop: once
  // suspended, $connect refuses them, and erase() below deletes any item this leaves
  await closeTenantConnections(clientId);

  // from here the owner's session is refused (suspended), so nobody could send the request again: a
  // failed step is retried here, each pass starting over (every step is a no-op once done)
  for (let attempt = 1; ; attempt++) {
    try {
      await erase(clientId, subscription?.gateway, subscription?.gatewaySubscriptionId);
      break;
    } catch (err) {
      if (attempt === ERASE_ATTEMPTS) throw err;
    }
  }
  return { companyName: client.companyName };
}

const ERASE_ATTEMPTS = 3;

/** The tenant's people, then its records outside and inside its partitions; the client item last. */
async function erase(clientId: string, gateway?: string, gatewayRef?: string): Promise<void> {
  const users = await allPages((cursor) => db.user().query.byId({ clientId }).go({ cursor }));
  for (const u of users) await deleteIdentity(u.email);
  // no auth state item: the request path accepts none of the users' session tokens (kit/auth.ts), and
  // refresh finds no session to renew
  await erasePartition(tenantPartitions.authStates(clientId));

  await deleteOutsideRecords(clientId, gateway, gatewayRef);

  const conversations = await allPages((cursor) =>
    db
      .conversation()
      .query.byId({ clientId })
      .go({ cursor, attributes: ['id'] }),
  );
  for (const c of conversations) {
    // the widget's per-conversation budgets (core/widget/widget-access.ts limitWidget: `widget:<budget>:<key>`)
    for (const budget of ['messagesPerConversation', 'liveTicketsPerConversation']) {
      await deleteRateLimit(`widget:${budget}:${clientId}:${c.id}`);
    }
    await erasePartition(tenantPartitions.messages(clientId, c.id));
  }

  const tenant = tenantPartitions.tenant(clientId);
  await erasePartition(tenant.pk, [tenant.clientItem]);
  await removeClient(clientId);
}

/**
 * The client item goes in one transaction with its place on its plan (core/billing/plan-subscribers.ts), so the
 * place is freed exactly once: by the deletion that removes the item, not by each of two deletions
 * running at once (a double click, a retry), which would count the plan low and let it be deleted under
 * another tenant. Conditioned on the planId read, so a plan changed meanwhile fails this pass (retried).
 */
async function removeClient(clientId: string): Promise<void> {
  const from = await tenantPlan(clientId);
  if (!from) return; // another deletion removed it
  const result = await db
    .writeTransaction({ client: db.client(), plan: db.plan() }, (tx) => [
      tx.client
        .remove({ clientId })
        .where(({ planId }, { eq }) => eq(planId, from.planId))
        .commit(),
      ...leavePlan(tx, from),
    ])
    .go();
  if (!result.canceled) return;
  if (!(await tenantPlan(clientId))) return; // removed by a deletion running at the same time
  throw new Error(`Account deletion: the client item of ${clientId} was not removed (${JSON.stringify(result.data)})`);
}

/** Records of the tenant kept under other partition keys (found by their own indexes). */
async function deleteOutsideRecords(clientId: string, gateway?: string, gatewayRef?: string): Promise<void> {
  // the API key item is found by its hash; the tenant's pointer (in the tenant partition) names it
  const { data: pointer } = await db.tenantApiKey().get({ clientId }).go();
  if (pointer) await db.apiKey().delete({ keyHash: pointer.keyHash }).go();

  // the gateway subscription's link, so a late webhook for it finds no tenant
  const paymentGateway = PAYMENT_GATEWAYS.find((g) => g === gateway);
  if (paymentGateway && gatewayRef) {
    await db.billingLink().delete({ gateway: paymentGateway, ref: gatewayRef }).go();
  }

  // the per-IP budgets (`widget:conversationsPerIp:<clientId>:<ip>`) cannot be found without the
  // visitors' addresses; their TTL removes them within the hour
  await deleteRateLimit(`widget:conversationsPerTenant:${clientId}`);

  // the public webpage: its published page and logo are public objects in the pages bucket that would
  // stay online with the business's contact details; then the page goes with its claims, the one way a
  // page is deleted (core/webpages/store.ts), so the address is free at once
  const { data: pages } = await db.aiWebpage().query.byId({ clientId }).go();
  for (const page of pages) {
    await deletePageObject(pageObjectKey(page.pathname));
    await deleteStoredLogo(page.logoUrl);
    await deleteWebpage(clientId, page);
  }

  // the unsubscribe links of the tenant's mail name the recipients' addresses (core/mail/unsubscribe.ts)
  const links = await allPages((cursor) =>
    db
      .mailLink()
      .query.byClient({ clientId })
      .go({ cursor, attributes: ['token'] }),
  );
  for (const l of links) await db.mailLink().delete({ token: l.token }).go();

  // files sent in conversations, knowledge files and indexes: bytes in S3 no partition erase reaches (their
  // records go with the tenant partition below)
  await eraseTenantObjects(clientId);

  const sockets = await allPages((cursor) => db.wsConnection().query.byClient({ clientId }).go({ cursor }));
  for (const s of sockets) await db.wsConnection().delete({ connectionId: s.connectionId }).go();

  // the tenant's entries in the activity log (the log keeps about four months, one partition each)
  for (const month of liveMonths()) {
    const entries = await allPages((cursor) =>
      db
        .activity()
        .query.byMonth({ month })
        .where(({ clientId: c }, { eq }) => eq(c, clientId))
        .go({ cursor }),
    );
    for (const e of entries) await db.activity().delete({ month, at: e.at, id: e.id }).go();
  }
}

async function deleteRateLimit(key: string): Promise<void> {
  await erasePartition(tenantPartitions.rateLimit(key));
}

async function allPages<T>(read: (cursor: string | null) => Promise<{ data: T[]; cursor: string | null }>) {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await read(cursor);
    items.push(...page.data);
    cursor = page.cursor;
  } while (cursor);
  return items;
}
