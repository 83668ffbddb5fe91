import type { HISTORY_RETENTION_DAYS } from './constants';
import type { PERSONALITIES, RESPONSE_MODES } from './enums';

/**
 * What the tenant's AI Config (Settings → AI Config, one copy per tenant) makes the agent do. The chat
 * pipeline follows these rules and the settings screen shows the same sentences, so what the screen
 * promises is what the agent does.
 */
type Personality = (typeof PERSONALITIES)[number];
type ResponseMode = (typeof RESPONSE_MODES)[number];

/** §9's defaults of the AI Config (the settings schema and the chat pipeline both take them from here). */
export const AI_SETTINGS_DEFAULTS = {
  responseTime: 'balanced' as ResponseMode,
  personality: 'professional' as Personality,
  conversationHistory: 30 as (typeof HISTORY_RETENTION_DAYS)[number],
  humanEscalation: true,
  trainingDataUpdates: true,
  fallbackEnabled: true,
};

/** The agent's own words (the intents' answers are the business's and never reworded). */
export const AGENT_WORDING: Record<Personality, { fallback: string; handoff: string }> = {
  professional: {
    fallback:
      "I'm not sure I understood that. Could you rephrase it, or ask to talk to a person and someone from our team will help?",
    handoff: 'I have asked a person from our team to join. They will reply here soon.',
  },
  friendly: {
    fallback:
      "Sorry, I didn't quite catch that! Could you say it another way? Or just ask for a person and one of our team will be happy to help.",
    handoff: "Of course! I've asked someone from our team to join us. They'll reply right here very soon.",
  },
  casual: {
    fallback: "Hmm, not sure I got that. Try saying it another way, or ask for a person and I'll get someone.",
    handoff: "Got it, I've pinged someone from the team. They'll reply here soon.",
  },
};

/**
 * The handoff when nobody of the team is online (issue 31 item 5): no person is promised in the chat,
 * a reply by email is, to the lead's address or to one the visitor gives in the widget.
 */
export const OFFLINE_HANDOFF = {
  withEmail: "No one from our team is online right now. We'll reply to your question by email as soon as we can.",
  askEmail:
    "No one from our team is online right now. Leave your email address below and we'll reply to your question by email.",
  /** A channel the agent's reply reaches by itself (WhatsApp): no email needed. */
  sameChannel: "No one from our team is online right now. We'll reply to you here as soon as we can.",
} as const;

/**
 * What the agent says to a visitor who writes in a language the tenant's intents are not in (issue 17
 * item 4): with Human escalation on it hands over, with it off it promises no one. `{lang}` is the
 * tenant's language(s) by name. functions/ai/language/wording.ts puts the visitor's own language first
 * where it has a sentence for it; only that lazily loaded module imports this.
 */
export const OTHER_LANGUAGE_WORDING: Record<Personality, { handoff: string; alone: string }> = {
  professional: {
    handoff:
      'Our assistant answers in {lang} only, so I have asked a person from our team to help you. They will reply here soon.',
    alone: "I'm sorry, our assistant answers in {lang} only. Please write to us in {lang} if you can.",
  },
  friendly: {
    handoff:
      "Thanks for your message! Our assistant only speaks {lang}, so I've asked someone from our team to help you. They'll reply right here very soon.",
    alone: 'Sorry! Our assistant only speaks {lang}. If you can, please write to us in {lang}.',
  },
  casual: {
    handoff:
      "Heads up: our assistant only answers in {lang}. I've pinged someone from the team, they'll reply here soon.",
    alone: 'Sorry, our assistant only answers in {lang}. Could you write in {lang}?',
  },
};

/**
 * How much surer than the tenant's threshold a direct intent answer must be in 'accurate' mode. The
 * borderline messages then get the generative answer grounded on the best intents (when the platform has
 * a provider) or the fallback, instead of a possibly wrong intent's answer.
 */
export const ACCURATE_MODE_MARGIN = 0.3;

export const RESPONSE_MODE_EFFECTS: Record<ResponseMode, string> = {
  fast: 'Answers only from your intents; no generative AI call, so replies come at once.',
  balanced: 'Answers from your intents; when none fits, the AI provider may answer from your closest intents.',
  accurate: 'Answers directly from an intent only when it is a clear match; otherwise as Balanced.',
};

export const TOGGLE_EFFECTS = {
  humanEscalation:
    'On: the agent also hands a chat to a person on its own when it cannot answer (twice in a row, or at once with Fallback responses off) or the visitor writes in another language. Off: it does not. Either way, a chat goes to a person when the visitor asks for one or matches an intent marked "Requires human escalation".',
  trainingDataUpdates:
    'On: questions the agent could not answer are collected under Missed Intents in the AI Training Center. Off: they are not recorded.',
  fallbackEnabled:
    'On: when the agent cannot answer it says so and asks the visitor to rephrase (a second miss hands over). Off: it hands over to a person at once (with Human escalation on).',
} as const;

export const historyEffect = (days: number) =>
  `Messages are deleted ${days} days after they were sent (this applies to messages sent from now on).`;
