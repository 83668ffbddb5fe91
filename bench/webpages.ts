/**
 * AI webpages benchmark (issue 15 "Done when"): Lighthouse on a published page of each of the nine templates.
 *
 *   npm run bench:webpages        (median of three Lighthouse runs per template; env BENCH_WEBPAGES_RUNS=1 for one)
 *
 * 1. Builds the widget (widget/build.ts) into a temporary folder.
 * 2. Renders one page per template with the renderer publishing uses (functions/core/webpages/render):
 *    the offline "Write it for me" copy for a plausible business, plus the contact details, social links
 *    and the prices / hours an owner types in, each in the template's own catalogue colour.
 * 3. Serves them through the local gateway exactly as a published page is served (infra/local/gateway.ts:
 *    /page/{pathname} with the security headers of infra/security-headers.ts, /widget/* from the built
 *    widget); the widget's config endpoint is a stub answering a new account's defaults (no database).
 * 4. Runs Lighthouse 12.8 with Debian Chromium, mobile (default form factor and throttling), on each page;
 *    prints performance, accessibility, SEO and best-practices and exits 1 when a page is below
 *    performance 95, accessibility 100 or SEO 100. The last line is one JSON object with every figure.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEBPAGE_TEMPLATES } from '@shared/enums';
import { type AiWebpage, aiWebpageSchema, type WebpageTemplateId } from '@shared/schemas/ai-webpages';
import { webpageTemplate } from '@shared/webpage-templates';
import { DEFAULT_LEAD_FORM_FIELDS, WIDGET_DEFAULTS } from '@shared/widget-defaults';
import { widgetScriptUrl } from '@shared/widget-embed';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { renderWebpage } from '../functions/core/webpages/render/render-webpage';
import { writeLocally } from '../functions/core/webpages/write-local';
import { startGateway } from '../infra/local/gateway';
import { buildWidget } from '../widget/build';

const runs = Math.max(1, Number.parseInt(process.env.BENCH_WEBPAGES_RUNS ?? '3', 10) || 1);
const CLIENT_ID = 'bench-client';
const THRESHOLDS = { performance: 95, accessibility: 100, seo: 100 } as const;
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
type Scores = Record<(typeof CATEGORIES)[number], number>;

/** What an owner would type into the wizard's first step for each template. */
const OWNERS: Record<WebpageTemplateId, { businessName: string; industry: string; summary: string }> = {
  'business-landing': {
    businessName: 'Brightline Plumbing',
    industry: 'Plumbing',
    summary: 'Leak repairs, bathroom fitting and water heaters in Pune',
  },
  'ecommerce-store': {
    businessName: 'Loom & Thread',
    industry: 'Handloom textiles',
    summary: 'Cotton sarees, linen shirts and silk stoles woven by hand',
  },
  'real-estate': {
    businessName: 'Meera Kapoor Realty',
    industry: 'Real estate',
    summary: 'Homes to buy and rent in South Mumbai',
  },
  restaurant: {
    businessName: 'Spice Garden',
    industry: 'South Indian restaurant',
    summary: 'Dosa, idli and filter coffee in Chennai',
  },
  healthcare: {
    businessName: 'Dr. Anil Rao',
    industry: 'Dermatology',
    summary: 'Skin checks, acne treatment and allergy tests',
  },
  education: {
    businessName: 'Bright Minds Academy',
    industry: 'Tutoring',
    summary: 'Maths, physics and chemistry coaching for classes 9 to 12',
  },
  freelancer: {
    businessName: 'Asha Menon',
    industry: 'Full-stack developer',
    summary: 'Websites, web apps and mobile apps for small businesses',
  },
  photographer: {
    businessName: 'Frames by Kabir',
    industry: 'Photography',
    summary: 'Wedding, portrait and event photography in Jaipur',
  },
  'tour-planner': {
    businessName: 'Wanderlust Trails',
    industry: 'Travel agency',
    summary: 'Tours to Kerala, Ladakh and Goa',
  },
};

/** Fields only the owner gives (the writer leaves them empty): contact, links, prices, hours, listings. */
const OWNER_TYPED: Partial<Record<WebpageTemplateId, Record<string, string>>> = {
  'ecommerce-store': { product1Price: '₹2,400', product2Price: '₹1,450', product3Price: '₹900' },
  'real-estate': {
    license: 'MahaRERA A51900012345',
    property1Address: '12 Marine Drive, Mumbai',
    property1Price: '₹4.2 Cr',
    property1Description: 'Sea-facing three-bedroom flat.',
    property2Address: '7 Pedder Road, Mumbai',
    property2Price: '₹95,000 / month',
    property2Description: 'Two-bedroom flat for rent.',
  },
  restaurant: { hours: 'Tue–Sun 8:00–22:00', dish1Price: '₹120', dish2Price: '₹90', dish3Price: '₹40' },
  healthcare: { education: 'MBBS, MD (Dermatology)' },
  photographer: { weddingPrice: '₹85,000', portraitPrice: '₹6,000', eventPrice: '₹25,000' },
  'tour-planner': { budgetPrice: '₹18,000', premiumPrice: '₹42,000', luxuryPrice: '₹95,000' },
};

