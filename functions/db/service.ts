import { Service } from 'electrodb';
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

/**
 * Every entity of the table, in ONE ElectroDB service: the only `new Service(` of the code base
 * (db/data-style.test.ts keeps it so). The functions do not load it: they reach each entity through
 * table-entities.ts, so a bundle holds only the entities its function names (issue 30 item 3); the tests
 * read and write through this Service, which joins the very same entity instances (table-entities.test.ts).
 */
const entities = () => ({
  plan: Plan(),
  contact: Contact(),
  newsletter: Newsletter(),
  platformConfig: PlatformConfig(),
  rateLimit: RateLimit(),
  revokedToken: RevokedToken(),
  client: Client(),
  user: User(),
  userSettings: UserSettings(),
  // an invited agent's link (core/tenants/invitations.ts)
  agentInvitation: AgentInvitation(),
  subscription: Subscription(),
  invoice: Invoice(),
  tenantCounter: TenantCounter(),
  intent: Intent(),
  missedIntent: MissedIntent(),
  phraseVectors: PhraseVectors(),
  lead: Lead(),
  conversation: Conversation(),
  message: Message(),
  widgetSettings: WidgetSettings(),
  aiWebpage: AiWebpage(),
  webpageClaim: WebpageClaim(),
  wsConnection: WsConnection(),
  testimonial: Testimonial(),
  syncJob: SyncJob(),
  job: Job(),
  activity: ActivityEntry(),
  // two-factor sign-in (core/identity/two-factor-store.ts)
  twoFactor: TwoFactor(),
  recoveryCode: RecoveryCode(),
  twoFactorEnrolment: TwoFactorEnrolment(),
  usedTotpCode: UsedTotpCode(),
  loginChallenge: LoginChallenge(),
  // the read API's keys (core/api-keys)
  apiKey: ApiKey(),
  tenantApiKey: TenantApiKey(),
  // the mail path (core/mail)
  mailSuppression: MailSuppression(),
  mailLink: MailLink(),
  // billing's gateway records (core/billing)
  billingLink: BillingLink(),
  webhookEvent: WebhookEvent(),
  gatewayPlan: GatewayPlan(),
  // the tenant's own integrations (core/integrations)
  customerIntegration: CustomerIntegration(),
  whatsappChat: WhatsappChat(),
  whatsappMessage: WhatsappMessage(),
  // alert mails waiting for their batch (core/alerts)
  pendingAlert: PendingAlert(),
  // the agents' inbox: who owns how many open chats, the assignment rules (core/inbox)
  agentLoad: AgentLoad(),
  assignmentSettings: AssignmentSettings(),
  // who of the agents is online, away or offline (core/inbox/presence.ts)
  agentPresence: AgentPresence(),
  // the inbox's business hours (core/inbox/business-hours.ts)
  businessHours: BusinessHours(),
  // files sent in conversations (core/inbox/attachments.ts)
  attachment: Attachment(),
  // the agents' inbox (issue 32): canned responses and their shortcut claims, conversation labels
  cannedResponse: CannedResponse(),
  cannedShortcut: CannedShortcut(),
  conversationLabel: ConversationLabel(),
  // knowledge sources, their pages and chunks (core/knowledge, issue 33)
  knowledgeSource: KnowledgeSource(),
  knowledgePage: KnowledgePage(),
  knowledgeChunk: KnowledgeChunk(),
  knowledgeContent: KnowledgeContent(),
});

function build() {
  return new Service(entities(), { table: tableName(), client: documentClient() });
}
export type Db = ReturnType<typeof build>;

let service: Db | undefined;
let boundTo: string | undefined;
/**
 * The ElectroDB service bound to the configured table: built once per instance, again if the table
 * changes (the test suites' isolated tables).
 */
export function db(): Db {
  if (!service || boundTo !== tableName()) {
    service = build();
    boundTo = tableName();
  }
  return service;
}
export function resetDb(): void {
  service = undefined;
}
