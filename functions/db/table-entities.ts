import { createWriteTransaction, type Entity } from 'electrodb';
import { documentClient, tableName } from './client';
import { ActivityEntry } from './entities/activity';
import { Intent, MissedIntent } from './entities/agent';
import { AgentPresence } from './entities/agent-presence';
import { ApiKey, TenantApiKey } from './entities/api-key';
import { Attachment } from './entities/attachment';
import { BillingLink, GatewayPlan, WebhookEvent } from './entities/billing';
import { BusinessHours } from './entities/business-hours';
import { AiWebpage, WidgetSettings, WsConnection } from './entities/channels';
import { Conversation, Lead, Message } from './entities/crm';
import { CustomerIntegration, WhatsappChat, WhatsappMessage } from './entities/customer-integration';
import { AgentLoad, AssignmentSettings } from './entities/inbox-assignment';
import { CannedResponse, CannedShortcut, ConversationLabel } from './entities/inbox-notes';
import { AgentInvitation } from './entities/invitation';
import { Job } from './entities/job';
import { KnowledgeChunk, KnowledgeContent, KnowledgePage, KnowledgeSource } from './entities/knowledge';
import { MailLink, MailSuppression } from './entities/mail';
import { PendingAlert } from './entities/pending-alert';
import { PhraseVectors } from './entities/phrase-vectors';
import { Contact, Newsletter, Plan, PlatformConfig, RateLimit, RevokedToken } from './entities/platform';
import { SyncJob } from './entities/sync-job';
import { Client, Invoice, Subscription, TenantCounter, User, UserSettings } from './entities/tenant';
import { Testimonial } from './entities/testimonial';
import { LoginChallenge, RecoveryCode, TwoFactor, TwoFactorEnrolment, UsedTotpCode } from './entities/two-factor';
import { WebpageClaim } from './entities/webpage-claim';
import type { Db } from './service';

/**
 * The table's entities one by one (issue 30 item 3): `import * as db from '…/db/table-entities'`, then
 * `db.lead().get(…)`. Each accessor binds its entity to the configured table and the instance's
 * document client when called (the test suites switch tables), and a function's bundle holds only the
 * entities it calls for: the entity modules mark their definitions pure (entities/common.ts), so esbuild
 * drops the others, and the 25-entity Service of service.ts (tests, ops) stays out of the functions. The
 * items are the Service's to the byte: same model, service name and keys (table-entities.test.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: any entity of the table
type AnyEntity = Entity<any, any, any, any>;

const boundTo = new WeakMap<AnyEntity, { table: string; client: unknown }>();
function bind<E extends AnyEntity>(entity: E): E {
  const table = tableName();
  const client = documentClient();
  const bound = boundTo.get(entity);
  if (bound?.table !== table || bound.client !== client) {
    entity.setTableName(table);
    entity.setClient(client);
    boundTo.set(entity, { table, client });
  }
  return entity;
}

export const plan = () => bind(Plan);
export const contact = () => bind(Contact);
export const newsletter = () => bind(Newsletter);
export const platformConfig = () => bind(PlatformConfig);
export const rateLimit = () => bind(RateLimit);
export const revokedToken = () => bind(RevokedToken);
export const client = () => bind(Client);
export const user = () => bind(User);
export const userSettings = () => bind(UserSettings);
export const agentInvitation = () => bind(AgentInvitation);
export const subscription = () => bind(Subscription);
export const invoice = () => bind(Invoice);
export const tenantCounter = () => bind(TenantCounter);
export const intent = () => bind(Intent);
export const missedIntent = () => bind(MissedIntent);
export const phraseVectors = () => bind(PhraseVectors);
export const lead = () => bind(Lead);
export const conversation = () => bind(Conversation);
export const message = () => bind(Message);
export const widgetSettings = () => bind(WidgetSettings);
export const aiWebpage = () => bind(AiWebpage);
export const webpageClaim = () => bind(WebpageClaim);
export const wsConnection = () => bind(WsConnection);
export const testimonial = () => bind(Testimonial);
export const syncJob = () => bind(SyncJob);
export const job = () => bind(Job);
export const activity = () => bind(ActivityEntry);
export const twoFactor = () => bind(TwoFactor);
export const recoveryCode = () => bind(RecoveryCode);
export const twoFactorEnrolment = () => bind(TwoFactorEnrolment);
export const usedTotpCode = () => bind(UsedTotpCode);
export const loginChallenge = () => bind(LoginChallenge);
export const apiKey = () => bind(ApiKey);
export const mailSuppression = () => bind(MailSuppression);
export const mailLink = () => bind(MailLink);
export const tenantApiKey = () => bind(TenantApiKey);
export const billingLink = () => bind(BillingLink);
export const webhookEvent = () => bind(WebhookEvent);
export const gatewayPlan = () => bind(GatewayPlan);
export const customerIntegration = () => bind(CustomerIntegration);
export const whatsappChat = () => bind(WhatsappChat);
export const whatsappMessage = () => bind(WhatsappMessage);
export const pendingAlert = () => bind(PendingAlert);
export const agentLoad = () => bind(AgentLoad);
export const assignmentSettings = () => bind(AssignmentSettings);
export const agentPresence = () => bind(AgentPresence);
export const businessHours = () => bind(BusinessHours);
export const attachment = () => bind(Attachment);
export const cannedResponse = () => bind(CannedResponse);
export const cannedShortcut = () => bind(CannedShortcut);
export const conversationLabel = () => bind(ConversationLabel);
export const knowledgeSource = () => bind(KnowledgeSource);
export const knowledgePage = () => bind(KnowledgePage);
export const knowledgeChunk = () => bind(KnowledgeChunk);
export const knowledgeContent = () => bind(KnowledgeContent);

/**
 * A write transaction over the entities it names (`db.writeTransaction({ lead: db.lead(), … }, (tx) => …)`):
 * ElectroDB's own, without a Service, so a function that writes a lead and its tenant bundles those two.
 */
