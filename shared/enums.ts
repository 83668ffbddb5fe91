/** Enum values from the spec (part 1 §4, part 2 §3–4, part 3 §3). One list per concept, used by schemas and UI. */
export const ROLES = ['business_owner', 'ai_trainer', 'human_agent', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'lost'] as const;
/** Part 1 lists chat/whatsapp/form/widget; part 2's Add Lead dialog adds the manual-entry sources. */
export const LEAD_SOURCES = [
  'chat',
  'whatsapp',
  'form',
  'widget',
  'website',
  'referral',
  'social',
  'email_campaign',
  'manual_entry',
] as const;
export const LEAD_PURPOSES = ['sales', 'support', 'enquiry', 'general'] as const;
export const INTENT_ANALYSIS = ['purchase', 'research', 'comparison', 'support', 'other'] as const;

export const CONVERSATION_STATUSES = ['active', 'resolved', 'abandoned'] as const;
export const CONVERSATION_SOURCES = ['widget', 'whatsapp', 'api', 'ccai'] as const;
export const SENDER_TYPES = ['ai', 'human_agent', 'customer'] as const;

export const MISSED_INTENT_PRIORITIES = ['high', 'medium', 'low'] as const;
export const INTEGRATION_TYPES = ['whatsapp', 'dialogflow', 'webhooks', 'analytics', 'openai'] as const;
/** An agent's invitation (issue 31): waiting for its password, used, or withdrawn by the owner. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export const CLIENT_STATUSES = ['active', 'suspended', 'trial'] as const;
/** A landing-page enquiry's follow-up state (the admin's Enquiries section). */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;

export const FORM_FIELD_TYPES = ['text', 'email', 'tel', 'textarea', 'select'] as const;
export const WIDGET_POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export const WIDGET_SIZES = ['small', 'medium', 'large'] as const;
export const WIDGET_THEMES = ['light', 'dark', 'auto'] as const;

export const WEBPAGE_STATUSES = ['draft', 'published', 'archived'] as const;
export const WEBPAGE_TEMPLATES = [
  'business-landing',
  'ecommerce-store',
  'real-estate',
  'restaurant',
  'healthcare',
  'education',
  'freelancer',
  'photographer',
  'tour-planner',
] as const;

export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'past_due', 'incomplete'] as const;
/** 'test': made on the offline test gateway, where nothing is paid (never 'paid', which would be untrue). */
export const INVOICE_STATUSES = ['paid', 'open', 'void', 'uncollectible', 'test'] as const;
/** How an invoice's status reads, on the Invoices tab and the printable invoice. */
export const INVOICE_STATUS_LABELS: Record<(typeof INVOICE_STATUSES)[number], string> = {
  paid: 'Paid',
  open: 'Open',
  void: 'Void',
  uncollectible: 'Uncollectible',
  test: 'Test — no charge',
};
export const PAYMENT_GATEWAYS = ['stripe', 'razorpay'] as const;
/**
 * Where a subscription was made: a payment gateway, or 'test', the labelled offline gateway that
 * activates a subscription without a charge while the admin has made no gateway active (DESIGN §8).
 */
export const BILLING_GATEWAYS = [...PAYMENT_GATEWAYS, 'test'] as const;

export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export const RESPONSE_MODES = ['fast', 'balanced', 'accurate'] as const;

/*
 * The status lists of stored items whose wire schemas live in shared/schemas: the entities take them from
 * here, so every function bundle (they all register every entity) does not carry those zod schemas too.
 */
export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const SYNC_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const ACTIVITY_LEVELS = ['info', 'warn', 'error'] as const;
export const ACTIVITY_CATEGORIES = ['user', 'system', 'security', 'api'] as const;
export const PERSONALITIES = ['professional', 'friendly', 'casual'] as const;

export const PLATFORM_CONFIG_TYPES = [
  'dialogflow',
  'ccai',
  'whatsapp',
  'openai',
  'perplexity',
  'vertexai',
  'gemini',
] as const;
export type PlatformConfigType = (typeof PLATFORM_CONFIG_TYPES)[number];

/** Settings → Notifications → Email alerts: a new lead's mail (issue 31; zod-free, the settings screen reads it). */
export const LEAD_ALERT_MODES = ['off', 'instant', 'daily'] as const;
export type LeadAlertMode = (typeof LEAD_ALERT_MODES)[number];

/** A conversation label's colour (issue 32 item 5): a fixed palette (Chakra's colour palettes). */
export const LABEL_COLOURS = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink'] as const;
/** Knowledge sources (issue 33, shared/schemas/knowledge.ts). */
export const KNOWLEDGE_SOURCE_KINDS = ['website', 'file', 'text', 'qa'] as const;

/**
 * Who wrote an AI reply (issue 33 item 5), kept in the message's aiAnalysis.answeredBy: an intent's
 * response, a knowledge chunk word for word, the generative provider (grounded on intents or knowledge
 * passages), or the fallback text. A handoff is counted from the conversation, not from here.
 */
export const ANSWER_SOURCES = ['intent', 'knowledge', 'generative', 'fallback'] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

/** A source's life: queued → running → ready, or failed (with `error`), or cancelled by the trainer. */
export const KNOWLEDGE_SOURCE_STATUSES = ['queued', 'running', 'ready', 'failed', 'cancelled'] as const;

/** One page (a crawled URL, or the one document of a file/text/Q&A source) and what became of it. */
export const KNOWLEDGE_PAGE_STATUSES = ['queued', 'fetched', 'skipped', 'failed'] as const;
/** Why a page was skipped or failed. */
export const KNOWLEDGE_PAGE_REASONS = [
  'robots', // robots.txt disallows it for Parley's user agent
  'off-site', // a link or redirect to another site
  'not-html', // the server answered something else than an HTML page
  'too-large', // past the size cap
  'duplicate', // the same text as another page of the source
  'empty', // no readable text in it
  'blocked', // the address is not a public one (SSRF guard)
  'error', // HTTP error, timeout, unreadable content
] as const;
