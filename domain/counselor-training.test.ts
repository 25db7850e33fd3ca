import { describe, expect, it } from 'vitest';
import {
  PREFERENCE_KEYS,
  PREFERENCES,
  preferencesTaught,
  replyFeedbackBody,
  trainsCounselor,
} from './counselor-training';

const keys = (...args: Parameters<typeof preferencesTaught>) => preferencesTaught(...args).map((p) => p.key);

describe('preferencesTaught', () => {
  it.each([
    ['shorter', 'shorter'],
    ['Too long!', 'shorter'],
    ['fewer questions', 'fewer-questions'],
    ['too many questions', 'fewer-questions'],
    ['more practical', 'more-practical'],
    ['practical', 'more-practical'],
    ['gentler please', 'gentler'],
    ['too harsh', 'gentler'],
    ['more detail', 'more-detail'],
    ['too short', 'more-detail'],
    ['more direct', 'more-direct'],
  ] as const)('should turn a thumbs down with "%s" into %s', (note, key) => {
    expect(keys('down', note)).toEqual([key]);
  });

  it('should give each preference its canonical sentence', () => {
    expect(preferencesTaught('down', 'shorter')).toEqual([
      { key: 'shorter', text: 'Keep replies shorter.', replaces: 'more-detail' },
    ]);
    expect(preferencesTaught('down', 'too many questions')).toEqual([
      { key: 'fewer-questions', text: 'Ask fewer questions.' },
    ]);
  });

  it('should teach nothing from a rating without a recognised word', () => {
    expect(preferencesTaught('down')).toEqual([]);
    expect(preferencesTaught('down', '   ')).toEqual([]);
    expect(preferencesTaught('down', 'meh')).toEqual([]);
    expect(preferencesTaught('up')).toEqual([]);
    expect(preferencesTaught('up', 'thanks!')).toEqual([]);
  });

  it('should reinforce what a thumbs up praises', () => {
    expect(keys('up', 'practical')).toEqual(['more-practical']);
    expect(keys('up', 'short and practical')).toEqual(['shorter', 'more-practical']);
    expect(keys('up', 'so gentle')).toEqual(['gentler']);
  });

  it('should read complaints only on a thumbs down and praise only on a thumbs up', () => {
    expect(keys('up', 'too long')).toEqual([]);
    expect(keys('down', 'short')).toEqual([]);
  });

  it('should teach neither side of a pair named together', () => {
    expect(keys('up', 'short but detailed')).toEqual([]);
    expect(keys('down', 'more direct but gentler')).toEqual([]);
  });

  it('should pair each opposite both ways', () => {
    for (const key of PREFERENCE_KEYS) {
      const opposite = PREFERENCES[key].replaces;
      if (opposite) expect(PREFERENCES[opposite].replaces).toBe(key);
    }
  });
});

describe('replyFeedbackBody', () => {
  const body = { conversationId: 'c1', messageId: 'm1', rating: 'down' };

  it('should accept a rating with or without a short note', () => {
    expect(replyFeedbackBody.parse(body)).toEqual(body);
    expect(replyFeedbackBody.parse({ ...body, note: ' shorter ' })).toEqual({ ...body, note: 'shorter' });
  });

  it('should refuse a long note, an unknown rating, a bad id or an extra field', () => {
    expect(replyFeedbackBody.safeParse({ ...body, note: 'x'.repeat(61) }).success).toBe(false);
    expect(replyFeedbackBody.safeParse({ ...body, rating: 'meh' }).success).toBe(false);
    expect(replyFeedbackBody.safeParse({ ...body, messageId: '../x' }).success).toBe(false);
    expect(replyFeedbackBody.safeParse({ ...body, extra: 1 }).success).toBe(false);
  });
});

describe('trainsCounselor', () => {
  it('should include training for Elite and VIP only', () => {
    expect(trainsCounselor({ source: 'subscription', tier: 'elite' })).toBe(true);
    expect(trainsCounselor({ source: 'vip', tier: null })).toBe(true);
    expect(trainsCounselor({ source: 'trial', tier: 'elite' })).toBe(true);
    expect(trainsCounselor({ source: 'subscription', tier: 'pro' })).toBe(false);
    expect(trainsCounselor({ source: 'subscription', tier: 'basic' })).toBe(false);
    expect(trainsCounselor({ source: 'none', tier: null })).toBe(false);
  });
});
