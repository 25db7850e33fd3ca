import { describe, expect, it } from 'vitest';
import { BUILT_IN_PERSONALITIES, CHAT_LIMITS } from './chat';
import {
  COUNSELOR_PROFILE_KEYS,
  COUNSELOR_PROFILES,
  CUSTOM_PERSONALITY_LIMITS,
  DEFAULT_PERSONALITY,
  FALLBACK_PERSONALITY,
  isKnownPersonality,
  NAMED_GUIDES,
  PERSONALITY_OPTIONS,
  PERSONALIZED_COUNSELOR_ID,
  PERSONALIZED_COUNSELOR_LABEL,
  personalizedCounselorPersonality,
  resolvePersonality,
} from './personalities';

const profiles = COUNSELOR_PROFILE_KEYS.map((key) => [key, COUNSELOR_PROFILES[key]] as const);

describe('PERSONALITY_OPTIONS', () => {
  it('should offer exactly the 14 built-in personalities in order', () => {
    expect(PERSONALITY_OPTIONS.map((option) => option.value)).toEqual([...BUILT_IN_PERSONALITIES]);
  });

  it('should call the default personality Balanced', () => {
    expect(PERSONALITY_OPTIONS.find((option) => option.value === 'default')?.name).toBe('Balanced');
  });

  it('should give every option a distinct name and a description', () => {
    expect(new Set(PERSONALITY_OPTIONS.map((option) => option.name)).size).toBe(PERSONALITY_OPTIONS.length);
    for (const option of PERSONALITY_OPTIONS) expect(option.description.length).toBeGreaterThan(10);
  });

  it('should start new users on the empathetic personality', () => {
    expect(DEFAULT_PERSONALITY).toBe('empathetic');
  });
});

describe('resolvePersonality', () => {
  it.each(BUILT_IN_PERSONALITIES)('should resolve the built-in %s to itself', (value) => {
    expect(resolvePersonality(value)).toEqual({ base: value });
    expect(isKnownPersonality(value)).toBe(true);
  });

  it.each([
    ['maya', 'Maya', 'empathetic'],
    ['alex', 'Alex', 'practical'],
    ['river', 'River', 'creative'],
    ['samuel', 'Samuel', 'wise'],
    ['jordan', 'Jordan', 'energetic'],
  ])('should resolve the guide %s to %s with the %s voice', (id, name, base) => {
    expect(NAMED_GUIDES.find((guide) => guide.id === id)).toMatchObject({ name, basePersonality: base });
    expect(resolvePersonality(id)).toEqual({ base, guideName: name });
  });

  it.each(NAMED_GUIDES)('should resolve the guide $name case-insensitively', (guide) => {
    for (const value of [guide.id, guide.name, guide.name.toUpperCase(), ` ${guide.name} `]) {
      expect(resolvePersonality(value)).toEqual({ base: guide.basePersonality, guideName: guide.name });
      expect(isKnownPersonality(value)).toBe(true);
    }
  });

  it.each(profiles)('should resolve the %s counselor profile by its personality value', (key, profile) => {
    expect(resolvePersonality(profile.personality)).toEqual({ base: profile.basePersonality, profile: key });
    expect(isKnownPersonality(profile.personality)).toBe(true);
  });

  it.each(['custom-1712345678', PERSONALIZED_COUNSELOR_ID, 'unknown', '', 'gentle'])(
    'should give %j the fallback balanced voice and not call it known',
    (value) => {
      expect(resolvePersonality(value)).toEqual({ base: FALLBACK_PERSONALITY });
      expect(FALLBACK_PERSONALITY).toBe('default');
      expect(isKnownPersonality(value)).toBe(false);
    },
  );

  it('should keep guide ids and profile values apart from built-ins and within the API bound', () => {
    const extra = [...NAMED_GUIDES.map((guide) => guide.id), ...profiles.map(([, p]) => p.personality)];
    const all = [...BUILT_IN_PERSONALITIES, ...extra];
    expect(new Set(all).size).toBe(all.length);
    for (const value of all) expect(value.length).toBeLessThanOrEqual(CHAT_LIMITS.personalityTypeMaxLength);
  });
});

describe('COUNSELOR_PROFILES', () => {
  it('should map the seven questionnaire styles to their personality values', () => {
    expect(Object.fromEntries(profiles.map(([key, profile]) => [key, profile.personality]))).toEqual({
      gentle: 'empathetic-listener',
      direct: 'solution-focused',
      thoughtful: 'mindfulness-based',
      motivational: 'strength-based',
      healing: 'trauma-informed',
      analytical: 'cognitive-behavioral',
      holistic: 'holistic-wellness',
    });
  });

  it.each(profiles)('should describe the %s counselor fully with a built-in voice', (_key, profile) => {
    for (const field of [
      'name',
      'specialty',
      'description',
      'approach',
      'experience',
      'promptStyle',
    ] as const) {
      expect(profile[field].trim()).not.toBe('');
    }
    expect(profile.avatar).toMatch(/\p{Extended_Pictographic}/u);
    for (const list of [profile.supportStyle, profile.techniques, profile.availability]) {
      expect(list.length).toBeGreaterThan(0);
    }
    expect(BUILT_IN_PERSONALITIES).toContain(profile.basePersonality);
  });

  it.each(profiles)('should not present the %s counselor as a human clinician', (_key, profile) => {
    expect(profile.name).not.toMatch(/\bDr\b/);
    expect(profile.experience).not.toMatch(/\d+\s*\+?\s*years?/i);
  });
});

describe('custom personalities', () => {
  it('should turn every matched profile into the personalized counselor, within the custom bounds', () => {
    for (const key of COUNSELOR_PROFILE_KEYS) {
      const counselor = personalizedCounselorPersonality(key);
      expect(counselor.id).toBe(PERSONALIZED_COUNSELOR_ID);
      expect(counselor.basePersonality).toBe(COUNSELOR_PROFILES[key].basePersonality);
      expect(counselor.instructions).toContain(COUNSELOR_PROFILES[key].promptStyle);
      expect(counselor.instructions.length).toBeLessThanOrEqual(
        CUSTOM_PERSONALITY_LIMITS.instructionsMaxLength,
      );
      expect(counselor.name.length).toBeLessThanOrEqual(CUSTOM_PERSONALITY_LIMITS.nameMaxLength);
    }
  });

  it('should bound custom instructions exactly as the chat API does', () => {
    expect(CUSTOM_PERSONALITY_LIMITS).toEqual({
      nameMaxLength: 40,
      descriptionMaxLength: 200,
      instructionsMaxLength: CHAT_LIMITS.customInstructionsMaxLength,
      maxCount: 20,
    });
  });

  it('should label the personalised counselor entry', () => {
    expect(PERSONALIZED_COUNSELOR_ID).toBe('personalized-counselor');
    expect(PERSONALIZED_COUNSELOR_LABEL).toBe('Your personalized counselor/philosopher');
  });
});
