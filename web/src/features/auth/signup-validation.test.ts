import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNUP, type SignupValues, toSignupPayload, validateSignup } from './signup-validation';

const VALID: SignupValues = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.com',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  companyName: 'Iyer Dental',
  phone: '',
  industry: '',
};

const errorsFor = (changes: Partial<SignupValues>) => validateSignup({ ...VALID, ...changes }, 'plan-starter');

describe('signup validation (spec part 1 §5)', () => {
  it('accepts a complete form; phone and industry are optional', () => {
    expect(errorsFor({})).toEqual({});
  });

  it('requires first name, last name, email, password, confirmation and company name', () => {
    expect(validateSignup(EMPTY_SIGNUP, 'plan-starter')).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      companyName: 'Company name is required',
    });
  });

  it("says 'Password mismatch' when the confirmation differs", () => {
    expect(errorsFor({ confirmPassword: 'Secret124' })).toEqual({ confirmPassword: 'Password mismatch' });
  });

  it("says 'Password mismatch' even while other fields are invalid", () => {
    expect(errorsFor({ email: 'nope', confirmPassword: 'Other1234' }).confirmPassword).toBe('Password mismatch');
  });

  it("says 'Password too short' under 8 characters", () => {
    expect(errorsFor({ password: 'Ab1', confirmPassword: 'Ab1' }).password).toBe('Password too short');
    expect(errorsFor({ password: 'Abcdef1', confirmPassword: 'Abcdef1' }).password).toBe('Password too short');
  });

  it("says 'Password too weak' without an uppercase letter, a lowercase letter and a digit", () => {
    for (const weak of ['secret123', 'SECRET123', 'SecretSecret']) {
      expect(errorsFor({ password: weak, confirmPassword: weak }).password).toBe('Password too weak');
    }
  });

  it("says 'Invalid email' for an address without the simple shape", () => {
    for (const email of ['meera', 'meera@', 'meera@example', 'me era@example.com']) {
      expect(errorsFor({ email }).email).toBe('Invalid email');
    }
  });

  it('builds the register payload: trimmed, empty optional fields left out', () => {
    const payload = toSignupPayload(
      { ...VALID, firstName: '  Meera ', phone: ' ', industry: 'Healthcare' },
      'plan-mini',
    );
    expect(payload).toEqual({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@example.com',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      companyName: 'Iyer Dental',
      industry: 'Healthcare',
      planId: 'plan-mini',
    });
  });
});
