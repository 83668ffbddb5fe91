// @vitest-environment jsdom
import { gzipSync } from 'node:zlib';
import { WEBPAGE_TEMPLATES } from '@shared/enums';
import { fieldErrors } from '@shared/field-errors';
import {
  type AiWebpage,
  aiWebpageSchema,
  createWebpageSchema,
  customDataKeys,
  type WebpageTemplateId,
} from '@shared/schemas/ai-webpages';
import { webpageTemplate } from '@shared/webpage-templates';
import { afterAll, describe, expect, it } from 'vitest';
import { accessibleBackground, contrastRatio, readableTextOn } from './colour';
import { renderWebpage } from './render-webpage';

const ctx = {
  origin: 'https://parley.example',
  clientId: 'client-42',
  widgetScriptUrl: 'https://parley.example/widget/parley-widget.js',
};
const SOCIAL = ['facebook', 'instagram', 'linkedin', 'twitter', 'github', 'website'] as const;
const XSS = '"><img src=x onerror=alert(1)><script>alert(1)</script>';

/** A distinct, HTML-neutral value per field, so "it appears" cannot be satisfied by another field. */
const markerFor = (key: string) => (key === 'email' ? 'owner@shop.example' : `v ${key} Ω`);

function filledCustomData(template: WebpageTemplateId) {
  const data: Record<string, unknown> = {};
  for (const key of customDataKeys(template)) {
    if (key !== 'socialMedia') data[key] = markerFor(key);
  }
  data.socialMedia = Object.fromEntries(SOCIAL.map((s) => [s, `https://${s}.example/acct-${s}`]));
  return data;
}

function pageFor(
  template: WebpageTemplateId,
  customData: Record<string, unknown>,
  over: Partial<Record<string, unknown>> = {},
) {
  return aiWebpageSchema.parse({
    id: 'w1',
    clientId: 'client-42',
    name: 'Site name',
    pathname: 'my-site',
    template,
    title: 'Page title',
    description: 'Page description',
    primaryColor: '#3B82F6',
    logoUrl: 'https://cdn.example/logo.png',
    lastModified: '2026-11-23T10:00:00.000Z',
    customData,
    ...over,
  });
}

/** The field each template shows as its h1. */
const DISPLAY_NAME: Record<WebpageTemplateId, string> = {
  'business-landing': 'businessName',
  'ecommerce-store': 'brandName',
  'real-estate': 'agentName',
  restaurant: 'restaurantName',
  healthcare: 'doctorName',
  education: 'institutionName',
  freelancer: 'freelancerName',
  photographer: 'photographerName',
  'tour-planner': 'agencyName',
};

const dom = (html: string) => new DOMParser().parseFromString(html, 'text/html');
/** Gzip bytes a rendered page may take with the test's short values in every field (fixed input: deterministic). */
const PAGE_GZIP_BUDGET = 3 * 1024;
const sizes: string[] = [];
afterAll(() => console.log(`HTML size per template (raw / gzip bytes):\n${sizes.join('\n')}`));

