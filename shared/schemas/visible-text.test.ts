import { describe, expect, it } from 'vitest';
import { webpageBasicsSchema } from './ai-webpages';
import { minText, visibleLength } from './common';
import { signupSchema } from './identity';
import { intentInputSchema } from './intent';
import { contactInputSchema } from './public-site';

const ZW = '\u200B\u200C\u200D\u2060\uFEFF\u00AD\u200E\u3164';

describe('visible text', () => {
  it('counts only what renders: zero-width, bidi, fillers and spaces do not count; marks and emoji do', () => {
    expect(visibleLength(ZW)).toBe(0);
    expect(visibleLength(`A${ZW}`)).toBe(1);
    expect(visibleLength('कि')).toBe(2); // a Devanagari consonant and its vowel sign: a real 2-letter name
    expect(visibleLength('👩‍💻')).toBe(2); // ZWJ joins two emoji; the joiner itself is not counted
  });

  it('refuses names made only of zero-width characters, naming the field', () => {
    const r = minText(2, 'Name', 100).safeParse(ZW);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('Name must be at least 2 characters');
    expect(minText(2, 'Name', 100).safeParse('Asha').success).toBe(true);
  });

  it('applies to every name and title field that the forms send', () => {
    const zw = ZW.repeat(3);
    const contact = contactInputSchema.safeParse({ name: zw, email: 'a@b.co' });
    expect(contact.error?.issues.map((i) => i.path[0])).toEqual(['name']);
    const signup = signupSchema.safeParse({
      firstName: zw,
      lastName: zw,
      companyName: zw,
      email: 'a@b.co',
      password: 'Parley@2026',
      confirmPassword: 'Parley@2026',
      planId: 'starter',
    });
    expect(signup.error?.issues.map((i) => i.path[0]).sort()).toEqual(['companyName', 'firstName', 'lastName']);
    const intent = intentInputSchema.safeParse({
      title: zw,
      description: 'What the opening hours are',
      phrases: ['when do you open'],
      response: 'We open at nine every day.',
    });
    expect(intent.error?.issues.map((i) => i.path[0])).toEqual(['title']);
    const page = webpageBasicsSchema.shape.name.safeParse(zw);
    expect(page.error?.issues[0].message).toBe('Website name is required');
  });
});
