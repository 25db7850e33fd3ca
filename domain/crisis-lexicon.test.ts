import { describe, expect, it } from 'vitest';
import { lexiconVerdict } from './crisis-lexicon';
import { normalizeMessage } from './crisis-text';

// The phrase rules' promises, each on its own: what a phrase means said by the writer, and how
// negation, the past, someone else and jokes change it. The assessor adds the frames and the learned
// reader on top (crisis-assessor.test.ts); these hold for the rules alone.
const verdict = (text: string) => lexiconVerdict(normalizeMessage(text));

describe('the phrase rules', () => {
  it.each([
    'My uncle molested me when I was seven.',
    'I was raped years ago in college.',
    'My coach sexually abused me when I was a teenager, a long time ago.',
  ])('should call sexual abuse told as past a concern, as other past abuse (issue 24): %j', (text) => {
    expect(verdict(text)).toEqual({ level: 'concern', kinds: ['danger-from-others'] });
  });

  it.each(['My uncle touches me at night.', 'My stepdad raped me last night.'])(
    'should call sexual abuse happening now a crisis: %j',
    (text) => {
      expect(verdict(text)).toEqual({ level: 'crisis', kinds: ['danger-from-others'] });
    },
  );

  it('should not take an ordinary touch for sexual abuse', () => {
    expect(verdict('My coach touched me on the shoulder to get my attention.').level).toBe('none');
  });

  it('should call other abuse a crisis now, a concern in the past, and nothing when denied', () => {
    expect(verdict('My boyfriend hits me.')).toEqual({ level: 'crisis', kinds: ['danger-from-others'] });
    expect(verdict('My dad used to hit me years ago.')).toEqual({
      level: 'concern',
      kinds: ['danger-from-others'],
    });
    expect(verdict("He didn't hit me.").level).toBe('none');
  });

  it('should call a threat to others a crisis, a concern in the past, and nothing when denied or joking', () => {
    expect(verdict("I'm going to kill my boss.")).toEqual({ level: 'crisis', kinds: ['harm-to-others'] });
    expect(verdict('I used to want to hurt my brother.')).toEqual({
      level: 'concern',
      kinds: ['harm-to-others'],
    });
    expect(verdict('I would never hurt my kids.').level).toBe('none');
    expect(verdict("lol I'm going to kill him if he eats my fries again").level).toBe('none');
  });

  it('should keep care on the writer’s own ideation when denied or past, and not let a joke end it', () => {
    expect(verdict('I want to kill myself.')).toEqual({ level: 'crisis', kinds: ['active-ideation'] });
    expect(verdict('I would never kill myself.')).toEqual({ level: 'concern', kinds: ['active-ideation'] });
    expect(verdict('I used to want to kill myself years ago.')).toEqual({
      level: 'concern',
      kinds: ['active-ideation'],
    });
    expect(verdict('I want to kill myself lol').level).toBe('crisis');
  });

  it('should hear "I had suicidal thoughts" as the past, unless it was lately', () => {
    expect(verdict('I had suicidal thoughts a lot during my first job.').level).toBe('concern');
    expect(verdict('I had suicidal thoughts again last night.').level).toBe('crisis');
    expect(verdict('I have suicidal thoughts a lot.').level).toBe('crisis');
  });

  it('should make someone else’s risk a concern for a friend, not a kind of the writer’s', () => {
    expect(verdict('My friend wants to kill herself.')).toEqual({ level: 'concern', kinds: ['friend-risk'] });
    expect(verdict('My sister cuts herself.')).toEqual({ level: 'concern', kinds: ['friend-risk'] });
  });

  it('should take distress as a concern, and its denial as nothing', () => {
    expect(verdict('I feel so hopeless.')).toEqual({ level: 'concern', kinds: ['distress'] });
    expect(verdict('I do not feel hopeless.').level).toBe('none');
  });
});