describe.each(WEBPAGE_TEMPLATES)('renderWebpage(%s)', (template) => {
  const page = pageFor(template, filledCustomData(template));
  const html = renderWebpage(page, ctx);
  const doc = dom(html);

  it('shows every customData field, the contact block and each social link (rel=noopener)', () => {
    const text = doc.body.textContent ?? '';
    for (const key of customDataKeys(template)) {
      if (key === 'socialMedia') continue;
      expect(text, key).toContain(markerFor(key));
    }
    for (const s of SOCIAL) {
      const a = doc.querySelector(`a[href="https://${s}.example/acct-${s}"]`);
      expect(a, s).not.toBeNull();
      expect(a?.getAttribute('rel')).toContain('noopener');
    }
    expect(doc.querySelector('a[href="mailto:owner@shop.example"]')).not.toBeNull();
    const raw = Buffer.byteLength(html);
    const gz = gzipSync(html).length;
    sizes.push(`${template}: ${raw} / ${gz}`);
  });

  it('declares its icon inline, so the browser asks for no /favicon.ico (a 404 in every console)', () => {
    const icon = doc.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '';
    expect(icon).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(icon)).toContain(`fill="${accessibleBackground(page.primaryColor)}"`);
  });

  it(`stays within its size budget: at most ${PAGE_GZIP_BUDGET} bytes gzip with every field filled`, () => {
    // the markup and inline CSS around short field values; about 1.9 KB today, so growth shows up here
    // long before the page stops fitting in the first round trip (~14 KB)
    expect(gzipSync(html, { level: 9 }).length).toBeLessThanOrEqual(PAGE_GZIP_BUDGET);
  });

  it('is one accessible, SEO-complete document: lang, one h1, landmarks, title, description, canonical, OG', () => {
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('h1')?.textContent).toBe(markerFor(DISPLAY_NAME[template]));
    expect(doc.querySelector('main')).not.toBeNull();
    expect(doc.querySelector('header')).not.toBeNull();
    expect(doc.querySelector('footer')).not.toBeNull();
    expect(doc.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(doc.title).toBe('Page title');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Page description');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://parley.example/page/my-site',
    );
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      'https://parley.example/page/my-site',
    );
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Page title');
    expect(doc.querySelector('img')?.getAttribute('alt')).toMatch(/logo$/);
    // headings never skip a level: h1, then h2 per section, h3 per card
    const levels = [...doc.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((h) => Number(h.tagName[1]));
    for (let i = 1; i < levels.length; i++)
      expect((levels[i] as number) - (levels[i - 1] as number)).toBeLessThanOrEqual(1);
  });

  it("has JSON-LD of the template's schema.org subtype that parses", () => {
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe(webpageTemplate(template).schemaType);
    expect(ld.url).toBe('https://parley.example/page/my-site');
    expect(ld.sameAs).toHaveLength(6);
  });

  it('embeds the Parley widget for the tenant', () => {
    const scripts = [...doc.querySelectorAll('script[src]')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(ctx.widgetScriptUrl);
    expect((scripts[0] as HTMLScriptElement).dataset.clientId).toBe('client-42');
    expect((scripts[0] as HTMLScriptElement).dataset.apiUrl).toBe('https://parley.example');
    // the page's id, so the widget's beacon and lead form count this page's visits and conversions
    expect((scripts[0] as HTMLScriptElement).dataset.webpageId).toBe('w1');
  });

  it("runs the owner's preview with the widget in preview mode: no page id, so no visit or lead is counted", () => {
    const preview = dom(renderWebpage(page, { ...ctx, preview: true }));
    const script = preview.querySelector('script[src]') as HTMLScriptElement;
    expect(script.dataset.preview).toBe('true');
    expect(script.dataset.webpageId).toBeUndefined();
  });

  it('renders script and markup in every text field inert, and drops javascript: links', () => {
    const data = filledCustomData(template);
    for (const key of Object.keys(data)) if (key !== 'socialMedia') data[key] = XSS;
    data.socialMedia = Object.fromEntries(SOCIAL.map((s) => [s, 'javascript:alert(1)']));
    // straight to the renderer (the schema would refuse the links): the renderer must hold on its own
    const evil = {
      ...page,
      name: XSS,
      title: XSS,
      description: XSS,
      logoUrl: 'javascript:alert(1)',
      primaryColor: '#fff;}</style><script>alert(1)</script>',
      customData: data,
    } as unknown as AiWebpage;
    const out = renderWebpage(evil, ctx);
    const d = dom(out);
    expect(d.querySelectorAll('script')).toHaveLength(2); // JSON-LD and the widget, nothing else
    expect(d.querySelectorAll('img')).toHaveLength(0);
    expect(d.querySelectorAll('[onerror]')).toHaveLength(0);
    expect(out).not.toMatch(/javascript:/i);
    expect(d.body.textContent).toContain(XSS); // shown as text, not executed
    expect(d.title).toBe(XSS);
    const ld = JSON.parse(d.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(ld.description).toBe(XSS);
    expect(d.querySelector('script[type="application/ld+json"]')?.textContent).not.toContain('<');
  });
});

describe('colour', () => {
  it('picks the button text with at least AA contrast on any tenant colour', () => {
    for (const c of [
      '#3b82f6',
      '#ffff00',
      '#000000',
      '#ffffff',
      '#c2410c',
      '#15803d',
      '#777777',
      '#7a7a7a',
      '#ff0000',
    ]) {
      const bg = accessibleBackground(c);
      expect(contrastRatio(bg, readableTextOn(bg)), c).toBeGreaterThanOrEqual(4.5);
    }
    // a colour that already works is kept as the owner chose it
    expect(accessibleBackground('#1d4ed8')).toBe('#1d4ed8');
    expect(accessibleBackground('#777777')).not.toBe('#777777'); // mid grey: neither text reaches 4.5
  });
});

