import { describe, expect, it } from 'vitest';
import { feedbackSchema, FEEDBACK_LIMITS, newsletterSchema, normaliseEmail } from './contact';

const message = {
  name: '  Robin  ',
  email: ' robin@example.com ',
  category: 'support',
  message: '  How do I export my journal?  ',
};

describe('newsletterSchema', () => {
  it.each(['', '   ', 'robin', 'robin@', '@example.com'])('should refuse %j', (address) => {
    expect(newsletterSchema.safeParse({ email: address }).success).toBe(false);
  });

  it('should accept an address and trim it', () => {
    expect(newsletterSchema.parse({ email: '  Robin@Example.com ' })).toEqual({ email: 'Robin@Example.com' });
  });
});

describe('normaliseEmail', () => {
  it('should make differently typed copies of one address equal', () => {
    expect(normaliseEmail(' Robin@Example.COM ')).toBe(normaliseEmail('robin@example.com'));
  });
});

describe('feedbackSchema', () => {
  it('should accept a complete message, trimmed', () => {
    expect(feedbackSchema.parse(message)).toEqual({
      name: 'Robin',
      email: 'robin@example.com',
      category: 'support',
      message: 'How do I export my journal?',
    });
  });

  it.each([
    [{ name: ' ' }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(FEEDBACK_LIMITS.nameMaxLength + 1) }, 'name', 'Name must be at most 80 characters'],
    [{ email: 'robin' }, 'email', 'Please enter a valid email address'],
    [{ category: 'spam' }, 'category', 'Choose what your message is about'],
    [{ message: '   ' }, 'message', 'Message is required'],
    [{ message: 'Too short' }, 'message', 'Message must be at least 10 characters'],
    [
      { message: 'x'.repeat(FEEDBACK_LIMITS.messageMaxLength + 1) },
      'message',
      'Message must be at most 4000 characters',
    ],
  ])('should refuse %j on %s', (change, field, error) => {
    const result = feedbackSchema.safeParse({ ...message, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message: error });
  });
});
