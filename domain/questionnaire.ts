/**
 * The counselor-matching questionnaire (docs/product.md#questionnaire-and-counselor-match): four questions of
 * four options each, and the match of the answers to one of the seven counselor profiles in personalities.ts.
 */
import {
  COUNSELOR_PROFILE_KEYS,
  COUNSELOR_PROFILES,
  type CounselorPersonality,
  type CounselorProfile,
  type CounselorProfileKey,
} from './personalities';

/** One option of a question: its id (what is stored), its label and a short hint. */
export interface QuestionOption {
  id: string;
  label: string;
  hint: string;
}

/** The four questions in order, with the spec's ids and option ids. */
export const QUESTIONS = [
  {
    id: 'support_type',
    question: 'What kind of support are you looking for?',
    options: [
      { id: 'emotional', label: 'Emotional support', hint: 'Feeling low, lonely or overwhelmed' },
      { id: 'anxiety', label: 'Anxiety and worry', hint: 'Racing thoughts, nerves or panic' },
      { id: 'relationships', label: 'Relationships', hint: 'Family, friends, partners or colleagues' },
      { id: 'life_goals', label: 'Life goals', hint: 'Direction, purpose and next steps' },
    ],
  },
  {
    id: 'communication_style',
    question: 'How would you like your counselor to talk with you?',
    options: [
      { id: 'gentle', label: 'Gentle and nurturing', hint: 'Patient, warm and validating' },
      { id: 'direct', label: 'Direct and practical', hint: 'Clear ideas and concrete steps' },
      {
        id: 'thoughtful',
        label: 'Thoughtful and reflective',
        hint: 'Calm questions that help you see clearly',
      },
      { id: 'motivational', label: 'Motivating and upbeat', hint: 'Encouragement that keeps you going' },
    ],
  },
  {
    id: 'session_timing',
    question: 'When do you most want support?',
    options: [
      { id: 'crisis', label: 'In difficult moments', hint: 'When things suddenly feel like too much' },
      { id: 'daily', label: 'Every day', hint: 'A regular daily check-in' },
      { id: 'evening', label: 'In the evenings', hint: 'Winding down and looking back on the day' },
      { id: 'flexible', label: 'Whenever I need it', hint: 'No fixed routine' },
    ],
  },
  {
    id: 'focus_area',
    question: 'What would you most like to work on?',
    options: [
      { id: 'stress', label: 'Stress', hint: 'Feeling calmer under pressure' },
      { id: 'confidence', label: 'Confidence', hint: 'Believing in yourself' },
      { id: 'habits', label: 'Habits', hint: 'Routines that stick' },
      { id: 'mindfulness', label: 'Mindfulness', hint: 'Being present and at ease' },
    ],
  },
] as const satisfies readonly { id: string; question: string; options: readonly QuestionOption[] }[];

type Questions = typeof QUESTIONS;
type OptionIdOf<Q> = Q extends { options: readonly { id: infer Id }[] } ? Id : never;

type AnswersTo<List extends readonly unknown[]> = {
  -readonly [Index in keyof List]: OptionIdOf<List[Index]>;
};
/** The four chosen option ids in question order (local storage `questionnaireAnswers`). */
export type QuestionnaireAnswers = AnswersTo<Questions>;

/** The questionnaire's delays: the next step after a choice, the result after the last one. */
export const QUESTIONNAIRE_TIMINGS = { stepDelayMs: 300, completionDelayMs: 500 } as const;

/** The displayed match percentage stays within this range. */
export const MATCH_PERCENT_RANGE = { min: 92, max: 98 } as const;

type Votes = Partial<Record<CounselorProfileKey, number>>;

/**
 * The mapping. Every answer votes for the profiles it suits; the profile with most votes is the match.
 * The communication style names four profiles and gives its own 2 votes. The spec's original matched
 * on values the options never offer, so only gentle came out; here healing, analytical and holistic
 * get 2 votes from the answers that point most clearly to them (emotional support or difficult
 * moments, anxiety, relationships), so each of the seven is reachable (see questionnaire.test.ts):
 *
 * | question            | option        | votes                        |
 * | ------------------- | ------------- | ---------------------------- |
 * | support_type        | emotional     | healing 2, gentle 1          |
 * |                     | anxiety       | analytical 2, thoughtful 1   |
 * |                     | relationships | holistic 2, gentle 1         |
 * |                     | life_goals    | direct 1, motivational 1     |
 * | communication_style | gentle        | gentle 2                     |
 * |                     | direct        | direct 2, analytical 1       |
 * |                     | thoughtful    | thoughtful 2, analytical 1   |
 * |                     | motivational  | motivational 2               |
 * | session_timing      | crisis        | healing 2                    |
 * |                     | daily         | motivational 1, holistic 1   |
 * |                     | evening       | thoughtful 1, gentle 1       |
 * |                     | flexible      | direct 1, analytical 1       |
 * | focus_area          | stress        | healing 1, analytical 1      |
 * |                     | confidence    | motivational 1, gentle 1     |
 * |                     | habits        | direct 1, holistic 1         |
 * |                     | mindfulness   | thoughtful 1, holistic 1     |
 *
 * Ties go to the profile of the chosen communication style (how the person asked to be spoken to),
 * then to the earlier profile in COUNSELOR_PROFILE_KEYS order (gentle first, the spec's default).
 */
