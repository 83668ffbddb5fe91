import { describe, expect, it } from 'vitest';
import { planNote } from './client-plan';

const now = new Date('2026-11-23T12:00:00Z');
const endsLabel = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

describe('a client row’s plan state (admin Clients)', () => {
  it('says when a trial or a cancelled plan ends, that an ended plan ended, nothing while it renews', () => {
    const later = '2026-12-20T09:00:00.000Z';
    const earlier = '2026-11-02T09:00:00.000Z';
    expect(planNote({ trial: true, planEndsAt: later }, now)).toBe(`Trial ends ${endsLabel(later)}`);
    expect(planNote({ trial: false, planEndsAt: later }, now)).toBe(`Ends ${endsLabel(later)}`);
    expect(planNote({ trial: false, planEndsAt: earlier }, now)).toBe(`Plan ended ${endsLabel(earlier)}`);
    expect(planNote({ trial: false, planEndsAt: null }, now)).toBeNull();
  });
});
