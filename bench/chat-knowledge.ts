/**
 * `npx tsx bench/chat-knowledge.ts`: what knowledge adds to a chat turn (issue 33), through the real index
 * store (core/knowledge/tenant-knowledge.ts) on DynamoDB Local and s3rver, in ≥ 3 rounds (median, with each
 * round's load average):
 *   - warm: the index cached in the instance, the turn's search + decision (p50, p99 over the tenant's
 *     customer questions);
 *   - cold load: the first turn of a new instance, the index read from the bucket (GET + gunzip + parse);
 *   - cold build: the first turn of a new knowledge version, nothing stored yet (consistent chunk Query +
 *     build + gzip + PUT), the one turn that pays for lazy publishing;
 * for the bench's FAQ tenant (bench/data/knowledge-faq.json, every business's Q&A as one tenant) and a
 * tenant of PAGES passages (a large website). Same-run reference: a DynamoDB GetItem of the client item on
 * the same DynamoDB Local (the read every turn makes anyway). The whole turn's p50 is bench/chat.ts's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureTable, startDynamoDbLocal } from '../infra/local/dynamodb-local';
import { buildLocalEnv, newSecretKey, TABLE_NAME } from '../infra/local/local-env';
import { startS3Local } from '../infra/local/s3-local';
import { loadFaqBusinesses, qaChunks } from './lib/knowledge-faq';
import { percentile } from './lib/plain-site';
import { load1, ms, ROUNDS, type Round, round1, summarize } from './lib/rounds';

/** Passages of the large tenant; BENCH_PAGES changes it. */
const PAGES = Number(process.env.BENCH_PAGES ?? 2000);
const NOWHERE = 'http://127.0.0.1:9';

const dir = mkdtempSync(join(tmpdir(), 'parley-bench-kn-'));
const [dynamo, s3] = await Promise.all([
  startDynamoDbLocal({ inMemory: true, logFile: join(dir, 'dynamodb-local.log') }),
  startS3Local({ dir: join(dir, 's3') }),
]);
try {
  await ensureTable(dynamo.endpoint, TABLE_NAME);
  Object.assign(
    process.env,
    buildLocalEnv({
      dynamodbEndpoint: dynamo.endpoint,
      cognitoEndpoint: NOWHERE,
      s3Endpoint: s3.endpoint,
      pool: { userPoolId: 'bench', clientId: 'bench', issuer: NOWHERE, jwksUrl: NOWHERE },
      wsEndpoint: NOWHERE,
      appOrigin: NOWHERE,
      localSecretKey: newSecretKey(),
    }),
  );
  // after the environment: the modules read their config on first use
  const { knowledgeAnswer, clearKnowledgeCache } = await import('../functions/core/knowledge/tenant-knowledge');
  const db = await import('../functions/db/table-entities');

  const businesses = loadFaqBusinesses();
  const faq = businesses.flatMap((b) => b.faq);
  const asks = faq.flatMap((e) => e.asks);
  const tenants = {
    faq: { clientId: 'bench-faq', chunks: qaChunks('bench-faq', faq) },
    pages: {
      clientId: 'bench-pages',
      // a website's pages: each FAQ answer as a page's passage, numbered so no two are one text
      chunks: Array.from({ length: PAGES }, (_, i) => {
        const e = faq[i % faq.length];
        return {
          clientId: 'bench-pages',
          sourceId: 'site',
          id: `p-${i}`,
          sourceKind: 'website' as const,
          title: `Page ${i}`,
          url: `https://shop.example/page-${i}`,
          heading: e.q,
          text: `${e.a} See branch ${i} for the details of ${e.q.toLowerCase()}`,
          hash: String(i),
        };
      }),
    },
  };
  for (const t of Object.values(tenants)) {
    for (let i = 0; i < t.chunks.length; i += 25)
      await db
        .knowledgeChunk()
        .put(t.chunks.slice(i, i + 25))
        .go();
  }
  console.log(`${tenants.faq.chunks.length} Q&A pairs, ${PAGES} pages stored; ${asks.length} customer questions`);

  const time = async (f: () => Promise<unknown>) => {
    const t0 = performance.now();
    await f();
    return performance.now() - t0;
  };
  let version = 0;
  for (const [name, t] of Object.entries(tenants)) {
    const rounds: Round<'getItemP50' | 'warmP50' | 'warmP99' | 'coldLoad' | 'coldBuild'>[] = [];
    let answered = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const load = load1();
      version++; // a knowledge version never stored: the first turn builds and stores it
      clearKnowledgeCache();
      const coldBuild = await time(() => knowledgeAnswer(t.clientId, asks[0], version));
      clearKnowledgeCache(); // a new instance: the stored index
      const coldLoad = await time(() => knowledgeAnswer(t.clientId, asks[1], version));
      const warm: number[] = [];
      answered = 0;
      for (const q of asks) {
        const t0 = performance.now();
        if (await knowledgeAnswer(t.clientId, q, version)) answered++;
        warm.push(performance.now() - t0);
      }
      const reads: number[] = [];
      for (let i = 0; i < asks.length; i++)
        reads.push(await time(() => db.client().get({ clientId: t.clientId }).go()));
      const figures = {
        getItemP50: percentile(reads, 50),
        warmP50: percentile(warm, 50),
        warmP99: percentile(warm, 99),
        coldLoad,
        coldBuild,
      };
      rounds.push({ round, load, figures });
      console.log(
        `${name} round ${round} (load ${load}): GetItem p50 ${ms(figures.getItemP50)} · warm p50 ${ms(figures.warmP50)} ` +
          `p99 ${ms(figures.warmP99)} · cold load ${ms(coldLoad)} · cold build ${ms(coldBuild)}`,
      );
    }
    const { medians: m, loads } = summarize(rounds);
    console.log(
      `${name}: ${t.chunks.length} chunks, median of ${ROUNDS} rounds (loads ${loads.join(', ')}): ` +
        `warm p50 ${ms(m.warmP50)} p99 ${ms(m.warmP99)} (GetItem p50 ${ms(m.getItemP50)}, same run) · ` +
        `cold load from S3 ${ms(m.coldLoad)} · cold build ${ms(m.coldBuild)} · answered ${answered}/${asks.length}`,
    );
    console.log(
      JSON.stringify({
        bench: 'chat-knowledge',
        tenant: name,
        chunks: t.chunks.length,
        questions: asks.length,
        answered,
        ...Object.fromEntries(Object.entries(m).map(([k, v]) => [k, round1(v)])),
        loads,
      }),
    );
  }
} finally {
  await Promise.allSettled([dynamo.stop(), s3.stop()]);
  rmSync(dir, { recursive: true, force: true });
}
