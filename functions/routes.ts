/**
 * THE route table. Infra (one Lambda per HTTP route), the local gateway and the generated security
 * suites all read this list; nothing else lists routes. Each HTTP route is served from its contract in
 * shared/api/ (method, path and auth level there, written once: the handler is built from the same
 * contract, `http(contract, fn)`, and the web's typed client calls it; functions/api-contract.test.ts
 * checks that each contract is served by exactly one entry whose handler uses it). What a route may
 * touch in AWS (`access`), how long it may run (`timeoutSeconds`), its memory, whether other sites may
 * call it (`cors`) and which handler serves it (`entry`) live here, because they are infra's concern.
 */

import type { ApiRoute, HttpMethod } from '@shared/api/route';
import * as api from '@shared/api/routes';
import type { MessageType } from '@shared/schemas/queue-messages';

export type { HttpMethod };

/**
 * What a function may do beyond reading the table (every function may read it). Infra grants exactly
 * these (infra/stacks/function-permissions.ts maps each to IAM actions) and nothing else; a value is
 * declared only when the handler's code path really makes the call (functions/routes-access.test.ts
 * checks what the source can prove; infra/stacks/least-privilege.test.ts checks the synthesised policies).
 */
export type Access =
  | 'table:write' // PutItem / UpdateItem / ConditionCheckItem (ElectroDB create, patch, transactions)
  | 'table:delete' // DeleteItem (ElectroDB remove/delete, e.g. clearing a failed-login streak)
  | 'table:erase' // BatchWriteItem: whole partitions deleted 25 items a call (db/partitions.ts; account deletion only)
  | 'identity:read' // Cognito AdminGetUser
  | 'identity:write' // Cognito AdminCreateUser / AdminSetUserPassword / AdminUpdateUserAttributes / AdminDeleteUser / AdminUserGlobalSignOut
  | 'identity:auth' // Cognito InitiateAuth / RevokeToken / ForgotPassword and the user's own access-token calls: no IAM grant
  | 'secrets:decrypt' // KMS Decrypt of stored provider / gateway secrets (e.g. the OpenAI key in platform config)
  | 'secrets:encrypt' // KMS GenerateDataKey to envelope-encrypt a secret before it is stored
  | 'queue:send' // SQS SendMessage (the queue of the message types the function sends)
  | 'realtime:push' // API Gateway @connections
  | 'pages:write' // pages bucket, objects under page/
  | 'attachments:read' // attachments bucket, GetObject under attachments/ (the signed URLs of messages with files)
  | 'attachments:write' // attachments bucket, Get/Put/DeleteObject and PutObjectTagging under attachments/ (uploads checked, refused ones deleted)
  | 'buckets:erase' // attachments and knowledge buckets: ListBucket, DeleteObject under attachments/, knowledge/, knowledge-index/ (erasing a person or a tenant)
  | 'knowledge:files' // knowledge bucket, objects under knowledge/ (issue 33: presigned uploads, reads, deletes)
  | 'knowledge:index' // knowledge bucket, Get/PutObject under knowledge-index/ (the chat path's search indexes; never the files)
  | 'secret:visitor-token' // Secrets Manager: the widget visitor-token signing key (issue or verify tokens)
  | 'secret:origin-verify' // Secrets Manager: CloudFront's origin header, so kit/client-ip.ts may trust the viewer address
  | 'mail:send' // SES SendEmail from the stage's identity with its configuration set (the mail-send consumer only)
  | 'health:inspect'; // SQS GetQueueAttributes of the dead-letter queues + Cognito DescribeUserPool + SES GetAccount (admin system health)

export interface RouteOptions {
  /** Lambda memory (MB); Lambda's CPU share grows with it. Default DEFAULT_MEMORY_MB; see ENGINE_MEMORY_MB. */
  memoryMb?: number;
  /** What the function may touch; see Access. Default: read the table only. */
  access?: readonly Access[];
  /** Lambda timeout; the local gateway enforces the same. Default DEFAULT_TIMEOUT_SECONDS. */
  timeoutSeconds?: number;
  /** Called from customers' own sites (the widget): CORS preflight, any Origin, no credentials. */
  cors?: boolean;
  /**
   * The queue message types the function sends (with 'queue:send' in access): infra lets it send to
   * the queues of exactly these types' consumers and no other.
   */
  sends?: readonly MessageType[];
}

export interface HttpRoute
  extends Required<Pick<RouteOptions, 'access' | 'timeoutSeconds' | 'cors' | 'sends' | 'memoryMb'>> {
  /** The route's contract (shared/api/routes): method, path and auth level come from it. */
  contract: ApiRoute;
  method: HttpMethod;
  /** API Gateway style path, parameters in braces: /api/intents/{id} */
  path: string;
  /** Handler module relative to the repo root; it exports `handler`. */
  entry: string;
}

export interface WsRoute {
  routeKey: '$connect' | '$disconnect' | '$default';
  entry: string;
  access: readonly Access[];
  timeoutSeconds: number;
}

/**
 * One SQS queue (+ its own dead-letter queue) and the one function that consumes it, in AWS and at home
 * (infra/local/queue.ts). A message type belongs to exactly one consumer, so two consumers never see
 * each other's messages; senders find the queue by type (functions/adapters/queue.ts).
 */
export interface QueueConsumer {
  /** Queue and function name: lowercase words with dashes (a key of the QUEUE_URLS config). */
  name: string;
  entry: string;
  messageTypes: readonly MessageType[];
  access: readonly Access[];
  /** Lambda timeout; the queue's visibility timeout is six times this (AWS's advice for event sources). */
  timeoutSeconds: number;
  /** Records per invocation (SQS event source batch size). */
  batchSize: number;
  /**
   * How long the event source gathers records before it invokes (SQS MaximumBatchingWindowInSeconds; the
   * local queue waits as long). Unset: AWS's default (none) and the local queue's 20 ms.
   */
  maxBatchingWindowSeconds?: number;
  sends?: readonly MessageType[];
  /** Lambda memory; default DEFAULT_MEMORY_MB (what CPU Lambda gives comes with it). */
  memoryMb?: number;
}

/** Receives before a message moves to its consumer's dead-letter queue (AWS and home alike). */
export const MAX_RECEIVE_COUNT = 5;

/** API Gateway HTTP APIs stop waiting after 30 s; routes stay well inside it. */
export const DEFAULT_TIMEOUT_SECONDS = 10;
/**
 * Routes that wait on an AI provider or Dialogflow. The HTTP API's 30 s include a cold start and the
 * network, so the function must be done well before: 25 s leaves 5 s. The kit answers a 504 JSON one
 * second before the Lambda's own timeout and provider calls end before that (base/deadline.ts).
 */
