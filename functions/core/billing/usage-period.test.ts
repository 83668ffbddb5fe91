import { planEnded, usagePeriod } from './usage-period';

const at = (iso: string) => new Date(iso);

describe('usagePeriod', () => {
  it('counts whole months from the anchor, keeping its time of day', () => {
    expect(usagePeriod('2026-11-15T10:20:00.000Z', at('2026-12-01T00:00:00.000Z'))).toEqual({
      key: '2026-11-15T10:20:00.000Z',
      start: '2026-11-15T10:20:00.000Z',
      end: '2026-12-15T10:20:00.000Z',
    });
    expect(usagePeriod('2026-11-15T10:20:00.000Z', at('2027-03-20T00:00:00.000Z')).start).toBe(
      '2027-03-15T10:20:00.000Z',
    );
  });

  it('clamps the day to short months without drifting (Jan 31 → Feb 28 → Mar 31)', () => {
    const anchor = '2026-01-31T09:00:00.000Z';
    expect(usagePeriod(anchor, at('2026-02-10T00:00:00.000Z'))).toMatchObject({
      start: '2026-01-31T09:00:00.000Z',
      end: '2026-02-28T09:00:00.000Z',
    });
    expect(usagePeriod(anchor, at('2026-03-01T00:00:00.000Z'))).toMatchObject({
      start: '2026-02-28T09:00:00.000Z',
      end: '2026-03-31T09:00:00.000Z',
    });
    expect(usagePeriod(anchor, at('2026-04-15T00:00:00.000Z'))).toMatchObject({
      start: '2026-03-31T09:00:00.000Z',
      end: '2026-04-30T09:00:00.000Z',
    });
    expect(usagePeriod(anchor, at('2026-05-30T00:00:00.000Z')).end).toBe('2026-05-31T09:00:00.000Z');
  });

  it('gives February its 29th in a leap year', () => {
    expect(usagePeriod('2027-12-31T00:00:00.000Z', at('2028-02-15T00:00:00.000Z'))).toMatchObject({
      start: '2028-01-31T00:00:00.000Z',
      end: '2028-02-29T00:00:00.000Z',
    });
    // a Feb 29 anchor: the 28th in common years, the 29th again in the next leap year
    const leap = '2028-02-29T12:00:00.000Z';
    expect(usagePeriod(leap, at('2029-02-28T13:00:00.000Z')).start).toBe('2029-02-28T12:00:00.000Z');
    expect(usagePeriod(leap, at('2029-03-29T13:00:00.000Z')).start).toBe('2029-03-29T12:00:00.000Z');
    expect(usagePeriod(leap, at('2032-02-29T13:00:00.000Z')).start).toBe('2032-02-29T12:00:00.000Z');
  });

  it('starts a period exactly at its start instant and ends it exclusively', () => {
    const anchor = '2026-11-15T10:20:00.000Z';
    expect(usagePeriod(anchor, at('2026-12-15T10:20:00.000Z')).start).toBe('2026-12-15T10:20:00.000Z');
    expect(usagePeriod(anchor, at('2026-12-15T10:19:59.999Z')).start).toBe('2026-11-15T10:20:00.000Z');
    expect(usagePeriod(anchor, at(anchor)).start).toBe(anchor);
  });

  it('crosses the year end', () => {
    expect(usagePeriod('2026-12-20T00:00:00.000Z', at('2027-01-05T00:00:00.000Z'))).toMatchObject({
      start: '2026-12-20T00:00:00.000Z',
      end: '2027-01-20T00:00:00.000Z',
    });
  });

  it('counts back in whole months from an anchor in the future, ending where the anchored period starts', () => {
    const anchor = '2026-12-10T00:00:00.000Z';
    expect(usagePeriod(anchor, at('2026-11-20T00:00:00.000Z'))).toEqual({
      key: '2026-11-10T00:00:00.000Z',
      start: '2026-11-10T00:00:00.000Z',
      end: anchor,
    });
    expect(usagePeriod(anchor, at('2026-09-01T00:00:00.000Z')).start).toBe('2026-08-10T00:00:00.000Z');
  });

  it('uses the UTC calendar month without an anchor (or with an unreadable one)', () => {
    const calendar = {
      key: '2026-02',
      start: '2026-02-01T00:00:00.000Z',
      end: '2026-03-01T00:00:00.000Z',
    };
    expect(usagePeriod(undefined, at('2026-02-28T23:59:59.999Z'))).toEqual(calendar);
    expect(usagePeriod('not a date', at('2026-02-01T00:00:00.000Z'))).toEqual(calendar);
    expect(usagePeriod(undefined, at('2026-12-31T12:00:00.000Z')).end).toBe('2027-01-01T00:00:00.000Z');
  });

  it('keys sort as time', () => {
    const anchor = '2026-01-31T09:00:00.000Z';
    const keys = ['2026-02-10', '2026-03-05', '2026-07-01', '2027-01-01'].map(
      (d) => usagePeriod(anchor, at(`${d}T00:00:00.000Z`)).key,
    );
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('planEnded', () => {
  const now = at('2026-11-23T12:00:00.000Z');
  it('is false without an end and before it, true from the end instant on', () => {
    expect(planEnded({}, now)).toBe(false);
    expect(planEnded({ planEndsAt: '2026-11-23T12:00:00.001Z' }, now)).toBe(false);
    expect(planEnded({ planEndsAt: '2026-11-23T12:00:00.000Z' }, now)).toBe(true);
    expect(planEnded({ planEndsAt: '2026-10-01T00:00:00.000Z' }, now)).toBe(true);
  });
});
