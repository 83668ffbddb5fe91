import type { LeadRow } from '@shared/schemas/leads';
import { csvCell } from '../../base/csv';
import { counterDeltas } from './aggregates';
import { leadsCsv } from './csv';
import { scoreLead } from './score';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('lead score', () => {
  const base = { status: 'new' as const, lastActivityAt: NOW.toISOString() };
  it('adds up the signals it names, and recency halves every week', () => {
    const rich = scoreLead(
      {
        ...base,
        status: 'qualified',
        email: 'a@b.c',
        phone: '1',
        purpose: 'sales',
        aiEnrichment: { intentAnalysis: 'purchase', urgencyScore: 9, confidence: 1 },
        engagement: 5,
      },
      NOW,
    );
    expect(rich.score).toBe(100); // 15 + 18 + 15 + 10 + 10 + 10 + 10 + 15 = 103, capped
    expect(rich.tier).toBe('hot');
    const fresh = scoreLead(base, NOW).score;
    const weekOld = scoreLead(
      { ...base, lastActivityAt: new Date(NOW.getTime() - 7 * 86_400_000).toISOString() },
      NOW,
    ).score;
    expect(fresh).toBe(15);
    expect(weekOld).toBe(8); // 7.5 rounded
    const reasons = scoreLead({ ...base, email: 'a@b.c' }, NOW).reasons;
    expect(reasons.reduce((s, r) => s + r.points, 0)).toBe(scoreLead({ ...base, email: 'a@b.c' }, NOW).score);
  });
  it('converted and lost leads are decided, not predicted', () => {
    expect(scoreLead({ ...base, status: 'converted' }, NOW)).toMatchObject({ score: 100, tier: 'hot' });
    expect(scoreLead({ ...base, status: 'lost' }, NOW)).toMatchObject({ score: 0, tier: 'cold' });
  });
});

describe('lead counters', () => {
  const lead = {
    status: 'new' as const,
    source: 'widget' as const,
    createdAt: '2026-11-01T10:00:00.000Z',
    score: 50,
    lastActivityAt: '2026-11-02T10:00:00.000Z',
  };
  it('a new lead counts in total, status, source, month, hour, tier, score sum and activity day', () => {
    const d = counterDeltas(undefined, lead);
    const by = Object.fromEntries(d.map((x) => [`${x.name}|${x.period}`, x.by]));
    expect(by).toEqual({
      'leads:total|all': 1,
      'leads:status:new|all': 1,
      'leads:source:widget|all': 1,
      'leads:created|2026-11': 1,
      'leads|2026-11-01T10': 1,
      'leads:tier:warm|all': 1,
      'leads:openScoreSum|all': 50,
      'leads:openActivity|2026-11-02': 1,
    });
  });
  it('converting moves only what changed, and erasing undoes everything', () => {
    const converted = {
      ...lead,
      status: 'converted' as const,
      score: 100,
      convertedAt: '2026-11-20T00:00:00Z',
      lastActivityAt: '2026-11-20T00:00:00Z',
    };
    const by = Object.fromEntries(counterDeltas(lead, converted).map((x) => [`${x.name}|${x.period}`, x.by]));
    expect(by).toEqual({
      'leads:status:new|all': -1,
      'leads:status:converted|all': 1,
      'leads:tier:warm|all': -1,
      'leads:openScoreSum|all': -50,
      'leads:openActivity|2026-11-02': -1,
      'leads:converted|2026-11': 1,
      'leads:convertedBySource:widget|all': 1,
    });
    const erase = counterDeltas(converted, undefined);
    const create = counterDeltas(undefined, converted);
    expect(erase.map((d) => ({ ...d, by: -d.by }))).toEqual(create);
    expect(counterDeltas(lead, { ...lead })).toEqual([]);
  });
});

describe('CSV', () => {
  it('quotes per RFC 4180 and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    for (const f of ['=1+1', '+91 98000', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(f).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell(-2)).toBe('-2'); // numbers the product writes are not formulas
    expect(csvCell(null)).toBe('');
  });
  it('writes a header and CRLF-terminated rows', () => {
    const row = {
      name: 'A',
      company: null,
      email: null,
      phone: null,
      status: 'new',
      source: 'website',
      score: 10,
      tier: 'cold',
      aiEnrichment: null,
      message: null,
      internalNotes: null,
      createdAt: 'T',
    } as unknown as LeadRow;
    expect(leadsCsv([row])).toBe(
      'Name,Company,Email,Phone,Status,Source,Score,Priority,Intent,Urgency,Message,Notes,Created\r\nA,,,,new,website,10,cold,,,,,T\r\n',
    );
  });
});