export const AI_TIMEOUT_SECONDS = 25;
/**
 * Memory per route kind, from `npx tsx bench/memory.ts` (fresh node per bundle, this machine):
 * - a plain route: 70 MB RSS after its cold import (0.7 s), nothing more on its first request. 256 MB
 *   leaves 3.6x headroom.
 * - a route that runs the intent engine on a visitor's or trainer's text (ENGINE_MEMORY_MB below): 103 MB
 *   after loading openai and the visitor-language module (eld's n-gram table) and one language check,
 *   plus 32 MB RSS and 980 ms of one full core to train a 200-intent x 10-phrase model on a cold start.
 */
export const DEFAULT_MEMORY_MB = 256;
/**
 * ~135 MB is 1.9x short of 256 MB's comfort, but the CPU decides: Lambda gives 0.14 vCPU at 256 MB and
 * 0.58 at 1024 (1,769 MB = 1 vCPU), so the 980 ms training becomes ~7 s at 256 MB (near the 25 s AI
 * budget with a cold import and a provider call) and ~1.7 s at 1024.
 */
export const ENGINE_MEMORY_MB = 1024;

/** No HTTP route may ask for more: past ~28 s API Gateway answers for it (503) whatever the function does. */
export const MAX_HTTP_TIMEOUT_SECONDS = 28;

const h = (contract: ApiRoute, entry: string, options: RouteOptions = {}): HttpRoute => {
  const { method, path } = contract;
  const timeoutSeconds = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  if (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 3 || timeoutSeconds > MAX_HTTP_TIMEOUT_SECONDS) {
    throw new Error(`${method} ${path}: timeoutSeconds must be a whole number from 3 to ${MAX_HTTP_TIMEOUT_SECONDS}`);
  }
  return {
    contract,
    method,
    path,
    entry: `functions/http/${entry}.ts`,
    access: options.access ?? [],
    timeoutSeconds,
    cors: options.cors ?? false,
    sends: checkSends(`${method} ${path}`, options),
    memoryMb: options.memoryMb ?? DEFAULT_MEMORY_MB,
  };
};

/** A function that sends must be allowed to ('queue:send'), and one allowed to must say what it sends. */
function checkSends(what: string, options: Pick<RouteOptions, 'access' | 'sends'>): readonly MessageType[] {
  const sends = options.sends ?? [];
  if (sends.length > 0 !== (options.access ?? []).includes('queue:send')) {
    throw new Error(`${what}: declare 'queue:send' in access together with the message types in sends`);
  }
  return sends;
}

/** An owner's billing write: it waits on the gateway's API (25 s), reads its keys, logs the change. */
const BILLING_WRITE: RouteOptions = {
  access: ['table:write', 'secrets:decrypt', 'secret:origin-verify'],
  timeoutSeconds: AI_TIMEOUT_SECONDS,
};
/** A gateway webhook: claims the event id (and frees it on failure), re-reads the gateway, per-IP budget. */
const WEBHOOK: RouteOptions = {
  access: ['table:write', 'table:delete', 'secrets:decrypt', 'secret:origin-verify', 'queue:send'],
  // a subscription turned past due mails the owners (issue 31: core/billing/payment-failed-alert.ts)
  sends: ['mail.send'],
  timeoutSeconds: AI_TIMEOUT_SECONDS,
};

