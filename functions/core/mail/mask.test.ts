import { maskAddress } from './mask';

describe('maskAddress (issue 31: the activity log names no full address)', () => {
  it('keeps the first character and the domain', () => {
    expect(maskAddress('rahul@example.com')).toBe('r***@example.com');
    expect(maskAddress('a@b.in')).toBe('a***@b.in');
    expect(maskAddress('first.last+tag@mail.example.co.in')).toBe('f***@mail.example.co.in');
  });

  it('shows nothing of what is not an address', () => {
    expect(maskAddress('')).toBe('***');
    expect(maskAddress('@example.com')).toBe('***');
    expect(maskAddress('no-at-sign')).toBe('***');
  });
});
