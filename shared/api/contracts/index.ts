import { admin } from './admin';
import { agent } from './agent';
import { aiWebpages } from './ai-webpages';
import { analytics } from './analytics';
import { auth } from './auth';
import { billing } from './billing';
import { ccai } from './ccai';
import { contacts } from './contacts';
import { conversations } from './conversations';
import { customer } from './customer';
import { dashboard } from './dashboard';
import { humanAgents } from './human-agents';
import { intents } from './intents';
import { invitations } from './invitations';
import { jobs } from './jobs';
import { knowledge } from './knowledge';
import { leads } from './leads';
import { mail } from './mail';
import { newsletter } from './newsletter';
import { plans } from './plans';
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
  knowledge,
};
export type ApiContracts = typeof apiContracts;