describe('webpage schema', () => {
  const base = { name: 'A', pathname: 'good-path', template: 'restaurant', title: 'T', description: 'D' };

  it('requires the four fields with the spec messages', () => {
    const r = createWebpageSchema.safeParse({
      template: 'restaurant',
      name: ' ',
      pathname: '',
      title: '',
      description: '',
    });
    expect(fieldErrors(r.error as never)).toMatchObject({
      name: 'Website name is required',
      pathname: 'Website path is required',
      title: 'Website title is required',
      description: 'Website description is required',
    });
  });

  it.each([
    ['ab', 'at least 3'],
    ['a'.repeat(61), 'at most 60'],
    ['Caps', 'lowercase'],
    ['a/b/c', 'lowercase'],
    ['a.b.c', 'lowercase'],
    ['café', 'lowercase'],
    ['-abc', 'lowercase'],
    ['a--b', 'lowercase'],
    ['admin', 'reserved'],
    ['api', 'reserved'],
    ['dashboard', 'reserved'],
    ['widget', 'reserved'],
  ])('refuses the pathname %j naming the field', (pathname, words) => {
    const r = createWebpageSchema.safeParse({ ...base, pathname });
    expect(fieldErrors(r.error as never).pathname).toContain(words);
  });

  it('accepts a good request and defaults status, colour and the missing customData fields', () => {
    const r = createWebpageSchema.parse({ ...base, customData: { dish1Name: 'Dal' } });
    expect(r.status).toBe('draft');
    expect(r.primaryColor).toBe('#3B82F6');
    expect(r.customData).toMatchObject({ dish1Name: 'Dal', dish2Name: '', chefName: '', email: '' });
    expect(r.customData.socialMedia).toEqual({
      facebook: '',
      instagram: '',
      linkedin: '',
      twitter: '',
      github: '',
      website: '',
    });
  });

  it("refuses another template's field and unknown keys, named", () => {
    const r = createWebpageSchema.safeParse({
      ...base,
      customData: { freelancerName: 'x', socialMedia: { myspace: 'x' } },
    });
    expect(fieldErrors(r.error as never)).toEqual({
      'customData.freelancerName': 'Unknown field',
      'customData.socialMedia.myspace': 'Unknown field',
    });
  });

  it('refuses customData over 20 KB (also when each field is within its own limit) and a javascript: link', () => {
    const big = createWebpageSchema.safeParse({ ...base, customData: { aboutText: 'x'.repeat(30_000) } });
    expect(fieldErrors(big.error as never)).toEqual({ customData: 'Page content must be at most 20 KB' });
    // every restaurant field at its own limit in 3-byte characters still fits: the per-field limits
    // keep a valid page under the cap, so the cap's job is refusing a huge body before any field parsing
    const limit = (k: string) =>
      k === 'aboutText'
        ? 2000
        : /Description/.test(k)
          ? 500
          : /address|hours/.test(k)
            ? 300
            : /Price|phone/.test(k)
              ? 40
              : 120;
    const widest = Object.fromEntries(
      customDataKeys('restaurant')
        .filter((k) => !['socialMedia', 'email'].includes(k))
        .map((k) => [k, '漢'.repeat(limit(k))]),
    );
    const ok = createWebpageSchema.parse({ ...base, customData: widest });
    expect(new TextEncoder().encode(JSON.stringify(ok.customData)).length).toBeLessThan(20 * 1024);
    const over = createWebpageSchema.safeParse({ ...base, customData: { ...widest, dish1Name: '漢'.repeat(121) } });
    expect(fieldErrors(over.error as never)).toEqual({ 'customData.dish1Name': 'Must be at most 120 characters' });
    const js = createWebpageSchema.safeParse({
      ...base,
      customData: { socialMedia: { facebook: 'javascript:alert(1)' } },
    });
    expect(fieldErrors(js.error as never)).toEqual({
      'customData.socialMedia.facebook': 'Use a link starting with https://',
    });
  });

  it('names an over-long field and an unknown template', () => {
    const r = createWebpageSchema.safeParse({ ...base, customData: { dish1Price: '9'.repeat(41) } });
    expect(fieldErrors(r.error as never)).toEqual({ 'customData.dish1Price': 'Must be at most 40 characters' });
    const t = createWebpageSchema.safeParse({ ...base, template: 'casino' });
    expect(fieldErrors(t.error as never)).toEqual({ template: 'Choose a template' });
  });
});

describe('call-to-action', () => {
  it('calls the phone, else mails the owner, else jumps to the contact block', () => {
    const cta = (phone: string, email: string) =>
      dom(renderWebpage(pageFor('restaurant', { phone, email }), ctx))
        .querySelector('a.cta')
        ?.getAttribute('href');
    expect(cta('+91 98765 43210', 'a@b.example')).toBe('tel:+919876543210');
    expect(cta('', 'owner+web@shop.example')).toBe('mailto:owner%2Bweb@shop.example');
    expect(cta('', '')).toBe('#contact');
    // with no contact details the target still exists and points to the chat
    expect(dom(renderWebpage(pageFor('restaurant', {}), ctx)).querySelector('#contact')?.textContent).toContain('chat');
  });
});

describe('stored logo', () => {
  it('is an http(s) URL or refused, naming the field', () => {
    const r = aiWebpageSchema.safeParse({ ...pageFor('restaurant', {}), logoUrl: 'javascript:alert(1)' });
    expect(fieldErrors(r.error as never)).toEqual({ logoUrl: 'Use a link starting with https://' });
  });
});
