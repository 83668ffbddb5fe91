/**
 * When the bot hands a conversation to a person (DESIGN §5, issue 9): the matched intent requires it,
 * the visitor asks for a person (in words or with the widget's button), the agent could not answer
 * twice in a row, or the visitor writes in a language the intents are not in (issue 17 item 4). Pure
 * rules, so the pipeline, the chat test screen and WhatsApp decide alike.
 */
export const ESCALATION_REASONS = {
  intent: 'Intent requires human escalation',
  visitor: 'Visitor asked for a person',
  lowConfidence: 'The agent could not answer twice',
  notCovered: "The business's information does not cover the question",
  noAnswer: 'The agent could not answer',
  language: 'Visitor writes in another language',
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
}

export function escalationFor(s: TurnSignals): EscalationReason | null {
  if (s.askedForPerson) return ESCALATION_REASONS.visitor;
  if (s.intentRequiresEscalation) return ESCALATION_REASONS.intent;
  if (s.automatic === false) return null;
  if (s.otherLanguage) return ESCALATION_REASONS.language;
  if (s.notCovered) return ESCALATION_REASONS.notCovered;
  if (s.lowConfidence && s.fallbackOff) return ESCALATION_REASONS.noAnswer;
  if (s.lowConfidence && s.previousLowStreak + 1 >= LOW_CONFIDENCE_STREAK_LIMIT)
    return ESCALATION_REASONS.lowConfidence;
  return null;
}