export { createWriteTransaction as writeTransaction };

/** The table's entities by name, as types only: naming them here bundles none. */
type Entities = {
  plan: typeof Plan;
  contact: typeof Contact;
  newsletter: typeof Newsletter;
  platformConfig: typeof PlatformConfig;
  rateLimit: typeof RateLimit;
  revokedToken: typeof RevokedToken;
  client: typeof Client;
  user: typeof User;
  userSettings: typeof UserSettings;
  agentInvitation: typeof AgentInvitation;
  subscription: typeof Subscription;
  invoice: typeof Invoice;
  tenantCounter: typeof TenantCounter;
  intent: typeof Intent;
  missedIntent: typeof MissedIntent;
  phraseVectors: typeof PhraseVectors;
  lead: typeof Lead;
  conversation: typeof Conversation;
  message: typeof Message;
  widgetSettings: typeof WidgetSettings;
  aiWebpage: typeof AiWebpage;
  webpageClaim: typeof WebpageClaim;
  wsConnection: typeof WsConnection;
  testimonial: typeof Testimonial;
  syncJob: typeof SyncJob;
  job: typeof Job;
  activity: typeof ActivityEntry;
  twoFactor: typeof TwoFactor;
  recoveryCode: typeof RecoveryCode;
  twoFactorEnrolment: typeof TwoFactorEnrolment;
  usedTotpCode: typeof UsedTotpCode;
  loginChallenge: typeof LoginChallenge;
  apiKey: typeof ApiKey;
  tenantApiKey: typeof TenantApiKey;
  billingLink: typeof BillingLink;
  webhookEvent: typeof WebhookEvent;
  gatewayPlan: typeof GatewayPlan;
  customerIntegration: typeof CustomerIntegration;
  whatsappChat: typeof WhatsappChat;
  whatsappMessage: typeof WhatsappMessage;
  pendingAlert: typeof PendingAlert;
  agentLoad: typeof AgentLoad;
  assignmentSettings: typeof AssignmentSettings;
  agentPresence: typeof AgentPresence;
  businessHours: typeof BusinessHours;
  attachment: typeof Attachment;
  cannedResponse: typeof CannedResponse;
  cannedShortcut: typeof CannedShortcut;
  conversationLabel: typeof ConversationLabel;
  knowledgeSource: typeof KnowledgeSource;
  knowledgePage: typeof KnowledgePage;
  knowledgeChunk: typeof KnowledgeChunk;
  knowledgeContent: typeof KnowledgeContent;
};
export type EntityName = keyof Entities;

/** What a write transaction over the entities K hands its function: `tx.lead.create(…).commit()`. */
export type WriteTx<K extends EntityName = EntityName> = Parameters<
  Parameters<typeof createWriteTransaction<Pick<Entities, K>, unknown, never[]>>[1]
>[0];

/** One item of a write transaction, for helpers that add theirs to a caller's. */
export type WriteTxItem = ReturnType<Parameters<Db['transaction']['write']>[0]>[number];
