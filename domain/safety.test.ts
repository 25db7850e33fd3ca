import { describe, expect, it } from 'vitest';
import { CRISIS_REPLY_TEXT } from './crisis-reply-text';
import {
  AI_DISCLOSURE,
  CRISIS_RESOURCES,
  crisisReply,
  DISCLOSURE_REPEAT_AFTER_MS,
  CRISIS_KINDS,
  EMERGENCY_NOTE,
  friendSupportNote,
  fromModelVerdict,
  highestAssessment,
  isHigher,
  safetyResponse,
} from './safety';
describe('safetyResponse', () => {
  it('should carry the crisis lines and the international directory on crisis', () => {
    const info = safetyResponse({ level: 'crisis', kinds: ['active-ideation'] });
    expect(info).toMatchObject({ level: 'crisis', kinds: ['active-ideation'], resources: CRISIS_RESOURCES });
    expect(info.resources?.map((resource) => resource.name)).toEqual([
      '988 Suicide & Crisis Lifeline',
      'Crisis Text Line',
      'Find A Helpline',
    ]);
    expect(info.emergency).toBe(EMERGENCY_NOTE);
  });

  it("should give the lines of the person's country, and the directory always", () => {
    const uk = safetyResponse({ level: 'crisis', kinds: ['plan'] }, { country: 'en-GB' });
    expect(uk.resources?.map((resource) => resource.name)).toEqual([
      'Samaritans',
      'Shout',
      'Find A Helpline',
    ]);
    expect(uk.emergency).toContain('999');
    const unknown = safetyResponse({ level: 'crisis', kinds: ['plan'] }, { country: 'FR' });
    expect(unknown.resources?.at(-1)?.url).toBe('https://findahelpline.com');
  });

  it('should name the language of a crisis message and give the emergency note in it', () => {
    const info = safetyResponse({ level: 'crisis', kinds: ['plan'] }, { country: 'DE', language: 'de' });
    expect(info).toMatchObject({ level: 'crisis', language: 'de' });
    expect(info.resources?.map((resource) => resource.name)).toContain('TelefonSeelsorge');
    expect(info.emergency).toBe(CRISIS_REPLY_TEXT.de.emergency('DE'));
    expect(info.emergency).toContain('112');
  });

  it.each(['concern', 'none'] as const)('should carry no resources on %s', (level) => {
    expect(safetyResponse({ level, kinds: [] }, { language: 'es' })).toEqual({ level });
  });

  it('should carry the lines for helping a friend at risk', () => {
    const info = safetyResponse({ level: 'concern', kinds: ['friend-risk'] });
    expect(info.resources).toEqual(CRISIS_RESOURCES);
  });

  it('should keep the lines offered once the conversation has reached crisis', () => {
    const info = safetyResponse({ level: 'none', kinds: [] }, { earlierCrisis: true });
    expect(info).toMatchObject({ level: 'none', ongoing: true, resources: CRISIS_RESOURCES });
  });
});

describe('highestAssessment', () => {
  it('should keep the highest level and every kind: nothing lowers a crisis', () => {
    expect(
      highestAssessment({ level: 'crisis', kinds: ['plan'] }, { level: 'none', kinds: [] }, undefined, {
        level: 'concern',
        kinds: ['distress'],
      }),
    ).toEqual({ level: 'crisis', kinds: ['plan', 'distress'] });
    expect(highestAssessment()).toEqual({ level: 'none', kinds: [] });
  });
});

