import { describe, expect, it } from 'vitest';
import {
  createAccountFormSchema,
  newUserFields,
  signInSchema,
  signUpSchema,
  usernameFromEmail,
  USERNAME_PATTERN,
} from './user';

describe('usernameFromEmail', () => {
  it.each([
    ['Jane.Doe@example.com', 'jane.doe'],
    ['jane+news@example.com', 'jane'],
    ['o@example.com', 'ouser'],
    ['Émile Zola!@example.com', 'milezola'],
    [`${'a'.repeat(40)}@example.com`, 'a'.repeat(30)],
  ])('should derive a valid username from %s', (email, expected) => {
    const username = usernameFromEmail(email);
    expect(username).toBe(expected);
    expect(username).toMatch(USERNAME_PATTERN);
  });
});

describe('newUserFields', () => {
  it('should start a user without a plan, VIP status or questionnaire match', () => {
    expect(newUserFields({ email: 'sam@example.com', name: '  Sam  ' })).toEqual({
      username: 'sam',
      name: 'Sam',
      email: 'sam@example.com',
      subscriptionPlan: null,
      isVipUser: false,
      completedCounselorQuestionnaire: false,
      matchedCounselorPersonality: null,
    });
  });

  it('should cut an over-long identity display name to the profile limit', () => {
    expect(newUserFields({ email: 'sam@example.com', name: 'x'.repeat(200) }).name).toHaveLength(80);
  });

  it('should leave the name empty when none is given', () => {
    expect(newUserFields({ email: 'sam@example.com' }).name).toBe('');
  });
});

describe('signUpSchema', () => {
  const firstMessage = (input: unknown) => signUpSchema.safeParse(input).error?.issues[0]?.message;

  it('should accept email and password with the name optional', () => {
    expect(signUpSchema.parse({ email: ' a@b.co ', password: 'secret' })).toEqual({
      email: 'a@b.co',
      password: 'secret',
      name: '',
    });
  });

  it('should require a valid email', () => {
    expect(firstMessage({ email: 'nope', password: 'secret' })).toBe('Please enter a valid email address');
    expect(firstMessage({ email: '', password: 'secret' })).toBe('Email is required');
  });

  it('should require at least 6 password characters', () => {
    expect(firstMessage({ email: 'a@b.co', password: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
  });

  it('should bound the name length', () => {
    expect(firstMessage({ email: 'a@b.co', password: 'secret', name: 'x'.repeat(81) })).toBe(
      'Name must be at most 80 characters',
    );
  });
});

describe('signInSchema', () => {
  it('should require a password without imposing the sign-up length', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: '1' }).success).toBe(true);
    expect(signInSchema.safeParse({ email: 'a@b.co', password: '' }).error?.issues[0]?.message).toBe(
      'Password is required',
    );
  });
});

describe('createAccountFormSchema', () => {
  const valid = {
    firstName: ' Ada ',
    lastName: 'Lovelace',
    email: ' ada@example.com ',
    password: 'secret1',
    confirmPassword: 'secret1',
    agreeToTerms: true,
    subscribeToNewsletter: true,
  };
  const messages = (input: Record<string, unknown>) =>
    Object.fromEntries(
      (createAccountFormSchema.safeParse(input).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]),
    );

  it('should accept a complete form with trimmed names and email', () => {
    expect(createAccountFormSchema.parse(valid)).toEqual({
      ...valid,
      firstName: 'Ada',
      email: 'ada@example.com',
    });
  });

  it('should leave the newsletter optional', () => {
    const { subscribeToNewsletter: _omitted, ...withoutNewsletter } = valid;
    expect(createAccountFormSchema.safeParse(withoutNewsletter).success).toBe(true);
  });

  it.each([
    ['email', { email: 'nope' }, 'Please enter a valid email address'],
    ['password', { password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
    ['confirmPassword', { confirmPassword: 'secret2' }, "Passwords don't match"],
    ['firstName', { firstName: '   ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['agreeToTerms', { agreeToTerms: false }, 'You must agree to the Terms and Conditions'],
  ])('should reject a bad %s with its message', (field, change, message) => {
    expect(messages({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('should not call passwords mismatched when one of them is missing', () => {
    const { password: _password, ...withoutPassword } = valid;
    expect(messages(withoutPassword)).not.toHaveProperty('confirmPassword');
    const { confirmPassword: _confirm, ...withoutConfirmation } = valid;
    const issues = createAccountFormSchema.safeParse(withoutConfirmation).error?.issues ?? [];
    expect(issues.filter((issue) => issue.path.join('.') === 'confirmPassword')).toHaveLength(1);
  });

  it('should report every mistake at once, the password mismatch included', () => {
    expect(
      messages({
        firstName: '',
        lastName: '',
        email: '',
        password: 'secret1',
        confirmPassword: '',
        agreeToTerms: false,
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      confirmPassword: "Passwords don't match",
      agreeToTerms: 'You must agree to the Terms and Conditions',
    });
  });
});
