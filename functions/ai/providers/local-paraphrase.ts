/**
 * Offline paraphrasing by rule. Two kinds of rewrite, both chosen so the meaning stays the same and the
 * grammar stays right:
 *   - question frames: a whole sentence pattern for an equivalent one ("how much does X cost" → "what is
 *     the price of X"), with do/does and is/are agreeing with X;
 *   - collocations: a few words for an equivalent few ("book an appointment" → "make an appointment"),
 *     never a lone word whose sense depends on context ("cancel" → "stop", "delivery" → "shipping").
 * Candidates are then screened with the shared rules (sentence case, grammar, no near-duplicates), so
 * what a trainer sees reads as a customer would write it. It never leaves the machine.
 */
import { beFor, doFor, polish, screenPhrases } from '../suggestions/phrase-rules';

type Frame = [RegExp, (m: RegExpMatchArray) => string[]];

/** A noun phrase that a price frame can move around (not "it", not a clause). */
const movable = (np: string) => !/^(it|this|that|them|you|i|we)\b/i.test(np) && np.split(' ').length <= 6;

function priceFrames(np: string, from: 'cost' | 'be' | 'price' | 'charge'): string[] {
  if (!movable(np)) return [];
  const out: string[] = [];
  if (from !== 'cost') out.push(`how much ${doFor(np)} ${np} cost`);
  if (from !== 'price') out.push(`what is the price of ${np}`);
  if (from !== 'be') out.push(`how much ${beFor(np)} ${np}`);
  if (from !== 'charge') out.push(`what do you charge for ${np}`);
  return out;
}

