import { randomBytes } from 'node:crypto';
import { createWebpageSchema } from '@shared/schemas/ai-webpages';
import { BUSINESS_HOURS_DEFAULTS } from '@shared/schemas/business-hours';
import { createPlan } from '../core/admin/plans';
import { ccaiTest } from '../core/chat/ccai';
import { escalateConversation } from '../core/chat/chat-pipeline';
import { startConversation } from '../core/chat/conversations';
import { requestUpload } from '../core/inbox/attachments';
import { createCannedResponse } from '../core/inbox/canned-responses';
import { createLabel } from '../core/inbox/labels';
import { saveIntegration } from '../core/integrations/save-integration';
import { createIntent } from '../core/intents/intents';
import { addText } from '../core/knowledge/typed';
import { createUnsubscribeLink } from '../core/mail/unsubscribe';
import { createContact } from '../core/public-site/public-site';
import { saveMyTestimonial } from '../core/public-site/testimonials';
import { issueInvitation } from '../core/tenants/invitations';
import { createMember } from '../core/tenants/tenancy';
import { createWebpage, listWebpages } from '../core/webpages/store';
import { newId } from '../db/ids';
import { db } from '../db/service';
import type { TestTenant } from '../test-support/tenants';

/**
 * What the generated suites need to call a route meaningfully: the ids of a real resource of the
 * victim tenant for its path parameters, and a valid body. A route with path parameters and no
 * fixture fails the suite, so a new route cannot slip past the cross-tenant check.
 */
export interface RouteFixture {
  params?: (victim: TestTenant) => Promise<Record<string, string>>;
  body?: () => unknown;
  /**
   * For routes that name the victim's resource in the query or body rather than the path: the request
   * an attacker of another tenant makes with the victim's ids. The suite expects 404 and no change.
   */
  foreign?: (victim: TestTenant) => Promise<{ query?: string; body?: unknown }>;
}

const intentBody = () => ({
  title: 'Opening hours',
  description: 'When the shop is open during the week',
  phrases: ['when are you open', 'opening hours'],
  response: 'We are open 9 to 6, Monday to Saturday.',
  requiresEscalation: false,
});
const victimUnsubscribeLink = async (victim: TestTenant) => {
  const { page } = await createUnsubscribeLink('http://localhost', {
    address: victim.ownerEmail,
    category: 'alert',
    clientId: victim.clientId,
  });
  return { token: page.split('/').at(-1) ?? '' };
};
const victimIntent = async (victim: TestTenant) => ({
  id: (await createIntent(victim.clientId, 'fixture', { ...intentBody(), isActive: true })).id,
});

const testimonialBody = () => ({ rating: 4, quote: 'The intents answer most of our customers’ questions.' });
/** The victim's testimonial, already rejected, so the fixture body `{approved: false}` writes nothing. */
const victimTestimonial = async (victim: TestTenant) => {
  const author = { clientId: victim.clientId, userId: 'fixture', firstName: 'Fixture', lastName: 'Owner' };
  await saveMyTestimonial(author, testimonialBody());
  const { data: saved } = await db().entities.testimonial.get({ clientId: victim.clientId }).go();
  if (!saved) throw new Error('fixture testimonial not saved');
  const { id, submittedAt } = saved;
  await db()
    .entities.testimonial.patch({ clientId: victim.clientId })
    .set({ status: 'rejected', submittedAt, id })
    .go();
  return { id };
};

/** Admin routes name platform records, not a tenant's: a fresh plan nobody is on, and an enquiry. */
const planBody = () => ({
  name: 'Fixture Plan',
  conversationsLimit: 50,
  priceMonthly: 9900,
  features: ['Fixture feature'],
  isActive: false,
});
const fixturePlan = async () => ({ id: (await createPlan(planBody())).id });
const fixtureEnquiry = async () => ({
  id: (await createContact({ name: 'Fixture Enquirer', email: 'enquirer@example.com', message: 'Hello' })).id,
});

/** A finished Dialogflow sync-all job of the victim (core/intents/sync-job-store.ts). */
const victimSyncJob = async (victim: TestTenant) => {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const job = {
    clientId: victim.clientId,
    id: newId(),
    status: 'done' as const,
    total: 0,
    createdBy: 'fixture',
    expiresAt,
  };
  await db().entities.syncJob.create(job).go();
  return { jobId: job.id };
};

/** Widget routes name the tenant in the path by design (the embed code carries it): the victim's own id. */
const victimWidget = async (victim: TestTenant) => ({ clientId: victim.clientId });