export const httpRoutes: HttpRoute[] = [
  // public site (spec part 1 §7)
  // cors: the public plan catalogue is harmless to share, and customers' sites may show it
  h(api.plans.listPlans, 'plans/list-plans', { cors: true }),
  // the landing-page forms limit per IP (clientIp reads the CloudFront viewer address)
  h(api.contacts.createContact, 'contacts/create-contact', { access: ['table:write', 'secret:origin-verify'] }),
  h(api.newsletter.subscribeNewsletter, 'newsletter/subscribe-newsletter', {
    access: ['table:write', 'secret:origin-verify'],
  }),
  // identity (spec part 1 §7, DESIGN §4)
  // register = createTenant (Cognito admin create/set password, delete on rollback) + login
  h(api.auth.register, 'auth/register', {
    access: ['table:write', 'table:delete', 'identity:write', 'identity:auth', 'secret:origin-verify'],
  }),
  // login writes the failure streak and the auth state, and deletes the streak on success
  h(api.auth.login, 'auth/login', {
    access: ['table:write', 'table:delete', 'identity:auth', 'secret:origin-verify'],
  }),
  // the code step of a sign-in with two-factor on (issue 14): the replay guard, the challenge's failures and
  // the lockout are written, the challenge and a used recovery code deleted; the kept TOTP secret is
  // decrypted to answer Cognito after a recovery code
  h(api.auth.loginMfa, 'auth/login-mfa', {
    access: ['table:write', 'table:delete', 'identity:auth', 'secrets:decrypt', 'secret:origin-verify'],
  }),
  h(api.auth.refresh, 'auth/refresh', { access: ['identity:auth'] }),
  h(api.auth.logout, 'auth/logout', { access: ['table:write', 'identity:auth'] }),
  h(api.auth.me, 'auth/me'),
  // the email's verification and change, "Forgot password?" (issue 31): Cognito makes and mails the codes.
  // The user's own calls (GetUserAttributeVerificationCode, VerifyUserAttribute, UpdateUserAttributes) use
  // an access token the refresh cookie mints, and ForgotPassword/ConfirmForgotPassword are public client
  // calls (identity:auth); email_verified is read with AdminGetUser; per-IP and per-address budgets are
  // written (a password check clears its failure streak, as login does)
  h(api.auth.emailStatus, 'auth/email-status', { access: ['identity:read'] }),
  h(api.auth.sendEmailCode, 'auth/send-email-code', {
    access: ['table:write', 'identity:read', 'identity:auth', 'secret:origin-verify'],
  }),
  h(api.auth.verifyEmail, 'auth/verify-email', { access: ['table:write', 'identity:read', 'identity:auth'] }),
  h(api.auth.changeEmail, 'auth/change-email', {
    access: ['table:write', 'table:delete', 'identity:read', 'identity:auth', 'secret:origin-verify'],
  }),
  h(api.auth.forgotPassword, 'auth/forgot-password', {
    access: ['table:write', 'identity:read', 'identity:auth', 'secret:origin-verify'],
  }),
  // the reset ends every session: the auth state's (table) and Cognito's (AdminUserGlobalSignOut)
  h(api.auth.resetPassword, 'auth/reset-password', {
    access: ['table:write', 'table:delete', 'identity:read', 'identity:write', 'identity:auth', 'secret:origin-verify'],
  }),
  // an invited agent's link (issue 31): the page's view, then their own password and a session (as login)
  h(api.invitations.viewInvitation, 'invitations/view-invitation', { access: ['table:write', 'secret:origin-verify'] }),
  h(api.invitations.acceptInvitation, 'invitations/accept-invitation', {
    access: ['table:write', 'table:delete', 'identity:write', 'identity:auth', 'secret:origin-verify'],
  }),
  h(api.settings.getProfile, 'settings/get-profile'),
  // settings (spec part 3 §2/§3, issue 14): each PUT rewrites the user's UserSettings map (read, change, checked
  // write); AI Config is the tenant's one copy on the client item, which the chat pipeline follows
  h(api.settings.updateProfile, 'settings/update-profile', { access: ['table:write'] }),
  h(api.settings.getAiSettings, 'settings/get-ai-settings'),
  h(api.settings.updateAiSettings, 'settings/update-ai-settings', { access: ['table:write'] }),
  h(api.settings.getMailAlerts, 'settings/get-mail-alerts'),
  h(api.settings.updateMailAlerts, 'settings/update-mail-alerts', { access: ['table:write'] }),
  h(api.settings.getNotificationSettings, 'settings/get-notification-settings'),
  h(api.settings.updateNotificationSettings, 'settings/update-notification-settings', { access: ['table:write'] }),
  h(api.settings.getSecuritySettings, 'settings/get-security-settings'),
  h(api.settings.updateSecuritySettings, 'settings/update-security-settings', { access: ['table:write'] }),
  // the current password is checked like a login (failure streak written, deleted on success), the new one
  // set with AdminSetUserPassword, every session ended (auth state) and this one signed in again
  // (with two-factor on, the new sign-in answers Cognito's code challenge from the kept secret: decrypt)
  h(api.settings.changePassword, 'settings/change-password', {
    access: ['table:write', 'table:delete', 'identity:write', 'identity:auth', 'secrets:decrypt'],
  }),
  // two-factor enrolment (issue 14): the password checked like a login (streak written/deleted), Cognito's
  // software-token calls with the user's own access token (no IAM), the pending tokens and secret
  // envelope-encrypted (setup) and decrypted (confirm); confirm/disable replace or delete recovery codes
  h(api.settings.twoFactorSetup, 'settings/two-factor-setup', {
    access: ['table:write', 'table:delete', 'identity:auth', 'secrets:encrypt'],
  }),
  h(api.settings.twoFactorConfirm, 'settings/two-factor-confirm', {
    access: ['table:write', 'table:delete', 'identity:auth', 'secrets:decrypt'],
  }),
  h(api.settings.twoFactorDisable, 'settings/two-factor-disable', {
    access: ['table:write', 'table:delete', 'identity:auth'],
  }),
  h(api.user.getProfile, 'user/get-profile'),
  // customer dashboard
  h(api.dashboard.getDashboard, 'dashboard/get-dashboard'),
  // testimonials: owners write one, the platform admin approves, the landing page shows approved ones
  h(api.testimonials.listTestimonials, 'testimonials/list-testimonials'),
  h(api.testimonials.getMyTestimonial, 'testimonials/get-my-testimonial'),
  h(api.testimonials.saveMyTestimonial, 'testimonials/save-my-testimonial', { access: ['table:write'] }),
  h(api.testimonials.listAdminTestimonials, 'testimonials/list-admin-testimonials'),
  h(api.testimonials.approveTestimonial, 'testimonials/approve-testimonial', { access: ['table:write'] }),
  // the platform admin (issue 12, spec part 3 Admin Panel, §3, §7); every route is auth 'admin';
  // 'secret:origin-verify' on the writes: their activity entries carry the viewer's IP
  // health:inspect: the dead-letter depth of each queue and a DescribeUserPool (adapters/health.ts)
  h(api.admin.getAdminStats, 'admin/get-admin-stats', { access: ['health:inspect'] }),
  h(api.admin.getSystemHealth, 'admin/get-system-health', { access: ['health:inspect'] }),
  h(api.admin.listAdminPlans, 'admin/list-admin-plans'),
  h(api.admin.createPlan, 'admin/create-plan', { access: ['table:write', 'secret:origin-verify'] }),
  h(api.admin.updatePlan, 'admin/update-plan', { access: ['table:write', 'secret:origin-verify'] }),
  h(api.admin.deletePlan, 'admin/delete-plan', {
    access: ['table:write', 'table:delete', 'secret:origin-verify'],
  }),
  // the enquiries' page cursors are signed (core/paging/cursor.ts)
  h(api.admin.listEnquiries, 'admin/list-enquiries', { access: ['secret:visitor-token'] }),
  h(api.admin.updateEnquiry, 'admin/update-enquiry', { access: ['table:write', 'secret:origin-verify'] }),
  // Clients and User Management: page cursors are signed (core/paging/cursor.ts); a status change updates the
  // tenant and its users' auth state items, and it and the export record activity (the viewer IP)
  h(api.admin.listClients, 'admin/list-clients', { access: ['secret:visitor-token'] }),
  // a status change also takes the tenant's published webpage offline or back (queue:send: the
  // webpage-publish consumer renders it, so this function does not bundle the renderer)
  h(api.admin.setClientStatus, 'admin/set-client-status', {
    // realtime:push + table:delete: a suspension closes the tenant's sockets and forgets them
    access: ['table:write', 'table:delete', 'secret:origin-verify', 'queue:send', 'realtime:push'],
    sends: ['webpages.sync-tenant'],
  }),
  h(api.admin.exportClient, 'admin/export-client', {
    access: ['table:write', 'secret:origin-verify'],
  }),
  h(api.admin.listUsers, 'admin/list-users', { access: ['secret:visitor-token'] }),
  // provider configs and payment gateways: secrets are envelope-encrypted (KMS) and shown masked, so
  // reading decrypts; saving and testing record activity (the viewer IP). A test waits up to 8 s on
  // the provider (Google: token, then the call), so its routes get the outside-call timeout of the AI routes.
  h(api.admin.getConfig, 'admin/get-config', { access: ['secrets:decrypt'] }),
  h(api.admin.saveConfig, 'admin/save-config', {
    access: ['table:write', 'secrets:encrypt', 'secrets:decrypt', 'secret:origin-verify'],
  }),
  h(api.admin.testConfig, 'admin/test-config', {
    access: ['table:write', 'secrets:decrypt', 'secret:origin-verify'],
    timeoutSeconds: AI_TIMEOUT_SECONDS,
  }),
  h(api.admin.getPaymentGateways, 'admin/get-payment-gateways', { access: ['secrets:decrypt'] }),
  h(api.admin.savePaymentGateways, 'admin/save-payment-gateways', {
    access: ['table:write', 'secrets:encrypt', 'secrets:decrypt', 'secret:origin-verify'],
  }),
  // the test's result is stored with the settings, whose secrets are encrypted again on that write
  h(api.admin.testPaymentGateway, 'admin/test-payment-gateway', {
    access: ['table:write', 'secrets:encrypt', 'secrets:decrypt', 'secret:origin-verify'],
    timeoutSeconds: AI_TIMEOUT_SECONDS,
  }),
  // billing (issue 13, spec part 3 §7): the owner's subscription at the active gateway (or the offline test
  // gateway); secrets:decrypt for the gateway keys, 25 s because each write waits on the gateway's API
  h(api.billing.getSubscription, 'billing/get-subscription'),
  h(api.billing.createSubscription, 'billing/create-subscription', BILLING_WRITE),
  h(api.billing.verifyPayment, 'billing/verify-payment', BILLING_WRITE),
  h(api.billing.checkoutReturn, 'billing/checkout-return', BILLING_WRITE),
  h(api.billing.cancelSubscription, 'billing/cancel-subscription', BILLING_WRITE),
  h(api.billing.reactivateSubscription, 'billing/reactivate-subscription', BILLING_WRITE),
  h(api.billing.listInvoices, 'billing/list-invoices', { access: ['secret:visitor-token'] }),
  h(api.billing.downloadInvoice, 'billing/download-invoice'),
  h(api.billing.getUsage, 'billing/get-usage'),
  // gateway webhooks: public, signed by the gateway (checked on the raw body), each event id processed once
  h(api.webhooks.razorpay, 'webhooks/razorpay', WEBHOOK),
  h(api.webhooks.stripe, 'webhooks/stripe', WEBHOOK),
  // WhatsApp Cloud API (issue 14): Meta's handshake reads the tenant's verify token (per-IP budget); a delivery, signed
  // with the tenant's app secret, runs the chat pipeline (agents see it live: realtime:push, and a push
  // answered Gone deletes that socket), claims each message id once and waits on the Cloud API's send
  h(api.webhooks.whatsappVerify, 'webhooks/whatsapp-verify', {
    access: ['table:write', 'secrets:decrypt', 'secret:origin-verify'],
  }),
  // attachments:write: an image or document is downloaded, checked and stored (issue 32 item 6);
  // knowledge:index: the tenant's knowledge answers, as in the widget
  h(api.webhooks.whatsapp, 'webhooks/whatsapp', {
    memoryMb: ENGINE_MEMORY_MB,
    access: [
      'queue:send',
      'table:write',
      'table:delete',
      'secrets:decrypt',
      'realtime:push',
      'attachments:write',
      'knowledge:index',
    ],
    timeoutSeconds: AI_TIMEOUT_SECONDS,
    sends: ['leads.enrich'],
  }),
  // the activity log (issue 12 §5): every admin change above writes an entry (core/activity/record.ts)
  h(api.admin.listActivity, 'admin/list-activity', { access: ['secret:visitor-token'] }),
  h(api.admin.exportActivityCsv, 'admin/export-activity-csv'),
  // Analytics and AI Cost Optimization: the platform's daily counters (db/entities/platform-metric.ts), read only
  h(api.admin.getAnalytics, 'admin/get-analytics'),
  h(api.admin.exportAnalyticsCsv, 'admin/export-analytics-csv'),
  h(api.admin.getAiCosts, 'admin/get-ai-costs'),
  // the chat widget (issue 9): called from customers' own sites, so cors; visitor routes carry a Bearer token
  h(api.widget.getWidgetConfig, 'widget/get-widget-config', { cors: true }),
  // queue:send: the new lead goes to enrichment (functions/queue/lead-enrichment.ts), the new conversation
  // to the agents' Conversations monitor through the live-fanout queue (issue 32)
  h(api.widget.startConversation, 'widget/start-conversation', {
    cors: true,
    access: ['table:write', 'secret:visitor-token', 'secret:origin-verify', 'queue:send'],
    sends: ['leads.enrich', 'realtime.conversation-events'],
  }),
  h(api.widget.recordLoad, 'widget/record-load', {
    cors: true,
    access: ['table:write', 'secret:origin-verify'],
  }),
  h(api.widget.sendMessage, 'widget/send-message', {
    memoryMb: ENGINE_MEMORY_MB,
    cors: true,
    // secrets:decrypt: the OpenAI key, when the admin configured one (grounded answers, issue 9);
    // queue:send: the visitor's first message sends their lead to enrichment (issue 11), and the turn's
    // events go to the live-fanout queue, which pushes them after the reply (issue 30); knowledge:index: the
    // tenant's knowledge answers (issue 33), its search index read from (or, first, written to) the bucket
    access: ['table:write', 'secret:visitor-token', 'secrets:decrypt', 'queue:send', 'knowledge:index'],
    sends: ['leads.enrich', 'realtime.conversation-events'],
    timeoutSeconds: AI_TIMEOUT_SECONDS,
  }),
  // attachments:read: a message's file is answered with a signed URL (issue 32 item 6)
  h(api.widget.listMessages, 'widget/list-messages', {
    cors: true,
    access: ['queue:send', 'table:write', 'secret:visitor-token', 'attachments:read'],
    sends: ['leads.enrich'],
  }),
  // the widget's WebSocket URL carries this one-minute ticket, never the visitor token (URLs reach logs)
  h(api.widget.issueLiveTicket, 'widget/issue-live-ticket', {
    cors: true,
    access: ['queue:send', 'table:write', 'secret:visitor-token'],
    sends: ['leads.enrich'],
  }),
  h(api.widget.escalate, 'widget/escalate', {
    cors: true,
    access: ['queue:send', 'table:write', 'secret:visitor-token', 'realtime:push', 'table:delete'],
    sends: ['leads.enrich'],
  }),
  // issue 31 item 5: mail the visitor their conversation (queued), and where an offline handoff's reply goes
  h(api.widget.sendTranscript, 'widget/send-transcript', {
    cors: true,
    access: ['queue:send', 'table:write', 'secret:visitor-token', 'secret:origin-verify'],
    sends: ['mail.send'],
  }),
  h(api.widget.setReplyAddress, 'widget/set-reply-address', {
    cors: true,
    access: ['table:write', 'secret:visitor-token', 'secret:origin-verify'],
  }),
  // issue 32 item 7: the visitor rates the resolved chat; agents see it live (realtime:push)
  h(api.widget.rateConversation, 'widget/rate-conversation', {
    cors: true,
    access: ['table:write', 'secret:visitor-token', 'secret:origin-verify', 'realtime:push', 'table:delete'],
  }),
  // the owner's Embed Widget and Lead Capture Settings screens (issue 9): same-origin, cookie session
  h(api.widgetSettings.getWidgetSettings, 'widget/get-widget-settings'),
  h(api.widgetSettings.updateWidgetSettings, 'widget/update-widget-settings', { access: ['table:write'] }),
  h(api.widgetSettings.getWidgetStats, 'widget/get-widget-stats'),
  // the AI chat test screen (spec part 2 §2.1, §7): the widget's pipeline, driven by a trainer
  h(api.ccai.getHealth, 'ccai/get-health', { access: ['queue:send'], sends: ['leads.enrich'] }),
  h(api.ccai.sendTestMessage, 'ccai/send-test-message', {
    access: ['queue:send', 'table:write', 'secrets:decrypt', 'knowledge:index'],
    memoryMb: ENGINE_MEMORY_MB,
    sends: ['leads.enrich'],
  }),
  h(api.ccai.getTestConversation, 'ccai/get-test-conversation', {
    access: ['queue:send', 'table:write'],
    sends: ['leads.enrich'],
  }),
  h(api.ccai.escalateTest, 'ccai/escalate-test', {
    access: ['queue:send', 'table:write'],
    sends: ['leads.enrich'],
  }),
  // live handoff (issue 10, spec part 2 §7): the agent portal; replies and Resolve reach the widget live
  h(api.agent.listAgentConversations, 'agent/list-agent-conversations', {
    access: ['queue:send'],
    sends: ['leads.enrich'],
  }),
  h(api.agent.listMessages, 'agent/list-messages', {
    access: ['queue:send', 'attachments:read'],
    sends: ['leads.enrich'],
  }),
  // secrets:decrypt: a reply to a WhatsApp conversation is sent with the tenant's Cloud API token (issue 14);
  // the reply's events go to the live-fanout queue, which pushes them after the reply (issue 30)
  h(api.agent.sendMessage, 'agent/send-message', {
    access: ['queue:send', 'table:write', 'secrets:decrypt'],
    sends: ['leads.enrich', 'realtime.conversation-events'],
  }),
  h(api.conversations.resolveConversation, 'conversations/resolve-conversation', {
    access: ['queue:send', 'table:write', 'realtime:push', 'table:delete'],
    sends: ['leads.enrich'],
  }),
  // the agents' inbox (issue 32 item 1): claim, take over, assign (one conditional write on the conversation
  // and the owner's open-chat count in a transaction; the agents are told at once), the Resolved list (a
  // sealed cursor), the tenant's round-robin and open-chat cap
  h(api.inboxAssignment.claimConversation, 'inbox-assignment/claim-conversation', {
    access: ['table:write', 'realtime:push'],
  }),
  h(api.inboxAssignment.assignConversation, 'inbox-assignment/assign-conversation', {
    access: ['table:write', 'realtime:push'],
  }),
  h(api.inboxAssignment.listResolvedConversations, 'inbox-assignment/list-resolved-conversations', {
    access: ['queue:send', 'secret:visitor-token'],
    sends: ['leads.enrich'],
  }),
  h(api.inboxAssignment.getAssignmentSettings, 'inbox-assignment/get-assignment-settings'),
  h(api.inboxAssignment.saveAssignmentSettings, 'inbox-assignment/save-assignment-settings', {
    access: ['table:write'],
  }),
  // Human Agents (spec part 2 §2.7): Cognito users of role human_agent; deactivation also drops their sockets
  h(api.humanAgents.listHumanAgents, 'human-agents/list-human-agents'),
  // adding an agent invites them (issue 31): an invited user, its invitation, the invitation mail queued;
  // an owner whose email is not verified may not (email_verified read with AdminGetUser)
  h(api.humanAgents.createHumanAgent, 'human-agents/create-human-agent', {
    access: ['table:write', 'identity:read', 'identity:write', 'queue:send'],
    sends: ['mail.send'],
  }),
  h(api.humanAgents.updateHumanAgent, 'human-agents/update-human-agent', { access: ['table:write'] }),
  h(api.humanAgents.setHumanAgentStatus, 'human-agents/set-human-agent-status', {
    access: ['table:write', 'realtime:push', 'table:delete'],
  }),
  h(api.humanAgents.removeHumanAgent, 'human-agents/remove-human-agent', {
    access: ['table:write', 'realtime:push', 'table:delete'],
  }),
  h(api.humanAgents.resendAgentInvitation, 'human-agents/resend-agent-invitation', {
    access: ['table:write', 'queue:send'],
    sends: ['mail.send'],
  }),
  // the agent who never joined goes too: their user (and seat) and their sign-in
  h(api.humanAgents.revokeAgentInvitation, 'human-agents/revoke-agent-invitation', {
    access: ['table:write', 'table:delete', 'identity:write'],
  }),
  // the Conversations monitor (spec part 2 §2.3); its page cursors are signed (core/paging/cursor.ts)
  h(api.conversations.listConversations, 'conversations/list-conversations', {
    access: ['queue:send', 'secret:visitor-token'],
    sends: ['leads.enrich'],
  }),
  h(api.conversations.getConversationStats, 'conversations/get-conversation-stats'),
  h(api.conversations.getConversationMessages, 'conversations/get-conversation-messages', {
    access: ['queue:send', 'attachments:read'],
    sends: ['leads.enrich'],
  }),
  // Leads and CRM (issue 11, spec part 2 §2.2, §2.4, §2.5, §7); every lead write moves its counters
  // in the same transaction (core/leads/store.ts); list cursors are signed (core/paging/cursor.ts)
  h(api.leads.listLeads, 'leads/list-leads', { access: ['secret:visitor-token'] }),
  h(api.leads.getLeadStats, 'leads/get-lead-stats'),
  h(api.leads.createLead, 'leads/create-lead', { access: ['table:write'] }),
  h(api.leads.exportLeadsCsv, 'leads/export-leads-csv', { access: ['secret:visitor-token'] }),
  h(api.leads.enrichAllLeads, 'leads/enrich-all-leads', {
    access: ['table:write', 'queue:send'],
    sends: ['leads.enrich', 'leads.enrich-page'],
  }),
  h(api.jobs.getJob, 'jobs/get-job'),
  h(api.leads.getLead, 'leads/get-lead'),
  h(api.leads.updateLeadStatus, 'leads/update-lead-status', { access: ['table:write'] }),
  // secrets:decrypt: the OpenAI key, when the admin configured one (otherwise the offline rules)
  h(api.leads.enrichLead, 'leads/enrich-lead', {
    access: ['table:write', 'secrets:decrypt'],
    timeoutSeconds: AI_TIMEOUT_SECONDS,
  }),
  h(api.leads.exportLead, 'leads/export-lead'),
  h(api.leads.eraseLead, 'leads/erase-lead', { access: ['table:write', 'table:delete', 'buckets:erase'] }),
  // AI webpages (issue 15, spec part 3 §7): the owner's one webpage. Its address and the one-per-account rule
  // are claim items written in the page's own transactions (core/webpages/store.ts; an address change or a
  // delete removes a claim: table:delete); pages:write puts the published HTML (and the logo) under page/ of
  // the pages bucket and removes it again (core/webpages/publish.ts)
  h(api.aiWebpages.listWebpages, 'ai-webpages/list-webpages'),
  // table:delete also here: the claim of an address whose page is gone (a deleted account) is released
  h(api.aiWebpages.createWebpage, 'ai-webpages/create-webpage', {
    access: ['table:write', 'table:delete', 'pages:write'],
  }),
  h(api.aiWebpages.getWebpage, 'ai-webpages/get-webpage'),
  h(api.aiWebpages.updateWebpage, 'ai-webpages/update-webpage', {
    access: ['table:write', 'table:delete', 'pages:write'],
  }),
  h(api.aiWebpages.deleteWebpage, 'ai-webpages/delete-webpage', { access: ['table:delete', 'pages:write'] }),
  h(api.aiWebpages.setWebpageStatus, 'ai-webpages/set-webpage-status', {
    access: ['table:write', 'pages:write'],
  }),
  h(api.aiWebpages.previewWebpage, 'ai-webpages/preview-webpage'),
  h(api.analytics.getCrmAnalytics, 'analytics/get-crm-analytics'),
  h(api.analytics.getPredictiveAnalytics, 'analytics/get-predictive-analytics'),
  // AI Training Center (spec part 1 §7)
  // its page cursors are signed with a key derived from the visitor-token secret (core/paging/cursor.ts)
  h(api.intents.listIntents, 'intents/list-intents', { access: ['secret:visitor-token'] }),
  // saving phrases embeds them with the admin's OpenAI key when OpenAI is on (ai/embeddings/index.ts)
  h(api.intents.createIntent, 'intents/create-intent', { access: ['table:write', 'secrets:decrypt'] }),
  h(api.intents.getIntentAnalytics, 'intents/get-intent-analytics'),
  // AI replies by answer source and handoffs (daily counters) and the most asked unanswered questions
  h(api.intents.getAnswerAnalytics, 'intents/get-answer-analytics'),
  // enqueues a sync job (one message per intent, functions/queue/intent-sync.ts) and answers 202
  h(api.intents.syncAllIntents, 'intents/sync-all-intents', {
    access: ['table:write', 'queue:send'],
    sends: ['intents.sync'],
  }),
  h(api.intents.getSyncJob, 'intents/get-sync-job'),
  // reads intents and missed queries, asks the provider; writes only the AI usage counter (core/metrics/platform-metrics.ts)
  h(api.intents.optimizeTraining, 'intents/optimize-training', {
    memoryMb: ENGINE_MEMORY_MB,
    access: ['table:write', 'secrets:decrypt'],
    timeoutSeconds: AI_TIMEOUT_SECONDS,
  }),
  // the "cautious ↔ helpful" slider: the confidence the tenant's answers need (shared/answer-levels.ts)
  h(api.intents.getAnswerLevel, 'intents/get-answer-level'),
  h(api.intents.updateAnswerLevel, 'intents/update-answer-level', { access: ['table:write'] }),
  h(api.intents.updateIntent, 'intents/update-intent', { access: ['table:write', 'secrets:decrypt'] }),
  h(api.intents.deleteIntent, 'intents/delete-intent', { access: ['table:write', 'table:delete'] }),
  h(api.intents.addPhrases, 'intents/add-phrases', {
    access: ['table:write', 'secrets:decrypt'],
    memoryMb: ENGINE_MEMORY_MB,
  }),
  h(api.intents.enhanceIntent, 'intents/enhance-intent', {
    memoryMb: ENGINE_MEMORY_MB,
    access: ['table:write', 'secrets:decrypt'],
    timeoutSeconds: AI_TIMEOUT_SECONDS,
  }),
  h(api.intents.syncIntent, 'intents/sync-intent', {
    access: ['table:write', 'secrets:decrypt'],
    timeoutSeconds: AI_TIMEOUT_SECONDS,
  }),
  // the tenant API key (Settings → Security): the regenerate/revoke transactions delete the old key item
  h(api.settings.apiKeyGet, 'settings/api-key-get'),
  h(api.settings.apiKeyRegenerate, 'settings/api-key-regenerate', {
    access: ['table:write', 'table:delete'],
  }),
  h(api.settings.apiKeyRevoke, 'settings/api-key-revoke', { access: ['table:write', 'table:delete'] }),
  // the read API (docs/api.md): Bearer API key; table:write for the per-IP budget and lastUsedAt, the
  // visitor-token secret for the sealed page cursors, the origin secret for the client address
  h(api.v1.listLeads, 'v1/list-leads', {
    access: ['table:write', 'secret:visitor-token', 'secret:origin-verify'],
  }),
  h(api.v1.listConversations, 'v1/list-conversations', {
    access: ['queue:send', 'table:write', 'secret:visitor-token', 'secret:origin-verify'],
    sends: ['leads.enrich'],
  }),
  // Delete Account (issue 14): the company name the owner types to confirm; then the deletion, which
  // cancels the gateway subscription (its keys), deletes the tenant's items and Cognito users and records
  // the deletion in the activity log (the viewer's IP); it may wait on the gateway like a billing write
  // Settings → Integrations (issue 14, spec part 3 §2): the owner's WhatsApp and Analytics cards; secrets
  // are envelope-encrypted with the tenant as context and shown masked; a test waits on the provider (8 s)
  h(api.customer.getWhatsappIntegration, 'customer/get-whatsapp-integration', { access: ['secrets:decrypt'] }),
  h(api.customer.getAnalyticsIntegration, 'customer/get-analytics-integration', {
    access: ['secrets:decrypt'],
  }),
  h(api.customer.saveIntegration, 'customer/save-integration', {
    access: ['table:write', 'secrets:encrypt', 'secrets:decrypt'],
  }),
  h(api.customer.testIntegration, 'customer/test-integration', {
    access: ['table:write', 'secrets:decrypt'],
    timeoutSeconds: AI_TIMEOUT_SECONDS,
  }),
  h(api.settings.getAccount, 'settings/get-account'),
  h(api.settings.deleteAccount, 'settings/delete-account', {
    access: [
      'table:write',
      'table:delete',
      'table:erase',
      'identity:write',
      'secrets:decrypt',
      'secret:origin-verify',
      'pages:write',
      'buckets:erase',
      'realtime:push',
    ],
    timeoutSeconds: AI_TIMEOUT_SECONDS,
  }),
  // AI webpages (issue 15): "Write it for me" waits on OpenAI when configured (its key decrypted); writes
  // the tenant's hourly budget and the AI usage counter
  h(api.aiWebpages.writeContent, 'ai-webpages/write-content', {
    access: ['table:write', 'secrets:decrypt'],
    timeoutSeconds: AI_TIMEOUT_SECONDS,
  }),
  // mail (issue 31): an unsubscribe link's page reads what it stands for, its button (or a mail client's
  // one-click POST) records the opt-out on the suppression list and in the activity log (table:write)
  h(api.mail.unsubscribeTarget, 'mail/unsubscribe-target'),
  h(api.mail.unsubscribeMail, 'mail/unsubscribe-mail', { access: ['table:write'] }),
  // presence (issue 32 item 2): who of the agents is online, away or offline; a change is pushed to the
  // tenant's agents (table:delete: a push that answers Gone drops that socket)
  h(api.presence.getPresence, 'presence/get-presence'),
  h(api.presence.setPresence, 'presence/set-presence', { access: ['table:write', 'realtime:push', 'table:delete'] }),
  // the agents' inbox (issue 32 items 7, 8, 10): business hours (owners), the month's CSAT and agent figures
  h(api.businessHours.getBusinessHours, 'business-hours/get-business-hours'),
  h(api.businessHours.updateBusinessHours, 'business-hours/update-business-hours', { access: ['table:write'] }),
  h(api.performance.getPerformance, 'performance/get-performance'),
  // attachments (issue 32 item 6): presigned POSTs straight to S3, the bytes checked before a message exists;
  // the sends go through the reply path (live-fanout queue; WhatsApp with the tenant's token)
  h(api.attachments.requestAgentUpload, 'attachments/request-agent-upload', {
    access: ['table:write', 'attachments:write', 'queue:send'],
    sends: ['leads.enrich'],
  }),
  h(api.attachments.sendAgentAttachment, 'attachments/send-agent-attachment', {
    access: ['table:write', 'table:delete', 'attachments:write', 'queue:send', 'secrets:decrypt'],
    sends: ['leads.enrich', 'realtime.conversation-events'],
  }),
  h(api.attachments.requestVisitorUpload, 'attachments/request-visitor-upload', {
    cors: true,
    access: ['table:write', 'attachments:write', 'secret:visitor-token', 'secret:origin-verify', 'queue:send'],
    sends: ['leads.enrich'],
  }),
  h(api.attachments.sendVisitorAttachment, 'attachments/send-visitor-attachment', {
    cors: true,
    access: ['table:write', 'table:delete', 'attachments:write', 'secret:visitor-token', 'queue:send'],
    sends: ['leads.enrich', 'realtime.conversation-events'],
  }),
  // the agents' inbox (issue 32 items 3-5): canned responses (a shortcut's claim moves in the same
  // transaction: table:delete), labels (set on a chat: its event to the agents through the live-fanout
  // queue), the monitor's CSV export, and private notes (pushed like any message; @mentions mailed)
  h(api.cannedResponses.listCannedResponses, 'canned-responses/list-canned-responses'),
  h(api.cannedResponses.createCannedResponse, 'canned-responses/create-canned-response', { access: ['table:write'] }),
  h(api.cannedResponses.updateCannedResponse, 'canned-responses/update-canned-response', {
    access: ['table:write', 'table:delete'],
  }),
  h(api.cannedResponses.deleteCannedResponse, 'canned-responses/delete-canned-response', {
    access: ['table:delete'],
  }),
  h(api.labels.listLabels, 'labels/list-labels'),
  h(api.labels.createLabel, 'labels/create-label', { access: ['table:write'] }),
  h(api.labels.updateLabel, 'labels/update-label', { access: ['table:write'] }),
  h(api.labels.deleteLabel, 'labels/delete-label', { access: ['table:delete'] }),
  h(api.labels.setConversationLabels, 'labels/set-conversation-labels', {
    access: ['table:write', 'queue:send'],
    sends: ['realtime.conversation-events'],
  }),
  // the monitor's list code (core/chat/live-chat.ts) may queue a lead's enrichment, as its list route does
  h(api.labels.exportConversationsCsv, 'labels/export-conversations-csv', {
    access: ['queue:send'],
    sends: ['leads.enrich'],
  }),
  h(api.notes.createNote, 'notes/create-note', {
    access: ['table:write', 'queue:send'],
    sends: ['realtime.conversation-events', 'mail.send'],
  }),
  h(api.notes.listMentionableAgents, 'notes/list-mentionable-agents'),
  // knowledge sources (issue 33, core/knowledge): reads, and the tenant's own sources. Chunks are written and
  // deleted 25 to a BatchWriteItem (table:erase, db/knowledge-chunks.ts); a website's pages go on the crawl
  // queue, an uploaded file's extraction too; files live in the knowledge bucket (knowledge:files)
  h(api.knowledge.listSources, 'knowledge/list-sources'),
  h(api.knowledge.getSource, 'knowledge/get-source'),
  // sealed page cursors (core/paging) are keyed from the visitor-token secret
  h(api.knowledge.listPages, 'knowledge/list-pages', { access: ['secret:visitor-token'] }),
  h(api.knowledge.addWebsite, 'knowledge/add-website', {
    access: ['table:write', 'queue:send'],
    sends: ['knowledge.crawl'],
  }),
  h(api.knowledge.requestUpload, 'knowledge/request-upload', { access: ['table:write', 'knowledge:files'] }),
  h(api.knowledge.confirmUpload, 'knowledge/confirm-upload', {
    access: ['table:write', 'queue:send', 'knowledge:files'],
    sends: ['knowledge.ingest-file'],
  }),
  h(api.knowledge.addText, 'knowledge/add-text', { access: ['table:write', 'table:erase'] }),
  h(api.knowledge.addQa, 'knowledge/add-qa', { access: ['table:write', 'table:erase'] }),
  h(api.knowledge.resyncSource, 'knowledge/resync-source', {
    access: ['table:write', 'queue:send'],
    sends: ['knowledge.crawl', 'knowledge.ingest-file'],
  }),
  h(api.knowledge.cancelSource, 'knowledge/cancel-source', { access: ['table:write'] }),
  // every chunk of the source goes before the answer (thousands for a large site, 25 to a BatchWriteItem),
  // then its file: the long budget the AI routes have, though no AI is called
  h(api.knowledge.deleteSource, 'knowledge/delete-source', {
    access: ['table:write', 'table:delete', 'table:erase', 'knowledge:files'],
    timeoutSeconds: AI_TIMEOUT_SECONDS,
  }),
  // intents drafted from FAQ pages and Q&A (item 4): reads chunks and intents, asks the provider for
  // paraphrases (the admin's OpenAI key) and writes only the AI usage counter
  h(api.knowledge.draftIntents, 'knowledge/draft-intents', {
    memoryMb: ENGINE_MEMORY_MB,
    access: ['table:write', 'secrets:decrypt'],
    timeoutSeconds: AI_TIMEOUT_SECONDS,
  }),
  // the kept drafts created in one transaction with the intents version (core/intents/create-intents.ts),
  // their phrases embedded with the admin's OpenAI key when it is on
  h(api.knowledge.acceptIntentDrafts, 'knowledge/accept-intent-drafts', { access: ['table:write', 'secrets:decrypt'] }),
];

