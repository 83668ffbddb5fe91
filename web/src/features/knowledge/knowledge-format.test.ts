import { describe, expect, it } from 'vitest';
import { megabytes, timeAgo } from './knowledge-format';

describe('knowledge-format', () => {
  const now = Date.parse('2026-11-27T12:00:00.000Z');
  const ago = (ms: number) => timeAgo(new Date(now - ms).toISOString(), now);

  it('says how long ago in the largest unit that fits', () => {
    expect(ago(3_000)).toBe('just now');
    expect(ago(45_000)).toBe('45 seconds ago');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3 * 3_600_000)).toBe('3 hours ago');
    expect(ago(26 * 3_600_000)).toBe('yesterday');
    expect(ago(40 * 86_400_000)).toBe('last month');
    expect(ago(800 * 86_400_000)).toBe('2 years ago');
  });

  it('writes a plan size in whole megabytes, another with one decimal', () => {
    expect(megabytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(megabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
