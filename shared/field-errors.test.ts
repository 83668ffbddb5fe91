import * as z from 'zod';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  const schema = z
    .object({ email: z.email('Invalid email'), phrases: z.array(z.string().max(3, 'Too long')) })
    .strict();

  it('names each field by its dotted path, first message wins, unknown keys included', () => {
    const r = schema.safeParse({ email: 'x', phrases: ['ok', 'too long'], extra: 1 });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({ email: 'Invalid email', 'phrases.1': 'Too long', extra: 'Unknown field' });
  });

  it("keys a problem with the value itself as '_'", () => {
    expect(fieldErrors(schema.safeParse('nope').error!)).toEqual({ _: expect.any(String) });
  });
});