describe('crisisReply', () => {
  const cases = [...CRISIS_KINDS.map((kind) => ({ kinds: [kind] })), { kinds: [] }];
  it.each(cases)('should list the crisis lines and the emergency number for $kinds', ({ kinds }) => {
    const reply = crisisReply(kinds);
    expect(reply).toContain('988');
    expect(reply).toContain('741741');
    expect(reply).toContain('findahelpline.com');
    expect(reply).toContain(EMERGENCY_NOTE);
    expect(reply).toMatch(/safety plan/);
    expect(reply).toMatch(/grounding exercise/);
  });

  it("should list the lines of the person's country", () => {
    const reply = crisisReply(['active-ideation'], 'AU');
    expect(reply).toContain('13 11 14');
    expect(reply).toContain('000');
    expect(reply).toContain('findahelpline.com');
    expect(reply).not.toContain('741741');
  });

  it.each([
    [
      'es',
      'MX',
      'Siento mucho',
      'Llama al 800 911 2000 (México)',
      'Si estás en peligro inmediato, llama al número de emergencias (911',
    ],
    ['pt', 'BR', 'Sinto muito', 'Ligue 188 (Brasil)', 'Se você está em perigo imediato'],
    [
      'fr',
      'FR',
      'Je suis vraiment désolé',
      'Appelle le 3114 (France)',
      "Si tu es en danger immédiat, appelle le numéro d'urgence (112",
    ],
    ['de', 'DE', 'Es tut mir wirklich leid', 'Ruf 0800 111 0 111', 'Wenn du in akuter Gefahr bist'],
    ['tl', 'PH', 'Pasensya na', 'Tumawag sa 1553', 'Kung nasa agarang panganib ka'],
    ['hi', 'IN', 'Mujhe sach mein afsos hai', '14416', 'Agar aap turant khatre mein hain'],
  ] as const)(
    'should write the reply in %s with the lines of %s and the grounding step',
    (language, country, opening, line, emergency) => {
      const reply = crisisReply(['attempt'], country, { grounding: true, language });
      expect(reply.startsWith(opening)).toBe(true);
      expect(reply).toContain(line);
      expect(reply).toContain(emergency);
      expect(reply).toContain('findahelpline.com');
      expect(reply).not.toMatch(/I'm still here|slow breath/);
    },
  );

  it('should add the domestic violence hotline for danger from someone else only', () => {
    expect(crisisReply(['danger-from-others'])).toContain('1-800-799-7233');
    expect(crisisReply(['danger-from-others'])).toContain('START to 88788');
    expect(crisisReply(['active-ideation'])).not.toContain('1-800-799-7233');
  });

  it('should ask someone who might harm others to step away and contact a crisis line', () => {
    expect(crisisReply(['harm-to-others'])).toMatch(/step away/);
  });

  it('should tell someone mid-attempt to call their emergency number now', () => {
    expect(crisisReply(['attempt'], 'NZ')).toMatch(/already taken something[^]*emergency number now/);
    expect(crisisReply(['attempt'], 'NZ')).toContain('111');
  });

  it('should open with the acknowledgement, then the lines one per line, in separate paragraphs', () => {
    const paragraphs = crisisReply(['passive-ideation']).split('\n\n');
    expect(paragraphs[0]).toMatch(/^I'm really sorry you're going through this/);
    expect(paragraphs[1]!.split('\n')).toEqual([
      expect.stringMatching(/^Please reach out to someone now\./),
      ...CRISIS_RESOURCES.map((line): unknown => expect.stringMatching(new RegExp(`^${line.name}: `))),
    ]);
    expect(paragraphs[2]).toBe(EMERGENCY_NOTE);
    expect(paragraphs.at(-1)).toMatch(/^I'm still here, and we can keep talking\./);
  });

  it('should put the attempt advice before the lines, and only for an attempt', () => {
    expect(crisisReply(['attempt']).split('\n\n')[1]).toMatch(/^If you have already taken something/);
    expect(crisisReply(['plan'])).not.toMatch(/already taken something/);
  });

  it('should ask to step away only someone who might harm others', () => {
    expect(crisisReply(['active-ideation'])).not.toMatch(/step away/);
  });

  it('should advise moving away from means on suicidal kinds and self-injury, not on danger from others', () => {
    const meansAdvice = /move away from anything you might use to hurt yourself/;
    for (const kind of ['passive-ideation', 'means', 'attempt', 'self-injury'] as const)
      expect(crisisReply([kind])).toMatch(meansAdvice);
    expect(crisisReply(['danger-from-others', 'self-injury'])).toMatch(meansAdvice);
    expect(crisisReply(['danger-from-others'])).not.toMatch(meansAdvice);
    expect(crisisReply(['harm-to-others'])).not.toMatch(meansAdvice);
    expect(crisisReply([])).not.toMatch(meansAdvice);
  });
});

describe('friendSupportNote', () => {
  it('should tell a helper they may call the lines themselves, list them, and end with the emergency step', () => {
    const [advice, lines, emergency] = friendSupportNote().split('\n\n');
    expect(advice).toMatch(/call or text a crisis line yourself/);
    expect(lines!.split('\n')).toEqual(
      CRISIS_RESOURCES.map((line) => `${line.name}: ${line.contact}${line.url ? `, ${line.url}` : ''}`),
    );
    expect(emergency).toBe(`${EMERGENCY_NOTE} If your friend is in danger right now, call for them.`);
  });

  it("should give the lines of the helper's country", () => {
    expect(friendSupportNote('AU')).toContain('13 11 14');
    expect(friendSupportNote('AU')).not.toContain('741741');
  });
});

describe('isHigher', () => {
  it('should order none < concern < crisis, and no level above itself', () => {
    expect(isHigher('crisis', 'concern')).toBe(true);
    expect(isHigher('concern', 'none')).toBe(true);
    expect(isHigher('none', 'concern')).toBe(false);
    expect(isHigher('crisis', 'crisis')).toBe(false);
  });
});

describe('fromModelVerdict', () => {
  it("should keep the model's level and its kind, and no kind for 'none'", () => {
    expect(fromModelVerdict({ level: 'crisis', kind: 'plan', rationale: 'x' })).toEqual({
      level: 'crisis',
      kinds: ['plan'],
    });
    expect(fromModelVerdict({ level: 'concern', kind: 'friend-risk', rationale: 'x' })).toEqual({
      level: 'concern',
      kinds: ['friend-risk'],
    });
    expect(fromModelVerdict({ level: 'none', kind: 'none', rationale: 'x' })).toEqual({
      level: 'none',
      kinds: [],
    });
  });
});

describe('the AI disclosure', () => {
  it('should say the counselor is an AI and not a therapist, in under 220 characters', () => {
    expect(AI_DISCLOSURE.length).toBeLessThan(220);
    expect(AI_DISCLOSURE).toMatch(/\bAI\b/);
    expect(AI_DISCLOSURE).toMatch(/not a person and not a therapist/);
    expect(AI_DISCLOSURE).toMatch(/crisis line/);
  });

  it('should repeat after three hours of conversation', () => {
    expect(DISCLOSURE_REPEAT_AFTER_MS).toBe(10_800_000);
  });
});