/** A chat-test session of the victim (source 'ccai'). */
const victimTestSession = async (victim: TestTenant) => ({
  sessionId: (await ccaiTest(victim.clientId, 'what are your opening hours', undefined, undefined)).sessionId,
});

/** An escalated widget conversation of the victim, with a lead, waiting for an agent. */
const victimEscalated = async (victim: TestTenant) => {
  const chat = await startConversation({
    clientId: victim.clientId,
    fields: { name: 'Victim Visitor', email: 'victim.visitor@example.com' },
    source: 'widget',
  });
  await escalateConversation(victim.clientId, chat.conversationId, 'Visitor asked for a person');
  return { id: chat.conversationId };
};

/** A pending upload (issue 32 item 6) into an escalated conversation of the victim, by an agent or the visitor. */
const victimUpload = (uploader: 'agent' | 'visitor') => async (victim: TestTenant) => {
  const { id } = await victimEscalated(victim);
  const file = { name: 'photo.png', contentType: 'image/png' as const, size: 100 };
  const by = uploader === 'agent' ? { kind: 'agent' as const, userId: 'fixture-agent' } : { kind: 'visitor' as const };
  return { id: (await requestUpload(victim.clientId, id, file, by)).id };
};
const uploadBody = () => ({ name: 'photo.png', contentType: 'image/png', size: 100 });

/**
 * A human agent of the victim (a user of role human_agent). Its email is the agent's sign-in name and
 * an edit must repeat it, so the PUT body below names the agent made last (params are made first).
 */
let lastAgentEmail = 'fixture.agent@example.com';
const victimAgent = async (victim: TestTenant) => {
  lastAgentEmail = `fixture.agent.${newId().slice(0, 8)}@example.com`;
  const id = await createMember({
    clientId: victim.clientId,
    role: 'human_agent',
    email: lastAgentEmail,
    password: 'Fixture1Pass',
    firstName: 'Fixture',
    lastName: 'Agent',
  });
  return { id };
};

/** An invited agent of the victim with its pending invitation (issue 31); its mail is not sent. */
const victimInvitedAgent = async (victim: TestTenant) => {
  const email = `fixture.invited.${newId().slice(0, 8)}@example.com`;
  const id = await createMember({
    clientId: victim.clientId,
    role: 'human_agent',
    email,
    firstName: 'Fixture',
    lastName: 'Invitee',
  });
  await issueInvitation({ clientId: victim.clientId, userId: id, email, firstName: 'Fixture' }, async () => {});
  return { id };
};
/** A well-formed invitation token no invitation has (the public link routes answer 404 to it). */
const unknownInvitationToken = () => randomBytes(32).toString('base64url');

/** A lead of the victim, added by its owner through POST /api/leads (the Add Lead dialog). */
const leadBody = () => ({
  name: 'Fixture Lead',
  email: `fixture.lead.${newId().slice(0, 8)}@example.com`,
  company: 'Fixture Traders',
  source: 'referral',
  notes: 'Met at the fixture expo',
});
/** One invoice of the victim, as a gateway sync or the test gateway stores it. */
const victimInvoice = async (victim: TestTenant) => {
  const id = newId();
  await db()
    .entities.invoice.create({
      clientId: victim.clientId,
      id,
      created: new Date().toISOString(),
      amount: 99_900,
      currency: 'INR',
      status: 'paid',
      gateway: 'test',
    })
    .go();
  return { id };
};

const victimLead = async (victim: TestTenant) => {
  const r = await victim.owner.post('/api/leads', leadBody());
  if (r.status !== 201) throw new Error(`fixture lead not created: ${r.status} ${r.text}`);
  return { id: r.json.lead.id as string };
};

/**
 * A bulk-enrichment job of the victim, started by its owner through POST /api/leads/enrich-all. The job
 * runs on the queue in the background; the fixture waits until it is done, so no enrichment write of the
 * victim lands between a case's before and after snapshots.
 */