/**
 * The WebSocket API (DESIGN §5, issue 10): $connect authenticates (agent cookie or visitor token) and
 * stores the connection; $default answers heartbeats and relays typing; pushes come from the HTTP
 * routes and the pipeline (functions/core/chat/realtime.ts).
 */
const ws = (routeKey: WsRoute['routeKey'], file: string, access: readonly Access[]): WsRoute => ({
  routeKey,
  entry: `functions/ws/${file}.ts`,
  access,
  timeoutSeconds: DEFAULT_TIMEOUT_SECONDS,
});
export const wsRoutes: WsRoute[] = [
  // realtime:push: an agent's arrival and departure reach the other agents (issue 32, core/inbox/agent-sockets.ts);
  // table:delete: a push that answers Gone deletes that connection
  ws('$connect', 'connect', ['table:write', 'secret:visitor-token', 'realtime:push', 'table:delete']),
  ws('$disconnect', 'disconnect', ['table:delete', 'realtime:push']),
  // table:write: an agent's socket remembers the chat it views (issue 32)
  ws('$default', 'default', ['realtime:push', 'table:delete', 'table:write']),
];

export const queueConsumers: QueueConsumer[] = [
  // one Dialogflow CX upsert per message (≤ 15 s each); a batch runs its records side by side
  {
    name: 'intent-sync',
    entry: 'functions/queue/intent-sync.ts',
    messageTypes: ['intents.sync'],
    access: ['table:write', 'secrets:decrypt'],
    timeoutSeconds: 60,
    batchSize: 5,
  },
  // lead enrichment (issue 11): one lead per message (the provider ≤ 20 s); a bulk job's pages queue
  // their leads and the next page on this same queue, so no request or invocation walks every lead
  {
    name: 'lead-enrichment',
    entry: 'functions/queue/lead-enrichment.ts',
    messageTypes: ['leads.enrich', 'leads.enrich-page'],
    access: ['table:write', 'secrets:decrypt', 'queue:send'],
    // a captured lead's alert mails (issue 31: core/alerts/leads.ts, core/billing/plan-usage-alerts.ts)
    sends: ['leads.enrich', 'leads.enrich-page', 'mail.send'],
    timeoutSeconds: 60,
    batchSize: 10,
  },
  // AI webpages (issue 12, 15): a tenant suspended or activated by the admin has its published page
  // removed from or rendered back into the pages bucket (the idempotency claim: table:write)
  {
    name: 'webpage-publish',
    entry: 'functions/queue/webpage-publish.ts',
    messageTypes: ['webpages.sync-tenant'],
    access: ['table:write', 'pages:write'],
    timeoutSeconds: 30,
    batchSize: 5,
  },
  // live messages (issue 30): a widget or agent message's events, pushed to the conversation's visitor
  // sockets and the tenant's agents after the sender's reply (core/chat/live-fanout.ts says why a queue);
  // no batching window, since every millisecond here is the other side's wait; table:delete: a push
  // answered Gone drops that socket. A failed read is retried after the visibility timeout (6 × 10 s)
  {
    name: 'live-fanout',
    entry: 'functions/queue/live-fanout.ts',
    messageTypes: ['realtime.conversation-events'],
    access: ['realtime:push', 'table:delete'],
    timeoutSeconds: DEFAULT_TIMEOUT_SECONDS,
    batchSize: 10,
    maxBatchingWindowSeconds: 0,
  },
  // mail (issue 31): the only function that sends mail (core/mail/outbox.ts queueMail puts it here). Each key
  // is claimed (table:write) so it is mailed once; SES answers in well under a second, a throttled or
  // failed send is retried after the visibility timeout (6 × 30 s), then dead-lettered
  {
    name: 'mail-send',
    entry: 'functions/queue/mail-send.ts',
    messageTypes: ['mail.send'],
    access: ['mail:send', 'table:write'],
    timeoutSeconds: 30,
    batchSize: 10,
  },
  // knowledge sources (issue 33): one page of a website's crawl per message (the SSRF-safe fetcher, 15 s at
  // most, then extraction and the page's chunks), each queueing the pages it links to; or one uploaded file's
  // extraction (a PDF of the plan's size in well under a minute). Chunks in batches (table:erase), vanished
  // pages deleted (table:delete through the batch), the file read from the knowledge bucket; the end of a
  // run queues the index build below
  {
    name: 'knowledge-crawl',
    entry: 'functions/queue/knowledge-crawl.ts',
    messageTypes: ['knowledge.crawl', 'knowledge.ingest-file'],
    access: ['table:write', 'table:erase', 'queue:send', 'knowledge:files'],
    sends: ['knowledge.crawl', 'knowledge.publish-index'],
    timeoutSeconds: 120,
    batchSize: 5,
  },
  // the tenant's search index built and stored at the end of a crawl or a file's extraction, for the chat
  // path to load (core/knowledge/publish-index.ts): a queue of its own, one message at a time and the
  // engine's memory (the CPU Lambda gives with it), because the build is seconds of synchronous work for a
  // 2,000-page tenant that would stall the crawl's page fetches in a shared batch
  {
    name: 'knowledge-index',
    entry: 'functions/queue/knowledge-index.ts',
    messageTypes: ['knowledge.publish-index'],
    access: ['knowledge:index'],
    timeoutSeconds: 120,
    batchSize: 1,
    memoryMb: ENGINE_MEMORY_MB,
  },
  // SES's bounce and complaint events (EventBridge rule → this queue, infra/stacks/mail-stack.ts) put the
  // address on the suppression list the mail-send consumer checks (table:write)
  {
    name: 'mail-feedback',
    entry: 'functions/queue/mail-feedback.ts',
    messageTypes: ['mail.feedback'],
    access: ['table:write'],
    timeoutSeconds: DEFAULT_TIMEOUT_SECONDS,
    batchSize: 10,
  },
];
for (const c of queueConsumers) checkSends(`queue consumer ${c.name}`, c);