const VOTES: { [Q in Questions[number] as Q['id']]: Record<OptionIdOf<Q>, Votes> } = {
  support_type: {
    emotional: { healing: 2, gentle: 1 },
    anxiety: { analytical: 2, thoughtful: 1 },
    relationships: { holistic: 2, gentle: 1 },
    life_goals: { direct: 1, motivational: 1 },
  },
  communication_style: {
    gentle: { gentle: 2 },
    direct: { direct: 2, analytical: 1 },
    thoughtful: { thoughtful: 2, analytical: 1 },
    motivational: { motivational: 2 },
  },
  session_timing: {
    crisis: { healing: 2 },
    daily: { motivational: 1, holistic: 1 },
    evening: { thoughtful: 1, gentle: 1 },
    flexible: { direct: 1, analytical: 1 },
  },
  focus_area: {
    stress: { healing: 1, analytical: 1 },
    confidence: { motivational: 1, gentle: 1 },
    habits: { direct: 1, holistic: 1 },
    mindfulness: { thoughtful: 1, holistic: 1 },
  },
};

/** The votes each profile gets from a set of answers. */
export function matchScores(answers: QuestionnaireAnswers): Record<CounselorProfileKey, number> {
  const scores = Object.fromEntries(COUNSELOR_PROFILE_KEYS.map((key) => [key, 0])) as Record<
    CounselorProfileKey,
    number
  >;
  QUESTIONS.forEach((question, index) => {
    const votes: Votes = (VOTES[question.id] as Record<string, Votes>)[answers[index]!] ?? {};
    for (const [key, count] of Object.entries(votes) as [CounselorProfileKey, number][]) {
      scores[key] += count;
    }
  });
  return scores;
}

// The most votes any profile can collect, over every possible set of answers.
const MAX_SCORE = Math.max(
  ...COUNSELOR_PROFILE_KEYS.map((key) =>
    QUESTIONS.reduce(
      (sum, question) =>
        sum + Math.max(...Object.values(VOTES[question.id] as Record<string, Votes>).map((v) => v[key] ?? 0)),
      0,
    ),
  ),
);

/** The result of the questionnaire: the matched profile and the percentage shown with it. */
export interface CounselorMatch {
  profile: CounselorProfileKey;
  matchPercent: number;
}

/**
 * Matches answers to a counselor profile (see the mapping above). The percentage is deterministic:
 * the winner's votes scaled from the fewest a winner can have (2) to MAX_SCORE onto 92..98, so the
 * same answers always show the same figure. Like the spec's random number it is cosmetic, not a
 * clinical score.
 */
export function matchCounselor(answers: QuestionnaireAnswers): CounselorMatch {
  const scores = matchScores(answers);
  const style = answers[1] as CounselorProfileKey;
  const order = [style, ...COUNSELOR_PROFILE_KEYS.filter((key) => key !== style)];
  const profile = order.reduce((best, key) => (scores[key] > scores[best] ? key : best));
  const { min, max } = MATCH_PERCENT_RANGE;
  const minWinningScore = 2;
  const strength = (scores[profile] - minWinningScore) / (MAX_SCORE - minWinningScore);
  return { profile, matchPercent: min + Math.round(strength * (max - min)) };
}

/** Whether `value` is a full, valid set of answers (e.g. read back from storage). */
export function isQuestionnaireAnswers(value: unknown): value is QuestionnaireAnswers {
  return (
    Array.isArray(value) &&
    value.length === QUESTIONS.length &&
    QUESTIONS.every((question, index) =>
      question.options.some((option: QuestionOption) => option.id === value[index]),
    )
  );
}

/** The matched counselor as local storage `personalizedCounselor` holds it. */
export type PersonalizedCounselor = Omit<CounselorProfile, 'basePersonality' | 'promptStyle'>;

/** The stored record of a matched profile: its spec fields, without the prompt internals. */
export function personalizedCounselorOf(key: CounselorProfileKey): PersonalizedCounselor {
  const { basePersonality: _base, promptStyle: _prompt, ...counselor } = COUNSELOR_PROFILES[key];
  return counselor;
}

/**
 * The matched counselor as session storage `selectedCounselor` holds it (the spec's app variant of the
 * match): the profile as a counselor card, the match percentage, and how and when the person asked to
 * be supported.
 */
export interface SelectedCounselor {
  name: string;
  title: string;
  experience: string;
  specializations: string[];
  matchScore: number;
  approach: string;
  /** The communication style the person chose, as its option reads. */
  communicationStyle: string;
  personality: CounselorPersonality;
  /** When the person wants support, as its option reads. */
  sessionStyle: string;
  strengths: string[];
}

// The label of the option chosen for the question `id`.
function chosenLabel(answers: QuestionnaireAnswers, id: Questions[number]['id']): string {
  const index = QUESTIONS.findIndex((question) => question.id === id);
  return QUESTIONS[index]!.options.find((option: QuestionOption) => option.id === answers[index])!.label;
}

/** The `selectedCounselor` record of a questionnaire's answers and their match. */
export function selectedCounselorOf(answers: QuestionnaireAnswers, match: CounselorMatch): SelectedCounselor {
  const profile = COUNSELOR_PROFILES[match.profile];
  return {
    name: profile.name,
    title: profile.specialty,
    experience: profile.experience,
    specializations: profile.techniques,
    matchScore: match.matchPercent,
    approach: profile.approach,
    communicationStyle: chosenLabel(answers, 'communication_style'),
    personality: profile.personality,
    sessionStyle: chosenLabel(answers, 'session_timing'),
    strengths: profile.supportStyle,
  };
}
