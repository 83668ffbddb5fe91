import { admin } from './admin';
import { agent } from './agent';
import { aiWebpages } from './ai-webpages';
import { analytics } from './analytics';
import { attachments } from './attachments';
import { auth } from './auth';
import { billing } from './billing';
import { businessHours } from './business-hours';
import { cannedResponses } from './canned-responses';
import { ccai } from './ccai';
import { contacts } from './contacts';
import { conversations } from './conversations';
import { customer } from './customer';
import { dashboard } from './dashboard';
import { humanAgents } from './human-agents';
import { inboxAssignment } from './inbox-assignment';
import { intents } from './intents';
import { invitations } from './invitations';
import { jobs } from './jobs';
import { knowledge } from './knowledge';
import { labels } from './labels';
import { leads } from './leads';
import { mail } from './mail';
import { newsletter } from './newsletter';
import { notes } from './notes';
import { performance } from './performance';
import { plans } from './plans';
import { presence } from './presence';
import { settings } from './settings';
import { testimonials } from './testimonials';
import { user } from './user';
import { v1 } from './v1';
import { webhooks } from './webhooks';
import { widget } from './widget';
import { widgetSettings } from './widget-settings';

/** Every contract by area: the web client's types (type-only) and the contract test read it. */
export const apiContracts = {
  plans,
  contacts,
  newsletter,
  auth,
  settings,
  user,
  dashboard,
  testimonials,
  admin,
  billing,
  webhooks,
  widget,
  widgetSettings,
  ccai,
  agent,
  conversations,
  humanAgents,
  invitations,
  leads,
  jobs,
  aiWebpages,
  analytics,
  intents,
  v1,
  customer,
  mail,
  inboxAssignment,
  presence,
  businessHours,
  performance,
  attachments,
  // the agents' inbox (issue 32 items 3-5)
  cannedResponses,
  labels,
  notes,
  knowledge,
};
export type ApiContracts = typeof apiContracts;