/**
 * A function run on a schedule, in AWS (an EventBridge rule, infra/stacks/api-stack.ts) and at home
 * (infra/local/scheduler.ts, under `npm start`) alike. Its handler takes no input.
 */
export interface ScheduledJob {
  /** Function name: lowercase words with dashes. */
  name: string;
  entry: string;
  /** Minutes between runs (a rate, not a clock time). */
  everyMinutes: number;
  access: readonly Access[];
  timeoutSeconds: number;
  sends?: readonly MessageType[];
}

export const scheduledJobs: ScheduledJob[] = [
  // issue 27 item 19: conversations idle past the timeout end (and re-enrich their lead) though the
  // visitor never comes back; the end's patch and counters (table:write), the lead's enrichment
  {
    name: 'idle-sweep',
    entry: 'functions/scheduled/idle-sweep.ts',
    everyMinutes: 15,
    access: ['table:write', 'queue:send'],
    sends: ['leads.enrich'],
    timeoutSeconds: 300,
  },
  // issue 31 items 4-5: the alert mails that wait for a batch (escalations nobody was online for, an agent's
  // replies to a visitor who left, the daily lead digest); deletes what it sent (table:delete)
  {
    name: 'mail-alerts',
    entry: 'functions/scheduled/mail-alerts.ts',
    everyMinutes: 1,
    access: ['table:write', 'table:delete', 'queue:send'],
    sends: ['mail.send'],
    timeoutSeconds: 60,
  },
];
for (const j of scheduledJobs) checkSends(`scheduled job ${j.name}`, j);

/** The one consumer of a message type; two claimants (or none) are a bug in this table, so it throws. */
export function consumerOf(type: MessageType): QueueConsumer {
  const owners = queueConsumers.filter((c) => c.messageTypes.includes(type));
  if (owners.length !== 1) {
    throw new Error(`Message type ${type} must belong to exactly one queue consumer, not ${owners.length}`);
  }
  return owners[0];
}

/** A stable function name for a route, used for Lambda ids and bundle file names. */
export function routeId(route: Pick<HttpRoute, 'entry'>): string {
  return route.entry
    .replace(/^functions\/http\//, '')
    .replace(/\.ts$/, '')
    .replace(/[^a-zA-Z0-9]+/g, '-');
}
