/** Every area's routes (zod-free): functions/routes.ts serves them, the web client calls them. */

export { admin } from './admin';
export { agent } from './agent';
export { aiWebpages } from './ai-webpages';
export { analytics } from './analytics';
export { auth } from './auth';
export { billing } from './billing';
export { ccai } from './ccai';
export { contacts } from './contacts';
export { conversations } from './conversations';
export { customer } from './customer';
export { dashboard } from './dashboard';
export { humanAgents } from './human-agents';
export { intents } from './intents';
export { invitations } from './invitations';
export { jobs } from './jobs';
export { leads } from './leads';
export { mail } from './mail';
export { newsletter } from './newsletter';
export { plans } from './plans';
export { settings } from './settings';
export { testimonials } from './testimonials';
export { user } from './user';
export { v1 } from './v1';
export { webhooks } from './webhooks';
export { widget } from './widget';
export { widgetSettings } from './widget-settings';
