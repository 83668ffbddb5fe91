/**
 * When the bot hands a conversation to a person (DESIGN §5, issue 9): the matched intent requires it,
 * the visitor asks for a person (in words or with the widget's button), the agent could not answer
 * twice in a row, the visitor writes in a language the intents are not in (issue 17 item 4), or the
 * visitor is in distress and no intent answers (issue 34 item 4). Pure rules, so the pipeline, the chat
 * test screen and WhatsApp decide alike.
 */
export const ESCALATION_REASONS = {
  intent: 'Intent requires human escalation',
  visitor: 'Visitor asked for a person',
  lowConfidence: 'The agent could not answer twice',
  notCovered: "The business's information does not cover the question",
  noAnswer: 'The agent could not answer',
  language: 'Visitor writes in another language',
  urgent: 'Visitor needs urgent help',
} as const;
export type EscalationReason = (typeof ESCALATION_REASONS)[keyof typeof ESCALATION_REASONS];

/** How many low-confidence answers in a row end in a handoff. */
export const LOW_CONFIDENCE_STREAK_LIMIT = 2;

const PERSON = `(?:human|person|people|someone|somebody|agent|representative|rep|operator|staff|member of (?:your|the) team|real person|live (?:agent|chat|person)|customer (?:service|support|care))`;
const ASK = [
  new RegExp(String.raw`\b(?:talk|speak|chat|connect|transfer|put)\b.{0,30}\b${PERSON}\b`),
  /\b(?:real|actual|live) (?:human|person|agent|people)\b/,
  /\b(?:human|agent|operator|representative) (?:please|pls|now)\b/,
  /\b(?:want|need|get|give) (?:me )?(?:a |an |to )?(?:talk to )?(?:a |an )?(?:human|real person|agent|operator|representative)\b/,
  /^(?:human|agent|operator|representative)[.!?]*$/,
  /\bnot (?:a |talking to a )?(?:bot|robot|machine)\b/,
];

export function asksForPerson(text: string): boolean {
  const t = text.toLowerCase().replace(/\s+/g, ' ').trim();
  return ASK.some((re) => re.test(t));
}

/**
 * Urgent and emotional wording (issue 34 item 4). Visitors in distress do not write like training phrases
 * ("help my front tooth cracked and its bleeding", "URGENT please"), so the engine may place them under
 * the threshold. Three kinds of evidence, each counted once:
 *   plea     - a cry for help ("please help", "help me", "help!", "sos")
 *   urgency  - time pressure ("urgent", "emergency", "asap", "right now", "immediately", "can't wait"); weak
 *              pressure ("need it today", "!!", a message in capitals) counts as this kind too, but never
 *              on its own: "Thanks!!", "WHAT ARE YOUR HOURS" and "I need it today" are no emergencies
 *   harm     - something is physically wrong now: harm to a person ("bleeding", "unbearable", "swollen",
 *              "can't breathe", "severe pain", "accident", "fire"), or damage ("broken", "cracked",
 *              "chipped") - harm to a person only when said of a body part ("my jaw is broken"), not of a
 *              thing ("my order arrived broken", "the screen is cracked, can I get a refund?")
 * A message that is not a question is urgent with two kinds, with an explicit urgency word or harm to a
 * person on its own ("it's bleeding", "my jaw is broken"), or with a plea in a few words ("please help");
 * one that reads as a calm question about the topic ("is it normal that my gums bleed when I floss?", "do
 * you handle emergencies?") needs all three kinds (grave harm - "bleeding a lot", "can't breathe",
 * "unbearable" - counting as one more). Tuned on bench/data/urgent-messages.json (with calm controls that
 * must not escalate).
 */
