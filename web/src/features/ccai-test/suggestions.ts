/** The six canned questions of spec part 2 §2.1; a click fills the message box. */
export const SUGGESTIONS = [
  { label: 'Products offered', message: 'What products do you offer?' },
  { label: 'Pricing information', message: 'Can you tell me about your pricing?' },
  { label: 'Schedule an appointment', message: 'I would like to schedule an appointment.' },
  { label: 'Technical support', message: 'I need help with a technical problem.' },
  { label: 'Business hours', message: 'What are your business hours?' },
  { label: 'Speak to a human agent', message: 'I want to speak to a human agent.' },
] as const;

/** "Business hours · 87 %" or "No intent matched · 31 %" under a bot reply, so a trainer learns what matched. */
export function matchLabel(intentMatched: string | null, confidence: number | null): string | null {
  if (confidence === null) return null;
  const percent = `${Math.round(confidence * 100)} %`;
  return intentMatched
    ? `Matched “${intentMatched}” · confidence ${percent}`
    : `No intent matched · confidence ${percent}`;
}

export const SESSION_KEY = 'parley:ccai-session';
