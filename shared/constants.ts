/** Business constants from §9 of each spec part. Display-only marketing figures are not here. */

// part 1 §9
export const CURRENCY = 'INR';
export const DEMO_BOT_DELAY_MS = 1000;
export const DASHBOARD_DEFAULTS = {
  conversationsUsed: 0,
  conversationsLimit: 1000,
  escalationCount: 0,
  plan: 'Starter',
} as const;
export const RECENT_LEADS_WINDOW_MS = 24 * 60 * 60 * 1000;
export const MOST_POPULAR_PLAN = 'Starter';
export const RECOMMENDED_PLAN = 'Professional';
export const BASIC_PLAN_NAMES = ['Individual', 'Mini'] as const;
export const PLAN_SAVINGS_BADGES: Record<string, string> = { Growth: 'Save 20%', Business: 'Save 30%' };
export const INTENT_CARD_MAX_PHRASES = 3;
export const ANALYTICS_LIST_MAX = 5;
/** Below this average match confidence an intent needs more or better phrases (analytics, AI Optimize). */
export const WEAK_CONFIDENCE = 0.75;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const PASSWORD_MIN_LENGTH = 8;

// Server-side limits the spec leaves open (DESIGN: input limits are part of done)
export const MAX_PHRASES_PER_INTENT = 100;
export const MAX_PHRASE_LENGTH = 300;
export const MAX_JSON_BODY_BYTES = 64 * 1024;

// part 2 §9
export const URGENCY_LABELS = [
  { min: 8, label: 'Urgent' },
  { min: 6, label: 'High' },
  { min: 4, label: 'Medium' },
  { min: 0, label: 'Low' },
] as const;
export const HIGH_VALUE_LEAD_SCORE = 75;
/** DESIGN §8: hot ≥ 75, warm 40–74, cold < 40. */
export const PRIORITY_TIERS = { hot: 75, warm: 40 } as const;
export const POLL_MS = { health: 30_000, chatTestConversation: 5_000, agentConversations: 5_000, messages: 2_000 };
export const WIDGET_SIZES_PX = {
  small: { width: 320, height: 400 },
  medium: { width: 380, height: 500 },
  large: { width: 450, height: 600 },
} as const;
export const WIDGET_MOBILE_PREVIEW_PX = { width: 280, height: 350 } as const;
export const COPY_FEEDBACK_MS = 2000;
export const FORM_FIELD_MAX_LENGTH = { min: 1, max: 1000, newFieldDefault: 100 } as const;
export const TREND_MONTHS = 6;
export const DEFAULT_ESCALATION_REASON = 'Human assistance requested';

// part 3 §9
export const ONE_WEBPAGE_PER_ACCOUNT = 1;
export const WEBPAGE_LIST_SECTION_ITEMS = 3;
export const SESSION_TIMEOUT_HOURS = [1, 8, 24, 168] as const;
export const HISTORY_RETENTION_DAYS = [7, 30, 90, 365] as const;
export const RESPONSE_MODE_SECONDS = { fast: '1-2s', balanced: '2-3s', accurate: '3-5s' } as const;
export const PLAN_CARD_MAX_FEATURES = 3;
export const NEW_PLAN_DEFAULTS = { conversationsLimit: 100, priceMonthly: 0, isActive: true } as const;
export const ADMIN_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export const DEFAULT_PAYMENT_GATEWAY = 'stripe';
export const DEFAULT_TEAM_MEMBERS = 1;
