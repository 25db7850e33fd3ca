import { describe, expect, it } from 'vitest';
import { COUNSELOR_PROFILE_KEYS, COUNSELOR_PROFILES, resolvePersonality } from './personalities';
import {
  isQuestionnaireAnswers,
  MATCH_PERCENT_RANGE,
  matchCounselor,
  matchScores,
  personalizedCounselorOf,
  QUESTIONNAIRE_TIMINGS,
  QUESTIONS,
  selectedCounselorOf,
  type QuestionnaireAnswers,
} from './questionnaire';

// Every possible set of answers: 4 x 4 x 4 x 4.
const everyAnswerSet: QuestionnaireAnswers[] = QUESTIONS.reduce<string[][]>(
  (sets, question) => sets.flatMap((set) => question.options.map((option) => [...set, option.id])),
  [[]],
) as QuestionnaireAnswers[];

describe('QUESTIONS', () => {
  it('should ask the spec’s four questions with their option ids', () => {
    expect(QUESTIONS.map((question) => [question.id, question.options.map((option) => option.id)])).toEqual([
      ['support_type', ['emotional', 'anxiety', 'relationships', 'life_goals']],
      ['communication_style', ['gentle', 'direct', 'thoughtful', 'motivational']],
      ['session_timing', ['crisis', 'daily', 'evening', 'flexible']],
      ['focus_area', ['stress', 'confidence', 'habits', 'mindfulness']],
    ]);
  });

  it('should wait 300 ms between steps and 500 ms before the result', () => {
    expect(QUESTIONNAIRE_TIMINGS).toEqual({ stepDelayMs: 300, completionDelayMs: 500 });
  });
});

describe('matchCounselor', () => {
  it.each([
    ['gentle', ['relationships', 'gentle', 'evening', 'confidence']],
    ['direct', ['life_goals', 'direct', 'flexible', 'habits']],
    ['thoughtful', ['anxiety', 'thoughtful', 'evening', 'mindfulness']],
    ['motivational', ['life_goals', 'motivational', 'daily', 'confidence']],
    ['healing', ['emotional', 'gentle', 'crisis', 'stress']],
    ['analytical', ['anxiety', 'direct', 'flexible', 'stress']],
    ['holistic', ['relationships', 'thoughtful', 'daily', 'habits']],
  ] as const)('should reach the %s profile from answers the options offer', (profile, answers) => {
    expect(matchCounselor([...answers]).profile).toBe(profile);
  });

  it('should reach every one of the seven profiles, each from at least 20 of the 256 answer sets', () => {
    const counts = new Map<string, number>();
    for (const answers of everyAnswerSet) {
      const { profile } = matchCounselor(answers);
      counts.set(profile, (counts.get(profile) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...COUNSELOR_PROFILE_KEYS].sort());
    for (const count of counts.values()) expect(count).toBeGreaterThanOrEqual(20);
  });

  it('should always pick a profile with the most votes', () => {
    for (const answers of everyAnswerSet) {
      const scores = matchScores(answers);
      expect(scores[matchCounselor(answers).profile]).toBe(Math.max(...Object.values(scores)));
    }
  });

  it('should break a tie in favour of the chosen communication style', () => {
    // gentle: 1 + 2 + 1 = 4; healing: 2 + 2 = 4.
    const answers: QuestionnaireAnswers = ['emotional', 'gentle', 'crisis', 'confidence'];
    expect(matchScores(answers)).toMatchObject({ gentle: 4, healing: 4 });
    expect(matchCounselor(answers).profile).toBe('gentle');
  });

  it('should break a tie the style is not part of by profile order', () => {
    // healing (anxiety 0, crisis 2, stress 1) and analytical (anxiety 2, stress 1) tie at 3; gentle has 2.
    const answers: QuestionnaireAnswers = ['anxiety', 'gentle', 'crisis', 'stress'];
    expect(matchScores(answers)).toMatchObject({ gentle: 2, healing: 3, analytical: 3 });
    expect(matchCounselor(answers).profile).toBe('healing');
  });
});

describe('match percentage', () => {
  it('should stay within 92 to 98 for every answer set, from weakest to strongest match', () => {
    const percents = new Set(everyAnswerSet.map((answers) => matchCounselor(answers).matchPercent));
    for (const percent of percents) {
      expect(Number.isInteger(percent)).toBe(true);
      expect(percent).toBeGreaterThanOrEqual(MATCH_PERCENT_RANGE.min);
      expect(percent).toBeLessThanOrEqual(MATCH_PERCENT_RANGE.max);
    }
    expect(Math.min(...percents)).toBe(92);
    expect(Math.max(...percents)).toBe(98);
  });

  it('should be the same for the same answers and higher when they agree more', () => {
    const weak: QuestionnaireAnswers = ['anxiety', 'gentle', 'daily', 'habits'];
    const strong: QuestionnaireAnswers = ['anxiety', 'thoughtful', 'evening', 'mindfulness'];
    expect(matchCounselor(weak)).toEqual(matchCounselor([...weak]));
    expect(matchCounselor(strong).matchPercent).toBeGreaterThan(matchCounselor(weak).matchPercent);
  });
});

describe('isQuestionnaireAnswers', () => {
  it('should accept four offered option ids in question order and nothing else', () => {
    expect(isQuestionnaireAnswers(['emotional', 'gentle', 'crisis', 'stress'])).toBe(true);
    expect(isQuestionnaireAnswers(['gentle', 'emotional', 'crisis', 'stress'])).toBe(false);
    expect(isQuestionnaireAnswers(['emotional', 'gentle', 'crisis'])).toBe(false);
    expect(isQuestionnaireAnswers(['emotional', 'calm', 'crisis', 'stress'])).toBe(false);
    expect(isQuestionnaireAnswers('emotional')).toBe(false);
  });
});

describe('personalizedCounselorOf', () => {
  it.each(COUNSELOR_PROFILE_KEYS)('should store the spec fields of the %s profile', (key) => {
    const counselor = personalizedCounselorOf(key);
    expect(Object.keys(counselor).sort()).toEqual(
      [
        'name',
        'specialty',
        'description',
        'personality',
        'approach',
        'experience',
        'avatar',
        'supportStyle',
        'techniques',
        'availability',
      ].sort(),
    );
    expect(counselor.name).toBe(COUNSELOR_PROFILES[key].name);
    // The stored personality resolves back to the profile, so the chat speaks in its style.
    expect(resolvePersonality(counselor.personality).profile).toBe(key);
  });
});

describe('selectedCounselorOf', () => {
  it('should hold the spec’s app-variant fields: the matched counselor, the score and the chosen styles', () => {
    const answers: QuestionnaireAnswers = ['anxiety', 'thoughtful', 'evening', 'mindfulness'];
    const match = matchCounselor(answers);
    expect(match.profile).toBe('thoughtful');
    const sage = COUNSELOR_PROFILES.thoughtful;
    expect(selectedCounselorOf(answers, match)).toEqual({
      name: sage.name,
      title: sage.specialty,
      experience: sage.experience,
      specializations: sage.techniques,
      matchScore: match.matchPercent,
      approach: sage.approach,
      communicationStyle: 'Thoughtful and reflective',
      personality: sage.personality,
      sessionStyle: 'In the evenings',
      strengths: sage.supportStyle,
    });
  });
});