const PLEA = [
  /\b(?:please|pls|plz) help\b/,
  /\bhelp (?:me|us|please|pls|plz)\b/,
  /^help\b/,
  /(?<!(?:your|the|for) )\bhelp\s*(?:!|[.]*$)/,
  /\bsos\b/,
  /\bi need help\b/,
];
const URGENCY = [
  /\burgent(?:ly)?\b/,
  /\bemergenc(?:y|ies)\b/,
  /\basap\b/,
  /\bright now\b/,
  /\bimmediately\b/,
  /\bas soon as possible\b/,
  /\bcan ?n?o?'?t wait\b/,
  /\bhurry\b/,
];
/** Time pressure that is no emergency on its own ("I need it today", "Thanks!!"); shouting counts here too. */
const WEAK_URGENCY = [/\bneed \w+ (?:now|today)\b/, /!!/];
/** Damage that befalls things as well as people: harm to a person only when a body part is named. */
const DAMAGE = [
  /\bsevere\b/,
  /\bcrack(?:ed)?\b/,
  /\bbroke(?:n)?\b/,
  /\bchipped\b|\bsnapped\b/,
  /\bknocked loose\b/,
  /\bfell out\b/,
];
/** A person's body part, said as theirs ("my front tooth", "her arm"), not a thing's ("the chair leg"). */
const BODY =
  /\b(?:my|his|her|their|our|your) (?:[\w']+ )?(?:tooth|teeth|jaw|gums?|lips?|nose|neck|arms?|legs?|wrists?|ankles?|hands?|fingers?|toes?|ribs?|bones?|skull|hips?|elbows?|knees?|foot|feet|collarbone)\b/;
/** Harm to a person: urgent on its own when the message is no calm question. */
const HARM = [
  /\bbleed(?:s|ing)?\b/,
  /\bblood\b/,
  /\bunbearable\b/,
  /\bexcruciating\b/,
  /\bagony\b/,
  /\bswollen\b|\bswelling\b/,
  /\baccident\b/,
  /\binjur(?:ed|y)\b/,
  /\b(?:can ?n?o?'?t|cannot) (?:breathe|stop|sleep|eat)\b/,
  /\b(?:so much|terrible|awful|killing me|really bad|a lot of) pain\b|\bpain is\b|\bin (?:so much )?pain\b/,
  /\bhurts? (?:so|really|a lot|badly)\b|\bkilling me\b/,
  /\bfever\b/,
  /\bdizzy\b|\bchoking\b/,
  /\bunconscious\b|\bfainted\b|\bcollapsed\b/,
  /\bknocked out\b/,
  /\bchest pain\b|\bheart attack\b|\b(?:having|had) a stroke\b/,
  /\bon fire\b|\bthere(?:'s| is) a fire\b|\bfire in\b/,
];
const GRAVE = [
  /\bsevere (?:pain|toothache|bleeding|swelling)\b/,
  /\bbleeding (?:a lot|badly|heavily|everywhere)\b|\bwon'?t stop bleeding\b|\bcan ?n?o?'?t stop (?:the )?bleeding\b/,
  /\b(?:can ?n?o?'?t|cannot) breathe\b|\bchoking\b/,
  /\bunbearable\b|\bexcruciating\b|\bagony\b/,
  /\bunconscious\b|\bfainted\b|\bcollapsed\b/,
  /\bknocked out\b/,
];
/** A calm question about the topic: "is it normal…", "how long…", "do you handle…". */
const CALM_QUESTION =
  /^(?:is it|is that|are|is|do you|does|how (?:long|much|often|do|can)|what(?:'s| is| are| should)?|when|where|can you tell|should i|could you tell)\b.*\?\s*$/;

/** A plea this short is a cry for help, not a request for help with something. */
const SHORT_WORDS = 4;

export function urgencyOf(text: string): { urgent: boolean; kinds: number } {
  const t = text.toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, ' ').trim();
  const shout = text.length >= 6 && text === text.toUpperCase() && /[A-Z]{3}/.test(text);
  const has = (res: RegExp[]) => res.some((re) => re.test(t));
  const pressing = has(URGENCY);
  const damage = has(DAMAGE);
  const hurt = has(HARM) || (damage && BODY.test(t));
  const plea = has(PLEA);
  const kinds = [plea, pressing || shout || has(WEAK_URGENCY), hurt || damage].filter(Boolean).length;
  const grave = has(GRAVE);
  if (CALM_QUESTION.test(t)) return { urgent: kinds + (grave ? 1 : 0) >= 3, kinds };
  // not a question: an urgency word, or harm to a person told as it happens ("my jaw is broken"), is urgent
  // on its own; a plea alone only in a few words ("please help"), not in "can you help me book a cleaning"
  const short = t.split(' ').length <= SHORT_WORDS;
  return { urgent: kinds >= 2 || pressing || hurt || grave || (short && plea), kinds };
}

/** Whether the visitor writes in distress (see urgencyOf). */
export const isUrgent = (text: string): boolean => urgencyOf(text).urgent;

export interface TurnSignals {
  /** The visitor's words ask for a person. */
  askedForPerson: boolean;
  /** The matched intent is flagged requiresEscalation. */
  intentRequiresEscalation: boolean;
  /** This answer was below the confidence threshold. */
  lowConfidence: boolean;
  /** Low-confidence answers in a row before this one. */
  previousLowStreak: number;
  /** A generative provider found the best intents do not cover the question. */
  notCovered?: boolean;
  /**
   * AI Config → Human escalation: off turns off the automatic rules (low confidence, unanswered twice,
   * not covered, another language). The visitor's own request and an intent the business flagged as
   * needing a person still hand over: the business meant it, and that intent's answer usually promises one.
   */
  automatic?: boolean;
  /** AI Config → Fallback responses off: the first answer the agent cannot give hands over. */
  fallbackOff?: boolean;
  /** The engine could not place a message written, with confidence, in none of the intents' languages. */
  otherLanguage?: boolean;
  /** The visitor writes in distress (isUrgent) and no intent placed the message: a person takes over at once. */
  urgent?: boolean;
}

export function escalationFor(s: TurnSignals): EscalationReason | null {
  if (s.askedForPerson) return ESCALATION_REASONS.visitor;
  if (s.intentRequiresEscalation) return ESCALATION_REASONS.intent;
  if (s.automatic === false) return null;
  if (s.otherLanguage) return ESCALATION_REASONS.language;
  if (s.urgent) return ESCALATION_REASONS.urgent;
  if (s.notCovered) return ESCALATION_REASONS.notCovered;
  if (s.lowConfidence && s.fallbackOff) return ESCALATION_REASONS.noAnswer;
  if (s.lowConfidence && s.previousLowStreak + 1 >= LOW_CONFIDENCE_STREAK_LIMIT)
    return ESCALATION_REASONS.lowConfidence;
  return null;
}
