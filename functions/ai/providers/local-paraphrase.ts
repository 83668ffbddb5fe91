/**
 * Offline paraphrasing by rule: swap a question frame for an equivalent one, swap common words for
 * synonyms, and add or drop politeness. Crude next to an LLM, but it produces real variation that helps
 * the intent engine, and it never leaves the machine.
 */
const FRAMES: [RegExp, string[]][] = [
  [
    /^how (do|can) i (.+)$/,
    ['how can i $2', 'what is the way to $2', 'i want to $2', 'help me $2', 'is it possible to $2'],
  ],
  [/^(can|could) (you|i) (.+)$/, ['is it possible to $3', 'i would like to $3', 'please $3', 'would you $3']],
  [
    /^i (want|need|would like) to (.+)$/,
    ['i need to $2', 'i would like to $2', 'can i $2', 'help me $2', 'how do i $2'],
  ],
  [/^what (is|are) (.+)$/, ['tell me $2', 'can you tell me $2', 'i want to know $2', "what's $2"]],
  [/^(do|does) you (.+)$/, ['is it true you $2', 'can you $2', 'i wonder if you $2']],
  [/^when (.+)$/, ['at what time $1', 'what time $1', 'tell me when $1']],
  [/^where (.+)$/, ['tell me where $1', 'what is the location $1']],
];

const SYNONYMS: Record<string, string[]> = {
  book: ['schedule', 'reserve'],
  schedule: ['book', 'arrange'],
  appointment: ['booking', 'visit', 'slot'],
  price: ['cost', 'rate', 'charge'],
  prices: ['costs', 'rates', 'charges'],
  cost: ['price', 'charge'],
  buy: ['purchase', 'order'],
  purchase: ['buy', 'order'],
  cancel: ['call off', 'stop'],
  refund: ['money back', 'reimbursement'],
  help: ['assist', 'support'],
  open: ['available', 'working'],
  hours: ['timings', 'opening times'],
  talk: ['speak', 'chat'],
  speak: ['talk'],
  person: ['human', 'someone', 'agent'],
  human: ['person', 'real person'],
  need: ['require', 'want'],
  want: ['would like', 'need'],
  change: ['modify', 'update'],
  delivery: ['shipping'],
  shipping: ['delivery'],
  pay: ['make a payment'],
  problem: ['issue', 'trouble'],
  issue: ['problem'],
  quick: ['fast'],
  cheap: ['affordable', 'inexpensive'],
};

const POLITE = ['please ', 'hi, ', 'hello, ', 'could you tell me '];

function clean(s: string): string {
  return s
    .toLowerCase()
    .replace(/[?!.]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function reframe(phrase: string): string[] {
  const p = clean(phrase);
  const out: string[] = [];
  for (const [re, templates] of FRAMES) {
    const m = p.match(re);
    if (m) for (const t of templates) out.push(t.replace(/\$(\d)/g, (_, i: string) => m[Number(i)] ?? ''));
  }
  return out;
}

function synonymSwaps(phrase: string): string[] {
  const words = clean(phrase).split(' ');
  const out: string[] = [];
  words.forEach((w, i) => {
    for (const alt of SYNONYMS[w] ?? []) out.push([...words.slice(0, i), alt, ...words.slice(i + 1)].join(' '));
  });
  return out;
}

/** Up to `count` new phrases, deterministic for the same input, none equal to an existing phrase. */
export function paraphrase(phrases: string[], count: number): string[] {
  const seen = new Set(phrases.map(clean));
  const candidates: string[] = [];
  for (const p of phrases) candidates.push(...reframe(p), ...synonymSwaps(p));
  for (const p of phrases) for (const s of reframe(p)) candidates.push(...synonymSwaps(s));
  phrases.forEach((p, i) => {
    candidates.push(POLITE[i % POLITE.length] + clean(p));
  });
  const result: string[] = [];
  for (const c of candidates) {
    const k = clean(c);
    if (k.length < 3 || seen.has(k)) continue;
    seen.add(k);
    result.push(k);
    if (result.length >= count) break;
  }
  return result;
}
