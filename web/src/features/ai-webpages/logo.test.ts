import { describe, expect, it } from 'vitest';
import { logoProblem } from './logo';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'logo', { type });

describe('logo check', () => {
  it('takes a PNG, JPEG or WebP up to 512 KB', () => {
    expect(logoProblem(file('image/png', 512 * 1024))).toBeNull();
    expect(logoProblem(file('image/webp', 10))).toBeNull();
  });
  it('refuses SVG and other types, and oversize files, with the server’s messages', () => {
    expect(logoProblem(file('image/svg+xml', 10))).toBe('The logo must be a PNG, JPEG or WebP image');
    expect(logoProblem(file('image/jpeg', 512 * 1024 + 1))).toBe('The logo must be at most 512 KB');
  });
});
