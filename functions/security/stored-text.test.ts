import { cleanStoredText } from '@shared/schemas/common';
import { listPlansResponse } from '@shared/schemas/plan';
import { stringFields } from '@shared/test-support/string-fields';
import { loadRouteCatalogue } from './route-catalogue';

/**
 * Generated from routes.ts: the free-text rule of inputs (issue 27 §5) must never make a response refuse
 * text stored before it existed. Such a value (a NUL in a plan feature, a lone surrogate in a webpage
 * slogan or a form label) made the whole answer a 500: the public plan list, the widget's config on
 * customers' sites, the webpage list. Every text a response carries is shown cleaned instead.
 */
const MASKED_SECRET: Record<string, string> = {
  // answered masked (last 4 characters), with a rule of their own that predates issue 27
  apiKey: 'masked secret',
  credentialsJson: 'masked secret',
  verifyToken: 'masked secret',
  keySecret: 'masked secret',
  secretKey: 'masked secret',
  webhookSecret: 'masked secret',
  previousWebhookSecret: 'masked secret',
};

/** Responses that carry nothing stored. */
const NOT_STORED: Record<string, string> = {
  'POST /api/ai-webpages/write-content': 'a draft just written, parsed with the input rule by the writer itself',
};

const STORED_BEFORE = {
  NUL: 'Asha\u0000Rao',
  'a control character': 'Asha\u001bRao',
  'a lone surrogate': 'Asha\uD83DRao',
} as const;

const lastName = (path: string) => path.replace(/\[\]$/, '').split('.').pop() ?? path;

const catalogue = await loadRouteCatalogue();
const cases = catalogue.flatMap((route) => {
  const schema = route.meta.response;
  if (!schema || route.key in NOT_STORED) return [];
  return stringFields(schema)
    .filter((f) => !(lastName(f.path) in MASKED_SECRET))
    .filter((f) => f.schema.safeParse('Asha Rao').success)
    .map((f) => ({ name: `${route.key} response.${f.path}`, schema: f.schema }));
});

it('walks the response texts (plans, webpages, widget form labels…)', () => {
  const names = cases.map((c) => c.name);
  for (const expected of [
    'GET /api/plans response.plans[].name',
    'GET /api/widget/{clientId}/config response.config.leadFormFields[].label',
    'GET /api/ai-webpages response.webpages[].title',
    'GET /api/ai-webpages response.webpages[].customData.slogan',
  ]) {
    expect(names).toContain(expected);
  }
});

describe.each(cases)('$name', ({ schema }) => {
  it.each(Object.entries(STORED_BEFORE))('answers text stored with %s', (_, value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });
  it('answers invisible-only text where it answers empty text', () => {
    if (!schema.safeParse('').success) return;
    expect(schema.safeParse('\u200B\u200C').success).toBe(true);
  });
});

describe('cleanStoredText', () => {
  it('drops control characters, shows a lone surrogate as U+FFFD, keeps emoji, joiners, tabs and line breaks', () => {
    expect(cleanStoredText('Asha\u0000 \u001bRao')).toBe('Asha Rao');
    expect(cleanStoredText('Asha\uD83DRao')).toBe('Asha\uFFFDRao');
    expect(cleanStoredText('नमस्ते 👩‍💻\tline\r\nnext')).toBe('नमस्ते 👩‍💻\tline\r\nnext');
    expect(cleanStoredText('\u200B\u200C')).toBe('');
  });

  it('cleans a whole stored plan: a feature that was only invisible characters is dropped, not a 500', () => {
    const stored = {
      success: true,
      plans: [
        {
          id: 'plan-old',
          name: 'Old\u0000 plan',
          conversationsLimit: 10,
          priceMonthly: 0,
          features: ['Chat\uD83D widget', '\u200B', 'Email support'],
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    };
    const parsed = listPlansResponse.parse(stored);
    expect(parsed.plans[0]).toMatchObject({
      name: 'Old plan',
      features: ['Chat\uFFFD widget', 'Email support'],
    });
  });
});
