import { normalizeText, stem } from '../../ai/engine';

/**
 * Words customers and businesses use for the same thing, folded onto one term before indexing and
 * searching (the first word of each group names it). A visitor writes "parcel" where the FAQ says
 * "delivery", "kids" where it says "children": BM25 cannot see those as one word, and with a few dozen
 * Q&A pairs there is no corpus to learn it from.
 *
 * Kept to general customer-service vocabulary (orders, payments, appointments, places, people, times),
 * never a business's own terms: the list is judged on FAQs nobody here has seen. A word with a second
 * common meaning stays out ("offer", "card", "book": "books and notes" is no booking).
 * Phrases are rewritten on the normalised text first ("money back" → "refund").
 */
const GROUPS: readonly string[] = [
  'price cost costs charge charges fee fees rate rates pricing priced',
  'delivery deliver delivered shipping ship shipped shipment dispatch dispatched courier parcel package',
  'refund refunded reimbursement reimburse',
  'cancel cancellation cancelled canceled',
  'appointment booking slot schedule reservation reserve',
  'child children kid kids son daughter toddler baby',
  'female woman women lady ladies',
  'address located location locate',
  'branch centre center outlet',
  'instalment instalments installment installments emi',
  'international abroad overseas',
  'voucher',
  'register registration signup account',
  'support helpline customercare',
  'discount coupon promo promocode',
  'teacher teachers faculty tutor tutors',
  'class classes lecture lectures lesson lessons',
  'test tests exam exams quiz',
  'accommodation hostel stay',
  'transport bus buses pickup',
  'damaged broken defective torn',
  'colour color colours colors shade',
  'exchange swap',
  'emergency urgent urgently',
  'pain painful hurt hurts ache aching sore',
  'extraction extract extracted removal remove removed pulled',
  'xray xrays',
  'photo photos picture pictures image images',
  'timing timings hours',
  'payment pay paying paid',
];

/** Multi-word phrases, rewritten on the normalised text (whole words only). */
const PHRASES: Readonly<Record<string, string>> = {
  'money back': 'refund',
  'send back': 'return',
  'call off': 'cancel',
  'sign up': 'signup',
  'customer care': 'customercare',
  'customer service': 'customercare',
  'gift card': 'voucher',
  'gift cards': 'voucher',
  'x ray': 'xray',
  'pick up': 'pickup',
  'promo code': 'promocode',
  'cash on delivery': 'cod',
};
// one pass over the text (indexing 2,000 pages runs it over megabytes)
const PHRASE_RE = new RegExp(`(?<= )(${Object.keys(PHRASES).join('|')})(?= )`, 'g');

const CANONICAL = new Map<string, string>();
for (const group of GROUPS) {
  const words = group.split(' ');
  const head = stem(words[0]);
  for (const w of words) CANONICAL.set(stem(w), head);
}

/**
 * Chat spellings of function words and a few common words: a visitor writes "wat r ur hrs", and left as
 * they are these count as content words the knowledge lacks, which reads as a question it does not cover.
 */
const CHAT_SPELLINGS: Readonly<Record<string, string>> = {
  u: 'you',
  r: 'are',
  ur: 'your',
  urs: 'yours',
  y: 'why',
  wat: 'what',
  wht: 'what',
  wot: 'what',
  hw: 'how',
  whr: 'where',
  wen: 'when',
  pls: 'please',
  plz: 'please',
  plzz: 'please',
  thx: 'thanks',
  abt: 'about',
  hrs: 'hours',
  hr: 'hour',
  mins: 'minutes',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  '2day': 'today',
  nd: 'and',
  n: 'and',
  wanna: 'want to',
  gonna: 'going to',
};

/** The normalised words of a text with the phrases rewritten (not stemmed: the index stems). */
export function wordsOf(text: string): string[] {
  const norm = normalizeText(text);
  if (norm === '') return [];
  let s = ` ${norm
    .split(' ')
    .map((w) => CHAT_SPELLINGS[w] ?? w)
    .join(' ')} `;
  s = s.replace(PHRASE_RE, (p) => PHRASES[p]).trim();
  return s === '' ? [] : s.split(' ');
}

/** A stemmed word's group term, or the stem itself. */
export const canonical = (stemmed: string): string => CANONICAL.get(stemmed) ?? stemmed;
