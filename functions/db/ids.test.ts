import { newId, newTimeOrderedId, timeOfId } from './ids';

describe('ids', () => {
  it('time-ordered ids are UUIDs that sort by creation time and carry it', () => {
    const a = newTimeOrderedId(1_700_000_000_000);
    const b = newTimeOrderedId(1_700_000_000_001);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a < b).toBe(true);
    expect(timeOfId(a)).toBe(1_700_000_000_000);
    expect(timeOfId(newId())).toBeNull();
    expect(timeOfId('not-an-id')).toBeNull();
  });
});
