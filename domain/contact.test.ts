import { describe, expect, it } from 'vitest';
import {
  feedbackSchema,
  FEEDBACK_LIMITS,
  hasPrioritySupport,
  newsletterSchema,
  normaliseEmail,
  responseTime,
} from './contact';
import { entitlement, type PlanHolder } from './plans';

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

describe('priority support', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const priority = (overrides: Partial<PlanHolder>) =>
    hasPrioritySupport(
      entitlement(
        {
          subscriptionPlan: null,
          isVipUser: false,
          trialStartedAt: new Date('2026-01-01T00:00:00Z'),
          ...overrides,
        },
        now,
      ),
    );

  it('should be Elite’s, in its trial too, and VIP’s', () => {
    expect(priority({ subscriptionPlan: 'elite', subscriptionStatus: 'active' })).toBe(true);
    expect(priority({ trialPlan: 'elite', trialStartedAt: new Date('2026-11-25T00:00:00Z') })).toBe(true);
    expect(priority({ isVipUser: true })).toBe(true);
  });

  it('should not be Pro’s, Basic’s or an ended Elite subscription’s', () => {
    expect(priority({ subscriptionPlan: 'pro', subscriptionStatus: 'active' })).toBe(false);
    expect(priority({ subscriptionPlan: 'basic', subscriptionStatus: 'active' })).toBe(false);
    expect(priority({ subscriptionPlan: 'elite', subscriptionStatus: 'canceled' })).toBe(false);
  });

  it('should promise priority messages a shorter answer time than the rest', () => {
    expect(responseTime(true)).toBe('within one business day');
    expect(responseTime(false)).toBe('within three business days');
  });
});
