/**
 * `npm run bench:chat`: visitor message → AI reply round trip through the local gateway (the widget's
 * own call, POST /api/widget/messages), p50/p99 over 200 messages, for a tenant with 200 intents, in
 * ≥ 3 rounds (the median of the rounds, each with its load average) beside the bare relay of
 * bench/lib/bare-relay.ts measured in the same rounds (the machine's floor for a request and a push).
 * Messages are paraphrases of the trained phrases, sent one at a time (latency, not throughput).
 */
import { startParley } from '../e2e/parley-server';
import { uniqueEmail } from '../functions/test-support/api';
import { NOT_VERIFIED, signUpTenant } from '../functions/test-support/tenants';
import { measureRelay, startBareRelay } from './lib/bare-relay';
import { percentile } from './lib/plain-site';
import { load1, ms, ROUNDS, type Round, round1, summarize } from './lib/rounds';

/** Per round; BENCH_MESSAGES shortens a run while developing. */
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const PER_CONVERSATION = 25; // under the 30-per-minute budget of one conversation

const PRODUCTS = [
  'laptops',
  'phones',
  'tablets',
  'monitors',
  'printers',
  'routers',
  'cameras',
  'speakers',
  'headphones',
  'keyboards',
  'watches',
  'chargers',
  'drones',
  'projectors',
  'scanners',
  'televisions',
  'fridges',
  'heaters',
  'fans',
  'mixers',
];
const ASPECTS: [string, (p: string) => string[], (p: string) => string][] = [
  [
    'price',
    (p) => [`what is the price of ${p}`, `how much do ${p} cost`, `${p} price list`],
    (p) => `how much are your ${p}?`,
  ],
  [
    'warranty',
    (p) => [`what warranty do ${p} have`, `is there a guarantee on ${p}`, `${p} warranty period`],
    (p) => `warranty on ${p}?`,
  ],
  [
    'delivery',
    (p) => [`how long does delivery of ${p} take`, `when will my ${p} arrive`, `${p} shipping time`],
    (p) => `how fast do you ship ${p}?`,
  ],
  [
    'stock',
    (p) => [`are ${p} in stock`, `do you have ${p} available`, `${p} availability`],
    (p) => `any ${p} in stock today?`,
  ],
  [
    'repair',
    (p) => [`can you repair my ${p}`, `${p} repair service`, `my ${p} is broken`],
    (p) => `do you fix broken ${p}?`,
  ],
  [
    'returns',
    (p) => [`how do I return ${p}`, `${p} return policy`, `can I send back ${p}`],
    (p) => `return policy for ${p}?`,
  ],
  [
    'emi',
    (p) => [`can I buy ${p} on emi`, `${p} instalment options`, `monthly payment plan for ${p}`],
    (p) => `emi options for ${p}?`,
  ],
  [
    'demo',
    (p) => [`can I see a demo of ${p}`, `${p} in store demo`, `try ${p} before buying`],
    (p) => `can I try ${p} in the store?`,
  ],
  [
    'compare',
    (p) => [`which ${p} should I buy`, `compare ${p} models`, `best ${p} for me`],
    (p) => `which of your ${p} is best?`,
  ],
  [
    'bulk',
    (p) => [`bulk order of ${p}`, `discount on many ${p}`, `corporate order ${p}`],
    (p) => `discount for a bulk order of ${p}?`,
  ],
];

const parley = await startParley();
const relay = await startBareRelay();
try {
  const email = uniqueEmail('bench');
  const { clientId, owner } = await signUpTenant(
    parley.url,
    {
      firstName: 'Bench',
      lastName: 'Owner',
      email,
      companyName: 'Bench Electronics',
      planId: 'plan-professional',
    },
    NOT_VERIFIED,
  );
  const questions: string[] = [];
  for (const p of PRODUCTS) {
    for (const [aspect, phrases, question] of ASPECTS) {
      const r = await owner.post('/api/intents', {
        title: `${aspect} ${p}`,
        description: `Visitors asking about ${aspect} for ${p}`,
        phrases: phrases(p),
        response: `Here is what we can tell you about ${aspect} for ${p}.`,
        requiresEscalation: false,
      });
      if (r.status !== 201) throw new Error(`intent failed: ${r.status} ${r.text}`);
      questions.push(question(p));
    }
  }
  console.log(`tenant with ${questions.length} intents ready`);

  const visitorOrigin = 'https://shop.example';
  let sent = 0;
  /** One round: MESSAGES turns, a new conversation every PER_CONVERSATION. */
  async function turns() {
    const timings: number[] = [];
    let answered = 0;
    let token = '';
    for (let i = 0; i < MESSAGES; i++, sent++) {
      if (i % PER_CONVERSATION === 0) {
        const started = await fetch(`${parley.url}/api/widget/${clientId}/conversations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: visitorOrigin },
          body: JSON.stringify({ fields: { name: `Bench Visitor ${sent}` } }),
        });
        if (started.status !== 201) throw new Error(`start failed: ${started.status} ${await started.text()}`);
        token = (await started.json()).token;
      }
      const content = questions[(sent * 37) % questions.length];
      const t0 = performance.now();
      const res = await fetch(`${parley.url}/api/widget/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: visitorOrigin, authorization: `Bearer ${token}` },
        body: JSON.stringify({ content }),
      });
      const body = await res.json();
      timings.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`message failed: ${res.status} ${JSON.stringify(body)}`);
      if (body.messages.at(-1)?.content.startsWith('Here is what we can tell you')) answered++;
    }
    return { p50: percentile(timings, 50), p99: percentile(timings, 99), answered };
  }

  const rounds: Round<'relayP50' | 'relayP99' | 'p50' | 'p99' | 'answered'>[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const load = load1();
    const relayTimings = await measureRelay(relay, MESSAGES);
    const relayP50 = percentile(relayTimings, 50);
    const relayP99 = percentile(relayTimings, 99);
    const turn = await turns();
    rounds.push({ round, load, figures: { relayP50, relayP99, ...turn } });
    console.log(
      `round ${round} (load ${load}): bare relay p50 ${ms(relayP50)} p99 ${ms(relayP99)} · ` +
        `chat turn p50 ${ms(turn.p50)} p99 ${ms(turn.p99)} · answered from an intent ${turn.answered}/${MESSAGES}`,
    );
  }
  const { medians: m, loads } = summarize(rounds);
  console.log(
    `\n${MESSAGES} visitor messages a round, ${questions.length} intents, one at a time through the local gateway; ` +
      `median of ${ROUNDS} rounds, loads ${loads.join(', ')}`,
  );
  console.log(`bare relay (same run): p50 ${ms(m.relayP50)}  p99 ${ms(m.relayP99)}`);
  console.log(
    `round trip p50 ${ms(m.p50)} (${(m.p50 / m.relayP50).toFixed(1)}× the relay), p99 ${ms(m.p99)}; ` +
      `answered from an intent: ${m.answered}/${MESSAGES}`,
  );
  console.log(
    JSON.stringify({
      bench: 'chat',
      intents: questions.length,
      messages: MESSAGES,
      p50: round1(m.p50),
      p99: round1(m.p99),
      relayP50: round1(m.relayP50),
      relayP99: round1(m.relayP99),
      ratio: round1(m.p50 / m.relayP50),
      answered: m.answered,
      loads,
      rounds: rounds.map((r) => ({ round: r.round, load: r.load, ...r.figures })),
    }),
  );
} finally {
  await relay.close();
  await parley.stop();
}