const FRAMES: Frame[] = [
  [/^how (?:do|can) I (.+)$/i, (m) => [`can you help me ${m[1]}`, `is it possible to ${m[1]}`, `I want to ${m[1]}`]],
  [/^(?:can|could|may) I (.+)$/i, (m) => [`is it possible to ${m[1]}`, `how do I ${m[1]}`]],
  [
    /^I (?:really )?(?:want|need|would like|'d like) to (.+)$/i,
    (m) => [`can you help me ${m[1]}`, `how do I ${m[1]}`, `is it possible to ${m[1]}`],
  ],
  [/^(?:can|could|would) you help me (.+)$/i, (m) => [`how do I ${m[1]}`]],
  [/^is it possible to (.+)$/i, (m) => [`can you help me ${m[1]}`, `how do I ${m[1]}`]],
  [/^how much (?:does|do) (.+) cost$/i, (m) => priceFrames(m[1], 'cost')],
  [/^how much (?:is|are) (.+)$/i, (m) => priceFrames(m[1], 'be')],
  [/^(?:what(?:'s| is) )?the (?:price|cost) (?:of|for) (.+)$/i, (m) => priceFrames(m[1], 'price')],
  [/^(?:price|cost) (?:of|for) (.+)$/i, (m) => priceFrames(m[1], 'price')],
  [/^what are (?:your|the) (?:prices|rates|fees|charges) for (.+)$/i, (m) => priceFrames(m[1], 'price')],
  [/^(?:how much|what) do you charge for (.+)$/i, (m) => priceFrames(m[1], 'charge')],
  [/^what are your (?:prices|rates|fees|charges)$/i, () => ['how much do your services cost']],
  [/^how much does it cost to (.+)$/i, (m) => [`what do you charge to ${m[1]}`]],
  [
    /^when (?:are you|do you) open(.*)$/i,
    (m) => [`what are your opening hours${m[1]}`, `what time do you open${m[1]}`],
  ],
  [/^what are your (?:opening|business) hours(.*)$/i, (m) => [`when are you open${m[1]}`]],
  [/^what time do you (open|close)(.*)$/i, (m) => [`when do you ${m[1]}${m[2]}`]],
  [/^when (do|does) (.+) (open|close|start|begin|finish)(.*)$/i, (m) => [`what time ${m[1]} ${m[2]} ${m[3]}${m[4]}`]],
  [/^where can I (.+)$/i, (m) => [`is there somewhere I can ${m[1]}`]],
  [/^where are you located$/i, () => ['what is your address', 'where can I find you']],
  [/^what(?:'s| is) your address$/i, () => ['where are you located']],
  // not "where is my order": finding a parcel is tracking, not directions
  [/^where (?:is|are) (?!you\b|my\b)(.+)$/i, (m) => [`where can I find ${m[1]}`]],
  [/^do you have (?!a\b|an\b|my\b|the\b)(.+)$/i, (m) => [`do you offer ${m[1]}`]],
  [/^do you offer (.+)$/i, (m) => [`do you have ${m[1]}`]],
  [/^my (\w+) (?:broke|cracked|chipped)$/i, (m) => [`I broke my ${m[1]}`, `my ${m[1]} is broken`]],
  [/^(?:is|are) there (?:any )?(?!a\b|an\b)(.+)$/i, (m) => [`do you offer ${m[1]}`]],
];

/** Equivalent collocations; each applies to its first occurrence in a phrase. */
const SWAPS: [RegExp, string[]][] = [
  [/\bbook an appointment\b/i, ['make an appointment', 'schedule an appointment']],
  [/\bmake an appointment\b/i, ['book an appointment', 'schedule an appointment']],
  [/\bschedule an appointment\b/i, ['book an appointment']],
  [/\bbook a table\b/i, ['reserve a table', 'make a reservation']],
  [/\breserve a table\b/i, ['book a table']],
  [/\bmake a reservation\b/i, ['book a table']],
  [
    /\bbook (a|an|my) (cleaning|check-?up|visit|session|class|haircut|consultation|massage|facial|trial|demo)\b/i,
    ['schedule $1 $2'],
  ],
  [
    /\bschedule (a|an|my) (cleaning|check-?up|visit|session|class|haircut|consultation|massage|facial|demo)\b/i,
    ['book $1 $2'],
  ],
  [/\b(my|the) appointment\b/i, ['$1 booking']],
  [/\b(my|the|a) reservation\b/i, ['$1 booking']],
  [/\bopening hours\b/i, ['opening times']],
  [/\bopening times\b/i, ['opening hours']],
  [/\bbusiness hours\b/i, ['opening hours']],
  [/\b(a|my) refund\b/i, ['my money back']],
  [/\bmy money back\b/i, ['a refund']],
  [/\bthe price of\b/i, ['the cost of']],
  [/\bthe cost of\b/i, ['the price of']],
  [/\byour prices\b/i, ['your rates']],
  [/\byour rates\b/i, ['your prices']],
  [/\b(talk|speak) to\b/i, ['speak with']],
  [/\bspeak with\b/i, ['talk to']],
  // only as the whole object ("a human", not "a human agent")
  [/\ba (human|person)(?=$| (?:about|for|from|at|in|on|please|now)\b)/i, ['a real person']],
  [/\ba real person\b/i, ['a human']],
  [/\bsomeone\b/i, ['a real person']],
  [/\b(to|I|can|could) buy\b/i, ['$1 purchase']],
  [/\b(to|I|can|could) purchase\b/i, ['$1 buy']],
  [/\bshipping\b/i, ['delivery']],
  [/\bdo you ship\b/i, ['do you deliver']],
  [/\b(a|the) problem\b/i, ['$1 issue']],
  [/\b(an|the) issue\b/i, ['$1 problem']],
  [/\bchange (my|the)\b/i, ['update $1']],
  [/\bupdate (my|the)\b/i, ['change $1']],
  [/\bcheap\b/i, ['affordable']],
  [/\bcontact (you|us|support|the)\b/i, ['reach $1', 'get in touch with $1']],
  [/\bget in touch with\b/i, ['contact']],
  [/\b(you|I) accept\b/i, ['$1 take']],
  // not before a noun: "kids hair" needs "children's hair"
  [/\b(for|my|with|the|your) kids(?=$| (?:to|for|in|at|under|over)\b)/i, ['$1 children']],
  [/\b(for|my|with|the|your) children(?=$| (?:to|for|in|at|under|over)\b)/i, ['$1 kids']],
  [/\bsign up for\b/i, ['register for']],
  [/\bregister for\b/i, ['sign up for']],
  [/\blog in\b/i, ['sign in']],
  [/\bsign in\b/i, ['log in']],
  [/\bforgot my password\b/i, ["can't remember my password"]],
  [/\breturn (a|an|my|this|the) /i, ['send back $1 ']],
  [/\bsend back\b/i, ['return']],
  [/\bparcel\b/i, ['package']],
  [/\bpackage\b/i, ['parcel']],
  [/\bgift card\b/i, ['gift voucher']],
  [/\b(?:promo|coupon) code\b/i, ['discount code']],
  [/\bdiscount code\b/i, ['promo code']],
  [/\bclass schedule\b/i, ['class timetable']],
  [/\btimetable\b/i, ['schedule']],
  [/\btakeaway\b/i, ['takeout']],
  [/\btakeout\b/i, ['takeaway']],
  [/\b(is there|do you have) parking\b/i, ['$1 a car park']],
  [/\bI'd like\b/i, ['I would like']],
  [/\btooth pain\b/i, ['toothache']],
  [/\btoothache\b/i, ['tooth pain']],
  [/\bsevere\b/i, ['really bad']],
  [/\bbleeding a lot\b/i, ['bleeding heavily']],
  [/\bemergency (dental|medical) help\b/i, ['urgent $1 help']],
  [/\b(need|want|find) emergency dental help\b/i, ['$1 an emergency dentist']],
];

/** "a issue" → "an issue", "an problem" → "a problem" after a swap. */
const fixArticles = (s: string) =>
  s.replace(/\b(a|an) ([\p{L}]+)/giu, (_, article: string, word: string) => {
    const vowel = /^(?:[aeio]|u(?!n[io]|s[eu]|ni))|^hour|^honest/i.test(word);
    const right = vowel ? 'an' : 'a';
    return `${article[0] === 'A' ? right.charAt(0).toUpperCase() + right.slice(1) : right} ${word}`;
  });

/** The phrase as written, without end punctuation and with its first word in lower case (unless "I" or an acronym). */
function base(phrase: string): string {
  const s = phrase
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!?,;:]+$/, '');
  return s.replace(/^([\p{L}'’]+)/u, (w) =>
    w === 'I' || w.startsWith("I'") || /^\p{Lu}{2,}$/u.test(w) ? w : w.toLowerCase(),
  );
}

function reframe(p: string): string[] {
  const out: string[] = [];
  for (const [re, make] of FRAMES) {
    const m = p.match(re);
    if (m) out.push(...make(m));
  }
  return out;
}

function swap(p: string): string[] {
  return SWAPS.filter(([re]) => re.test(p)).flatMap(([re, alts]) => alts.map((alt) => fixArticles(p.replace(re, alt))));
}

/**
 * Every rewrite of every phrase, polished, without exact repeats. Taken round-robin across the phrases
 * (first rewrite of each, then the second…) so the first few suggestions do not all come from one phrase.
 */
export function paraphraseCandidates(phrases: readonly string[]): string[] {
  const perPhrase = phrases.map((raw) => {
    const p = base(raw);
    const framed = reframe(p);
    return [...framed, ...swap(p), ...framed.flatMap(swap)];
  });
  const seen = new Set(phrases.map((p) => polish(p).toLowerCase()));
  const out: string[] = [];
  const longest = Math.max(0, ...perPhrase.map((l) => l.length));
  for (let i = 0; i < longest; i++) {
    for (const list of perPhrase) {
      if (i >= list.length) continue;
      const phrase = polish(list[i]);
      const key = phrase.toLowerCase();
      if (phrase && !seen.has(key)) {
        seen.add(key);
        out.push(phrase);
      }
    }
  }
  return out;
}

/** Up to `count` new phrases, deterministic for the same input, each grammatical and none a near-duplicate. */
export function paraphrase(phrases: readonly string[], count: number): string[] {
  return screenPhrases(phrases, paraphraseCandidates(phrases)).kept.slice(0, count);
}
