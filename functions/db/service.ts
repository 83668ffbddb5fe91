import { Service } from 'electrodb';
import { documentClient, tableName } from './client';
import { ActivityEntry } from './entities/activity';
import { Intent, MissedIntent } from './entities/agent';
import { AiWebpage, WidgetSettings, WsConnection } from './entities/channels';
import { Conversation, Lead, Message } from './entities/crm';
import { Job } from './entities/job';
import { Contact, Newsletter, Plan, PlatformConfig, RateLimit, RevokedToken } from './entities/platform';
import { SyncJob } from './entities/sync-job';
import {
  Client,
  CustomerIntegration,
  Invoice,
  Subscription,
  TenantCounter,
  User,
  UserSettings,
} from './entities/tenant';
import { Testimonial } from './entities/testimonial';

const entities = {
  plan: Plan,
  contact: Contact,
  newsletter: Newsletter,
  platformConfig: PlatformConfig,
  rateLimit: RateLimit,
  revokedToken: RevokedToken,
  client: Client,
  user: User,
  userSettings: UserSettings,
  subscription: Subscription,
  invoice: Invoice,
  tenantCounter: TenantCounter,
  customerIntegration: CustomerIntegration,
  intent: Intent,
  missedIntent: MissedIntent,
  lead: Lead,
  conversation: Conversation,
  message: Message,
  widgetSettings: WidgetSettings,
  aiWebpage: AiWebpage,
  wsConnection: WsConnection,
  testimonial: Testimonial,
  syncJob: SyncJob,
  job: Job,
  activity: ActivityEntry,
};

function build() {
  return new Service(entities, { table: tableName(), client: documentClient() });
}
export type Db = ReturnType<typeof build>;

let service: Db | undefined;
/** The ElectroDB service bound to the configured table (built once per instance). */
export function db(): Db {
  service ??= build();
  return service;
}
export function resetDb(): void {
  service = undefined;
}
