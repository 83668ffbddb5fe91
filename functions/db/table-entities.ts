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

export const plan = () => bind(Plan());
export const contact = () => bind(Contact());
export const newsletter = () => bind(Newsletter());
export const platformConfig = () => bind(PlatformConfig());
export const rateLimit = () => bind(RateLimit());
export const revokedToken = () => bind(RevokedToken());
export const client = () => bind(Client());
export const user = () => bind(User());
export const userSettings = () => bind(UserSettings());
export const agentInvitation = () => bind(AgentInvitation());
export const subscription = () => bind(Subscription());
export const invoice = () => bind(Invoice());
export const tenantCounter = () => bind(TenantCounter());
export const intent = () => bind(Intent());
export const missedIntent = () => bind(MissedIntent());
export const phraseVectors = () => bind(PhraseVectors());
export const lead = () => bind(Lead());
export const conversation = () => bind(Conversation());
export const message = () => bind(Message());
export const widgetSettings = () => bind(WidgetSettings());
export const aiWebpage = () => bind(AiWebpage());
export const webpageClaim = () => bind(WebpageClaim());
export const wsConnection = () => bind(WsConnection());
export const testimonial = () => bind(Testimonial());
export const syncJob = () => bind(SyncJob());
export const job = () => bind(Job());
export const activity = () => bind(ActivityEntry());
export const twoFactor = () => bind(TwoFactor());
export const recoveryCode = () => bind(RecoveryCode());
export const twoFactorEnrolment = () => bind(TwoFactorEnrolment());
export const usedTotpCode = () => bind(UsedTotpCode());
export const loginChallenge = () => bind(LoginChallenge());
export const apiKey = () => bind(ApiKey());
export const mailSuppression = () => bind(MailSuppression());
export const mailLink = () => bind(MailLink());
export const tenantApiKey = () => bind(TenantApiKey());
export const billingLink = () => bind(BillingLink());
export const webhookEvent = () => bind(WebhookEvent());
export const gatewayPlan = () => bind(GatewayPlan());
export const customerIntegration = () => bind(CustomerIntegration());
export const whatsappChat = () => bind(WhatsappChat());
export const whatsappMessage = () => bind(WhatsappMessage());
export const pendingAlert = () => bind(PendingAlert());
export const agentLoad = () => bind(AgentLoad());
export const assignmentSettings = () => bind(AssignmentSettings());
export const agentPresence = () => bind(AgentPresence());
export const businessHours = () => bind(BusinessHours());
export const attachment = () => bind(Attachment());
export const cannedResponse = () => bind(CannedResponse());
export const cannedShortcut = () => bind(CannedShortcut());
export const conversationLabel = () => bind(ConversationLabel());
export const knowledgeSource = () => bind(KnowledgeSource());
export const knowledgePage = () => bind(KnowledgePage());
export const knowledgeChunk = () => bind(KnowledgeChunk());
export const knowledgeContent = () => bind(KnowledgeContent());

/**
 * A write transaction over the entities it names (`db.writeTransaction({ lead: db.lead(), … }, (tx) => …)`):
 * ElectroDB's own, without a Service, so a function that writes a lead and its tenant bundles those two.
 */
export { createWriteTransaction as writeTransaction };

/** The table's entities by name, as types only: naming them here bundles none. */
type Entities = {
  plan: ReturnType<typeof Plan>;
  contact: ReturnType<typeof Contact>;
  newsletter: ReturnType<typeof Newsletter>;
  platformConfig: ReturnType<typeof PlatformConfig>;
  rateLimit: ReturnType<typeof RateLimit>;
  revokedToken: ReturnType<typeof RevokedToken>;
  client: ReturnType<typeof Client>;
  user: ReturnType<typeof User>;
  userSettings: ReturnType<typeof UserSettings>;
  agentInvitation: ReturnType<typeof AgentInvitation>;
  subscription: ReturnType<typeof Subscription>;
  invoice: ReturnType<typeof Invoice>;
  tenantCounter: ReturnType<typeof TenantCounter>;
  intent: ReturnType<typeof Intent>;
  missedIntent: ReturnType<typeof MissedIntent>;
  phraseVectors: ReturnType<typeof PhraseVectors>;
  lead: ReturnType<typeof Lead>;
  conversation: ReturnType<typeof Conversation>;
  message: ReturnType<typeof Message>;
  widgetSettings: ReturnType<typeof WidgetSettings>;
  aiWebpage: ReturnType<typeof AiWebpage>;
  webpageClaim: ReturnType<typeof WebpageClaim>;
  wsConnection: ReturnType<typeof WsConnection>;
  testimonial: ReturnType<typeof Testimonial>;
  syncJob: ReturnType<typeof SyncJob>;
  job: ReturnType<typeof Job>;
  activity: ReturnType<typeof ActivityEntry>;
  twoFactor: ReturnType<typeof TwoFactor>;
  recoveryCode: ReturnType<typeof RecoveryCode>;
  twoFactorEnrolment: ReturnType<typeof TwoFactorEnrolment>;
  usedTotpCode: ReturnType<typeof UsedTotpCode>;
  loginChallenge: ReturnType<typeof LoginChallenge>;
  apiKey: ReturnType<typeof ApiKey>;
  tenantApiKey: ReturnType<typeof TenantApiKey>;
  billingLink: ReturnType<typeof BillingLink>;
  webhookEvent: ReturnType<typeof WebhookEvent>;
  gatewayPlan: ReturnType<typeof GatewayPlan>;
  customerIntegration: ReturnType<typeof CustomerIntegration>;
  whatsappChat: ReturnType<typeof WhatsappChat>;
  whatsappMessage: ReturnType<typeof WhatsappMessage>;
  pendingAlert: ReturnType<typeof PendingAlert>;
  agentLoad: ReturnType<typeof AgentLoad>;
  assignmentSettings: ReturnType<typeof AssignmentSettings>;
  agentPresence: ReturnType<typeof AgentPresence>;
  businessHours: ReturnType<typeof BusinessHours>;
  attachment: ReturnType<typeof Attachment>;
  cannedResponse: ReturnType<typeof CannedResponse>;
  cannedShortcut: ReturnType<typeof CannedShortcut>;
  conversationLabel: ReturnType<typeof ConversationLabel>;
  knowledgeSource: ReturnType<typeof KnowledgeSource>;
  knowledgePage: ReturnType<typeof KnowledgePage>;
  knowledgeChunk: ReturnType<typeof KnowledgeChunk>;
  knowledgeContent: ReturnType<typeof KnowledgeContent>;
};
export type EntityName = keyof Entities;

/** What a write transaction over the entities K hands its function: `tx.lead.create(…).commit()`. */
export type WriteTx<K extends EntityName = EntityName> = Parameters<
  Parameters<typeof createWriteTransaction<Pick<Entities, K>, unknown, never[]>>[1]
>[0];

/** One item of a write transaction, for helpers that add theirs to a caller's. */
export type WriteTxItem = ReturnType<Parameters<Db['transaction']['write']>[0]>[number];