function benchPage(template: WebpageTemplateId): AiWebpage {
  const written = writeLocally({ template, ...OWNERS[template] });
  const slug = OWNERS[template].businessName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return aiWebpageSchema.parse({
    id: `bench-${template}`,
    clientId: CLIENT_ID,
    name: OWNERS[template].businessName,
    pathname: slug,
    template,
    title: written.title,
    description: written.description,
    primaryColor: webpageTemplate(template).accent,
    status: 'published',
    lastModified: new Date(0).toISOString(),
    customData: {
      ...written.customData,
      email: `hello@${slug}.example`,
      phone: '+91 98765 43210',
      address: '14 MG Road, Bengaluru 560001',
      socialMedia: { instagram: `https://instagram.com/${slug}`, website: `https://${slug}.example` },
      ...OWNER_TYPED[template],
    },
  });
}

/** The widget's public config as a new account has it (what GET /api/widget/{clientId}/config answers). */
const stubConfig = async () => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
  body: JSON.stringify({
    config: {
      ...WIDGET_DEFAULTS,
      showBranding: true,
      enableSound: false,
      leadFormFields: DEFAULT_LEAD_FORM_FIELDS,
    },
  }),
});

/** The first few items an audit lists (the console error, the element), so a failure says what to fix. */
function auditItems(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items
    .slice(0, 3)
    .map(
      (i) =>
        `\n      ${JSON.stringify((i.sourceLocation as { url?: string })?.url ?? i.description ?? i.url ?? (i.node as { snippet?: string })?.snippet ?? i).slice(0, 200)}`,
    )
    .join('');
}

/** The widget counts its load (POST …/loads); the real route answers 204 with no body. */
const recordLoad = async () => ({ statusCode: 204, headers: { 'access-control-allow-origin': '*' }, body: '' });
const STUB_ROUTE = { access: [], timeoutSeconds: 10, cors: true, sends: [] } as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function main(): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), 'parley-bench-webpages-'));
  const widget = await buildWidget(join(tmp, 'widget'));
  console.log(`Widget built: loader ${widget.loader.gzip} B gzip, panel ${widget.panel.gzip} B gzip`);
  // An SPA folder without the SPA: /robots.txt and other files answer 404, as the bucket does in AWS.
  const webDist = join(tmp, 'web');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Parley</title>');

  const pages = new Map<string, string>();
  const gateway = await startGateway({
    port: 0,
    httpRoutes: [
      { ...STUB_ROUTE, method: 'GET', path: '/api/widget/{clientId}/config', entry: 'bench:widget-config' },
      { ...STUB_ROUTE, method: 'POST', path: '/api/widget/{clientId}/loads', entry: 'bench:widget-load' },
    ],
    wsRoutes: [],
    webDist,
    widgetDist: widget.outDir,
    log: () => {},
    loadHandler: async (entry) => (entry === 'bench:widget-config' ? stubConfig : recordLoad),
    pageHandler: async (req, res, path) => {
      const html = pages.get(path.replace(/\/$/, ''));
      if (!html) return false;
      // what publishing stores: text/html, revalidated on each visit (the object's own headers)
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : html);
      return true;
    },
  });

  const results: { template: WebpageTemplateId; url: string; gzipBytes: number; scores: Scores }[] = [];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    for (const template of WEBPAGE_TEMPLATES) {
      const page = benchPage(template);
      const html = renderWebpage(page, {
        origin: gateway.url,
        clientId: CLIENT_ID,
        widgetScriptUrl: widgetScriptUrl(gateway.url),
      });
      const path = `/page/${page.pathname}`;
      pages.set(path, html);
      const url = `${gateway.url}${path}`;
      const samples: Scores[] = [];
      const failed: string[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned no result for ${template}`);
        // the figures must include the widget: its loader and its config request answered
        const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] })
          ?.items;
        for (const wanted of ['/widget/parley-widget.js', `/api/widget/${CLIENT_ID}/config`])
          if (!requests?.some((r) => r.url.endsWith(wanted) && r.statusCode === 200))
            throw new Error(`${template}: the page did not load ${wanted}; its figures would leave the widget out`);
        samples.push(
          Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Scores,
        );
        for (const category of CATEGORIES)
          for (const ref of lhr.categories[category]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1 && category !== 'performance')
              failed.push(`${category}: ${ref.id} — ${audit.title}${auditItems(audit.details)}`);
          }
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(samples.map((s) => s[c]))])) as Scores;
      results.push({ template, url, gzipBytes: gzipSync(html, { level: 9 }).length, scores });
      console.log(
        `${template.padEnd(17)} performance ${scores.performance}  accessibility ${scores.accessibility}  SEO ${scores.seo}  best-practices ${scores['best-practices']}`,
      );
      for (const f of [...new Set(failed)]) console.log(`    ${f}`);
    }
  } finally {
    await chrome.kill();
    await gateway.close();
    rmSync(tmp, { recursive: true, force: true });
  }

  const below = results.filter(
    (r) =>
      r.scores.performance < THRESHOLDS.performance ||
      r.scores.accessibility < THRESHOLDS.accessibility ||
      r.scores.seo < THRESHOLDS.seo,
  );
  console.log(JSON.stringify({ bench: 'webpages', runs, thresholds: THRESHOLDS, pages: results }));
  if (below.length) {
    console.error(
      `Below performance ${THRESHOLDS.performance} / accessibility ${THRESHOLDS.accessibility} / SEO ${THRESHOLDS.seo}: ${below.map((r) => r.template).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

await main();
