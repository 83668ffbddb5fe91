/**
 * What extraction and chunking cost per page (issue 33 item 6: a tenant with 2,000 pages), CPU only: no
 * network, no DynamoDB. Three kinds of input, each run REPEATS times, the median reported with the load
 * average it ran at, beside a same-run reference (JSON.parse + stringify of the same HTML bytes, so a
 * noisy machine shows in both):
 *   - web pages: 200 synthetic pages of ~6 KB (nav, headings, paragraphs, an FAQ block) through
 *     Readability + linkedom (extractHtml) and the chunker (chunkDocument);
 *   - a 200-page PDF (one paragraph a page) through unpdf, and a 200-paragraph DOCX through mammoth.
 *
 *   npx tsx bench/knowledge-ingest.ts [--pages 200] [--repeats 3]
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chunkDocument } from '../functions/core/knowledge/chunking';
import { extractFile } from '../functions/core/knowledge/extract-file';
import { extractHtml } from '../functions/core/knowledge/extract-html';
import { makeDocx, makePdf } from '../functions/test-support/knowledge-files';

const { values } = parseArgs({
  options: { pages: { type: 'string', default: '200' }, repeats: { type: 'string', default: '3' } },
});
const PAGES = Number(values.pages);
const REPEATS = Number(values.repeats);

const sentence = (i: number, j: number) =>
  `Item ${i}.${j}: our clinic offers consultations, eye tests and follow-up visits on weekdays from nine to six.`;
const htmlPage = (i: number) => `<!doctype html><html><head><title>Page ${i}</title></head><body>
<nav>${Array.from({ length: 15 }, (_, k) => `<a href="/p${k}">Link ${k}</a>`).join(' ')}</nav>
<main><h1>Page ${i}</h1>${Array.from({ length: 4 }, (_, s) => `<h2>Section ${s}</h2><p>${Array.from({ length: 8 }, (_, j) => sentence(i, s * 8 + j)).join(' ')}</p>`).join('')}
<h2>Do you open on Sunday ${i}?</h2><p>No, Monday to Saturday only.</p></main><footer>© Clinic</footer></body></html>`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function timed(fn: () => Promise<unknown> | unknown): Promise<{ ms: number; load: number }> {
  const times: number[] = [];
  for (let r = 0; r < REPEATS; r++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return { ms: median(times), load: loadavg()[0] };
}

const pages = Array.from({ length: PAGES }, (_, i) => htmlPage(i));
const bytes = pages.reduce((n, p) => n + p.length, 0);
let chunks = 0;
const html = await timed(() => {
  chunks = 0;
  for (const [i, p] of pages.entries()) chunks += chunkDocument(extractHtml(p, `https://clinic.example/p${i}`)).length;
});
const reference = await timed(() => {
  for (const p of pages) JSON.parse(JSON.stringify({ p }));
});
const pdfBytes = makePdf(Array.from({ length: PAGES }, (_, i) => sentence(i, 0)));
const pdf = await timed(() => extractFile('pdf', pdfBytes));
const docxBytes = await makeDocx(
  Array.from({ length: PAGES }, (_, i) => (i % 10 === 0 ? `# Part ${i}` : sentence(i, 0))),
);
const docx = await timed(() => extractFile('docx', docxBytes));

const perPage = (ms: number) => (ms / PAGES).toFixed(2);
console.log(
  JSON.stringify(
    {
      pages: PAGES,
      repeats: REPEATS,
      html: {
        kb: Math.round(bytes / 1024),
        chunks,
        msTotal: Math.round(html.ms),
        msPerPage: perPage(html.ms),
        loadAvg1m: html.load.toFixed(2),
      },
      reference: {
        what: 'JSON round trip of the same pages',
        msTotal: Math.round(reference.ms),
        loadAvg1m: reference.load.toFixed(2),
      },
      pdf: {
        kb: Math.round(pdfBytes.length / 1024),
        msTotal: Math.round(pdf.ms),
        msPerPage: perPage(pdf.ms),
        loadAvg1m: pdf.load.toFixed(2),
      },
      docx: {
        kb: Math.round(docxBytes.length / 1024),
        msTotal: Math.round(docx.ms),
        msPerParagraph: perPage(docx.ms),
        loadAvg1m: docx.load.toFixed(2),
      },
    },
    null,
    2,
  ),
);
