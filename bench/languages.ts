/**
 * `npm run bench:languages`: the visitor-language check (functions/ai/language, issue 17 item 4).
 *
 * 1. False handoffs: BANKING77's 3,080 English test questions against an English tenant whose intents
 *    are BANKING77's training phrases. Reported twice: the share the check calls foreign (an upper
 *    bound), and the share that would be handed over in the pipeline, where only a message the engine
 *    could not place is weighed (lexical engine, k = 10, seed 1, at the default threshold).
 * 2. Identification: bench/data/multilingual-questions.csv (116 customer questions written for this
 *    benchmark in 14 languages, Hindi in Devanagari and in Latin letters), per language: named right,
 *    and called foreign to an English tenant.
 * 3. Time per message.
 *
 * How the detector was chosen (same data, same machine, 2026-11-24): on BANKING77 test, the share of
 * English questions each names as another language: eld 2.1.0 (extrasmall) 8 / 3,080, tinyld 1.3.4
 * light 142 and normal 157, franc-min 6.2.0 731; on the multilingual set, exact language: eld 101 / 116,
 * tinyld light 101, tinyld normal 108, franc-min 89. Only eld separates English from the rest with a
 * margin (its 8 misreads keep English within 0.04 of the winner; the foreign questions lead by 0.17 or
 * more), so only eld reaches zero false handoffs with most foreign questions caught (111 / 116).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_CONFIDENCE_THRESHOLD, trainIntentModel } from '../functions/ai/engine';
import { judgeMessage } from '../functions/ai/language';
import { parseLabelledCsv } from './lib/csv';
import { groupByCategory, sampleKShot } from './lib/dataset';
import {
  BANKING77_DIR,
  falseForeign,
  loadMultilingual,
  multilingualAccuracy,
  tenantLanguages,
} from './lib/language-eval';

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(2)} %`;

function main() {
  const train = parseLabelledCsv(readFileSync(resolve(BANKING77_DIR, 'train.csv'), 'utf8'));
  const test = parseLabelledCsv(readFileSync(resolve(BANKING77_DIR, 'test.csv'), 'utf8'));
  const tenant = tenantLanguages(train.map((r) => r.text));
  console.log(`BANKING77 tenant languages (from ${train.length} training phrases): ${tenant.join(', ')}`);

  const upper = falseForeign(
    test.map((r) => r.text),
    tenant,
  );
  console.log(
    `English questions called foreign: ${upper.foreign} / ${upper.total} (${pct(upper.foreign, upper.total)}); language recorded for ${pct(upper.identified, upper.total)}, another than English for ${upper.otherRecorded}`,
  );
  if (upper.examples.length) console.log(`  e.g. ${upper.examples.map((e) => JSON.stringify(e)).join(', ')}`);

  const { intents } = sampleKShot(groupByCategory(train), 10, 1);
  const model = trainIntentModel(intents);
  const unplaced = test.filter((r) => (model.match(r.text).best?.confidence ?? 0) < DEFAULT_CONFIDENCE_THRESHOLD);
  const inPipeline = falseForeign(
    unplaced.map((r) => r.text),
    tenant,
  );
  console.log(
    `Handed over for language in the pipeline (k=10, seed 1, threshold ${DEFAULT_CONFIDENCE_THRESHOLD}): ${inPipeline.foreign} / ${test.length} (${pct(inPipeline.foreign, test.length)}); ${unplaced.length} questions below the threshold`,
  );

  const questions = loadMultilingual();
  const m = multilingualAccuracy(questions, ['en']);
  console.log(
    `\nMultilingual questions: language named right ${m.exact} / ${m.total} (${pct(m.exact, m.total)}); foreign to an English tenant ${m.foreign} / ${m.total} (${pct(m.foreign, m.total)})`,
  );
  console.log('language   n  right  foreign  misnamed as');
  for (const [key, g] of m.groups)
    console.log(
      `${key.padEnd(9)} ${String(g.total).padStart(2)}  ${String(g.exact).padStart(5)}  ${String(g.foreign).padStart(7)}  ${g.wrong.join(' ')}`,
    );

  const texts = [...test.map((r) => r.text), ...questions.map((q) => q.text)];
  const started = performance.now();
  for (const text of texts) judgeMessage(text, tenant);
  console.log(
    `\nTime per message: ${((performance.now() - started) / texts.length).toFixed(3)} ms (${texts.length} messages)`,
  );
  console.log(
    JSON.stringify({
      bench: 'languages',
      englishCalledForeign: upper.foreign / upper.total,
      falseHandoffRate: inPipeline.foreign / test.length,
      multilingualExact: m.exact / m.total,
      multilingualForeign: m.foreign / m.total,
    }),
  );
}

main();