const victimJob = async (victim: TestTenant) => {
  const r = await victim.owner.post('/api/leads/enrich-all');
  if (r.status !== 202) throw new Error(`fixture job not started: ${r.status} ${r.text}`);
  const id = r.json.job.id as string;
  for (const until = Date.now() + 20_000; Date.now() < until; ) {
    const job = await victim.owner.get(`/api/jobs/${id}`);
    if (job.status === 200 && job.json.job.status === 'done') return { id };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fixture job ${id} did not finish`);
};

/**
 * The victim's WhatsApp card, saved disabled with a phone number id but no token: a suite's Test
 * Connection of it is refused before any call ("fill in accessToken"), and its webhook has no app secret.
 */
const victimIntegration = async (victim: TestTenant) => ({
  id: (
    await saveIntegration(victim.clientId, {
      integrationType: 'whatsapp',
      isEnabled: false,
      configuration: { phoneNumberId: '106540352242922' },
    })
  ).id as string,
});
const disabledWhatsappCard = () => ({
  integrationType: 'whatsapp',
  isEnabled: false,
  configuration: { phoneNumberId: '106540352242922', businessAccountId: '102290129340398' },
});

/** A draft restaurant page; each body a fresh address, so suites running side by side never meet in the bucket. */
const webpageBody = () => ({
  name: 'Fixture Bistro',
  pathname: `fixture-${newId().slice(0, 8)}`,
  template: 'restaurant',
  title: 'Fixture Bistro',
  description: 'Home cooking near the station',
  primaryColor: '#3B82F6',
  customData: { restaurantName: 'Fixture Bistro', cuisine: 'South Indian' },
});
/** The victim's one webpage (made once: one per account), as its owner's create wizard stores it. */
const victimWebpage = async (victim: TestTenant) => {
  const [existing] = await listWebpages(victim.clientId);
  if (existing) return { id: existing.id };
  return { id: (await createWebpage(victim.clientId, createWebpageSchema.parse(webpageBody()))).id };
};

/** The agents' inbox (issue 32): a canned response (a fresh shortcut each time) and a label of the victim. */
const cannedBody = () => ({
  title: 'Refund policy',
  shortcut: `fx-${newId().slice(0, 8)}`,
  text: 'Hi {{visitor.name}}, refunds take five days.',
});
const victimCanned = async (victim: TestTenant) => ({
  id: (await createCannedResponse(victim.clientId, cannedBody())).id,
});
const labelBody = () => ({ name: `Fixture ${newId().slice(0, 8)}`, colour: 'teal' });
const victimLabel = async (victim: TestTenant) => ({
  id: (await createLabel(victim.clientId, { name: `Victim ${newId().slice(0, 8)}`, colour: 'red' })).id,
});
/** A knowledge source of the victim (issue 33): typed text, indexed at once, no queue or bucket needed. */
const victimKnowledgeSource = async (victim: TestTenant) => ({
  id: (await addText(victim.clientId, 'fixture', { title: 'Fixture', text: 'Our shop opens at nine.' })).id,
});

export const routeFixtures: Record<string, RouteFixture> = {
  // an address the crawler refuses before connecting: the suites' crawls reach nothing
  'POST /api/knowledge/sources/website': { body: () => ({ url: 'http://10.0.0.1/' }) },
  'POST /api/knowledge/sources/file': { body: () => ({ fileName: 'fixture.txt', size: 10 }) },
  'POST /api/knowledge/sources/text': { body: () => ({ title: 'Fixture', text: 'Our shop opens at nine.' }) },
  'POST /api/knowledge/sources/qa': {
    body: () => ({ title: 'Fixture', pairs: [{ question: 'When do you open?', answer: 'At nine.' }] }),
  },
  'GET /api/knowledge/sources/{id}': { params: victimKnowledgeSource },
  'GET /api/knowledge/sources/{id}/pages': { params: victimKnowledgeSource },
  'POST /api/knowledge/sources/{id}/uploaded': { params: victimKnowledgeSource },
  'POST /api/knowledge/sources/{id}/resync': { params: victimKnowledgeSource },
  'POST /api/knowledge/sources/{id}/cancel': { params: victimKnowledgeSource },
  'DELETE /api/knowledge/sources/{id}': { params: victimKnowledgeSource },
  // intents drafted from knowledge (item 4): drafts from the caller's own sources, or 404 for the victim's
  'POST /api/knowledge/intent-drafts': {
    body: () => ({}),
    foreign: async (victim) => ({ body: { sourceIds: [(await victimKnowledgeSource(victim)).id] } }),
  },
  'POST /api/knowledge/intent-drafts/accept': {
    body: () => ({ intents: [{ ...intentBody(), title: `Fixture ${newId().slice(0, 8)}` }] }),
  },
  'POST /api/ai-webpages': { body: () => ({ ...webpageBody(), status: 'draft' }) },
  'GET /api/ai-webpages/{id}': { params: victimWebpage },
  'PUT /api/ai-webpages/{id}': { params: victimWebpage, body: webpageBody },
  'DELETE /api/ai-webpages/{id}': { params: victimWebpage },
  'PATCH /api/ai-webpages/{id}/status': { params: victimWebpage, body: () => ({ status: 'archived' }) },
  'GET /api/ai-webpages/{id}/preview': { params: victimWebpage },
  'POST /api/customer/integrations': { body: disabledWhatsappCard },
  'POST /api/customer/integrations/{id}/test': { params: victimIntegration },
  'GET /api/webhooks/whatsapp/{clientId}': { params: victimWidget },
  'POST /api/webhooks/whatsapp/{clientId}': { params: victimWidget },
  'POST /api/ccai/test': { body: () => ({ message: 'what are your opening hours' }) },
  'GET /api/ccai/conversations/{sessionId}': { params: victimTestSession },
  'POST /api/ccai/escalate': {
    body: () => ({ sessionId: 'no-such-session', reason: 'User requested human assistance' }),
  },
  'GET /api/widget/{clientId}/config': { params: victimWidget },
  'POST /api/widget/{clientId}/conversations': {
    params: victimWidget,
    body: () => ({ fields: { name: 'Fixture Visitor', email: 'visitor@example.com' } }),
  },
  'POST /api/widget/{clientId}/loads': { params: victimWidget },
  'POST /api/widget/messages': { body: () => ({ content: 'when are you open' }) },
  'POST /api/widget/escalate': { body: () => ({}) },
  'POST /api/widget/transcript': { body: () => ({}) },
  'POST /api/widget/reply-address': { body: () => ({ email: 'visitor@example.com' }) },
  // issue 32: the rating (the fixture's conversation is open: a 409, never stored), and the owner's hours (left off)
  'POST /api/widget/rating': { body: () => ({ rating: 5, comment: 'Helpful' }) },
  'PUT /api/inbox/business-hours': { body: () => BUSINESS_HOURS_DEFAULTS },
  'PATCH /api/widget/config': { body: () => ({ leadFormTitle: 'Tell us about you', primaryColor: '#1A73E8' }) },
  'POST /api/testimonials/mine': { body: testimonialBody },
  'PATCH /api/admin/testimonials/{id}': { params: victimTestimonial, body: () => ({ approved: false }) },
  'POST /api/admin/plans': { body: planBody },
  'PUT /api/admin/plans/{id}': { params: fixturePlan, body: planBody },
  'DELETE /api/admin/plans/{id}': { params: fixturePlan },
  'PATCH /api/admin/enquiries/{id}': { params: fixtureEnquiry, body: () => ({ status: 'contacted' }) },
  // 'active': the suites never leave the victim suspended
  'PUT /api/admin/clients/{clientId}/status': {
    params: async (victim) => ({ clientId: victim.clientId }),
    body: () => ({ status: 'active' }),
  },
  'GET /api/admin/clients/{clientId}/export': { params: async (victim) => ({ clientId: victim.clientId }) },
  // a disabled provider and gateway: the suites' writes switch nothing on. The test routes get no body
  // fixture: a valid one would call the real provider, and an incomplete form is refused before any call.
  'POST /api/admin/config': { body: () => ({ type: 'perplexity', config: { enabled: false, temperature: 0.3 } }) },
  'POST /api/admin/config/test/{type}': { params: async () => ({ type: 'openai' }) },
  'POST /api/admin/payment-gateways': {
    body: () => ({ stripe: { publishableKey: 'pk_test_fixture', enabled: false } }),
  },
  'POST /api/admin/payment-gateways/test/{gateway}': { params: async () => ({ gateway: 'stripe' }) },
  'POST /api/intents': { body: intentBody },
  'PUT /api/intents/answer-level': { body: () => ({ level: 4 }) },
  'PUT /api/intents/{id}': { params: victimIntent, body: intentBody },
  'DELETE /api/intents/{id}': { params: victimIntent },
  'POST /api/intents/{id}/phrases': { params: victimIntent, body: () => ({ phrases: ['are you open today'] }) },
  'POST /api/intents/{id}/enhance': { params: victimIntent },
  'POST /api/intents/{id}/sync-dialogflow': { params: victimIntent },
  'GET /api/intents/sync-dialogflow/{jobId}': { params: victimSyncJob },
  'POST /api/contacts': {
    body: () => ({ name: 'Fixture Person', email: 'fixture@example.com', message: 'Hello from the suite' }),
  },
  'GET /api/messages': {
    foreign: async (victim) => ({ query: `?conversationId=${(await victimEscalated(victim)).id}` }),
  },
  'POST /api/messages': {
    body: () => ({ conversationId: 'no-such-conversation', content: 'Hello, I can help', senderType: 'human_agent' }),
    foreign: async (victim) => ({
      body: { conversationId: (await victimEscalated(victim)).id, content: 'Hello', senderType: 'human_agent' },
    }),
  },
  'POST /api/conversations/{id}/unescalate': { params: victimEscalated },
  'GET /api/conversations/{id}/messages': { params: victimEscalated },
  // the agents' inbox (issue 32 item 1): claim and assign the victim's waiting chat
  'POST /api/inbox/conversations/{id}/claim': { params: victimEscalated, body: () => ({}) },
  'POST /api/inbox/conversations/{id}/assign': { params: victimEscalated, body: () => ({ agentId: null }) },
  'PUT /api/inbox/assignment-settings': { body: () => ({ roundRobin: false, maxOpenChats: null }) },
  'POST /api/human-agents': {
    body: () => ({
      firstName: 'Nila',
      lastName: 'Das',
      email: `nila.${Math.random().toString(36).slice(2)}@example.com`,
    }),
  },
  'POST /api/human-agents/{id}/invitation': { params: victimInvitedAgent },
  'DELETE /api/human-agents/{id}/invitation': { params: victimInvitedAgent },
  'POST /api/invitations/view': { body: () => ({ token: unknownInvitationToken() }) },
  'POST /api/invitations/accept': {
    body: () => ({ token: unknownInvitationToken(), password: 'Agent1Pass', confirmPassword: 'Agent1Pass' }),
  },
  'PUT /api/human-agents/{id}': {
    params: victimAgent,
    body: () => ({ firstName: 'Renamed', lastName: 'Agent', email: lastAgentEmail }),
  },
  'PATCH /api/human-agents/{id}/status': { params: victimAgent, body: () => ({ isActive: false }) },
  'DELETE /api/human-agents/{id}': { params: victimAgent },
  'POST /api/newsletter': { body: () => ({ email: `fx.${Math.random().toString(36).slice(2)}@example.com` }) },
  'POST /api/leads': { body: leadBody },
  'GET /api/jobs/{id}': { params: victimJob },
  'GET /api/leads/{id}': { params: victimLead },
  'DELETE /api/leads/{id}': { params: victimLead },
  'PATCH /api/leads/{id}/status': { params: victimLead, body: () => ({ status: 'contacted', notes: 'Called back' }) },
  'POST /api/leads/{id}/enrich': { params: victimLead },
  'GET /api/leads/{id}/export': { params: victimLead },
  'GET /api/billing/invoices/{id}/download': { params: victimInvoice },
  // an alert mail's unsubscribe link (issue 31): the random token is the only key, for whoever holds the mail
  'GET /api/mail/unsubscribe/{token}': { params: victimUnsubscribeLink },
  'POST /api/mail/unsubscribe/{token}': { params: victimUnsubscribeLink },
  // attachments (issue 32 item 6)
  'POST /api/inbox/attachments/uploads': {
    body: () => ({ conversationId: 'no-such-conversation', ...uploadBody() }),
    foreign: async (victim) => ({ body: { conversationId: (await victimEscalated(victim)).id, ...uploadBody() } }),
  },
  'POST /api/inbox/attachments/send': {
    body: () => ({ id: 'no-such-upload' }),
    foreign: async (victim) => ({ body: await victimUpload('agent')(victim) }),
  },
  'POST /api/widget/attachments/uploads': { body: uploadBody },
  'POST /api/widget/attachments/send': {
    body: () => ({ id: 'no-such-upload' }),
    foreign: async (victim) => ({ body: await victimUpload('visitor')(victim) }),
  },
  // the agents' inbox (issue 32 items 3-5)
  'POST /api/inbox/canned-responses': { body: cannedBody },
  'PATCH /api/inbox/canned-responses/{id}': { params: victimCanned, body: () => ({ title: 'Renamed' }) },
  'DELETE /api/inbox/canned-responses/{id}': { params: victimCanned },
  'POST /api/inbox/labels': { body: labelBody },
  'PATCH /api/inbox/labels/{id}': { params: victimLabel, body: () => ({ colour: 'blue' }) },
  'DELETE /api/inbox/labels/{id}': { params: victimLabel },
  'PUT /api/inbox/conversations/{id}/labels': { params: victimEscalated, body: () => ({ labelIds: [] }) },
  'POST /api/inbox/conversations/{id}/notes': { params: victimEscalated, body: () => ({ content: 'A private note' }) },
};
