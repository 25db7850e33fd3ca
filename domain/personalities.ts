/**
 * The AI's personalities (docs/product.md#personalities): the 14 built-in voices, the five named guides, the
 * seven counselor profiles the questionnaire matches, and the user's own custom personalities. Every accepted
 * `personalityType` resolves to one built-in voice, which `prompts.ts` turns into a system prompt.
 */
import { BUILT_IN_PERSONALITIES, CHAT_LIMITS, type BuiltInPersonality } from './chat';

/** A choice in the personality selector. */
export interface PersonalityOption {
  value: BuiltInPersonality;
  name: string;
  description: string;
}

const PERSONALITY_DETAILS: Record<BuiltInPersonality, Omit<PersonalityOption, 'value'>> = {
  default: { name: 'Balanced', description: 'Warm and clear, mixing empathy with practical ideas.' },
  empathetic: {
    name: 'Empathetic Listener',
    description: 'Listens closely and validates your feelings before offering anything else.',
  },
  practical: {
    name: 'Practical Problem-Solver',
    description: 'Direct and solution-focused, with concrete steps you can try today.',
  },
  creative: {
    name: 'Creative Explorer',
    description: 'Uses metaphors, reframes and playful exercises to open new perspectives.',
  },
  wise: {
    name: 'Wise Mentor',
    description: 'Calm perspective and timeless insight to see the bigger picture.',
  },
  energetic: {
    name: 'Energetic Coach',
    description: 'Upbeat and encouraging; celebrates small wins and builds momentum.',
  },
  socratic: {
    name: 'Socratic Questioner',
    description: 'Guides you with careful questions so you reach your own conclusions.',
  },
  stoic: {
    name: 'Stoic Philosopher',
    description: 'Helps you separate what is in your control from what is not.',
  },
  existentialist: {
    name: 'Existentialist Thinker',
    description: 'Explores meaning, freedom and the choices that are yours to make.',
  },
  analytical: {
    name: 'Analytical Guide',
    description: 'Structured and logical: breaks problems down and weighs the evidence.',
  },
  poetic: { name: 'Poetic Soul', description: 'Reflects your experience back in gentle, lyrical language.' },
  humorous: {
    name: 'Light-Hearted Companion',
    description: 'Gentle humour to lighten the mood, never at your expense.',
  },
  zen: { name: 'Zen Guide', description: 'Calm, present-moment awareness and mindfulness.' },
  christian: {
    name: 'Christian Companion',
    description: 'Draws on Christian faith and scripture when you welcome it, without pressure.',
  },
};

/** The 14 built-in personalities in selector order, each with a display name and description. */
export const PERSONALITY_OPTIONS: readonly PersonalityOption[] = BUILT_IN_PERSONALITIES.map((value) => ({
  value,
  ...PERSONALITY_DETAILS[value],
}));

/** The initial personality when the user has no matched or stored counselor. */
export const DEFAULT_PERSONALITY: BuiltInPersonality = 'empathetic';

/**
 * The voice for a personalityType that names nothing built in (an unknown value, or a custom id sent
 * without its basePersonality): the neutral 'default' (Balanced) voice rather than a strong style.
 */
export const FALLBACK_PERSONALITY: BuiltInPersonality = 'default';

/** Ids of the named guides, lower case. */
export const GUIDE_IDS = ['maya', 'alex', 'river', 'samuel', 'jordan'] as const;
export type GuideId = (typeof GUIDE_IDS)[number];

/** A named guide: a built-in voice with a name the AI introduces itself by. */
export interface NamedGuide {
  id: GuideId;
  name: string;
  basePersonality: BuiltInPersonality;
  description: string;
}

/** The five named guides. */
export const NAMED_GUIDES: readonly NamedGuide[] = [
  {
    id: 'maya',
    name: 'Maya',
    basePersonality: 'empathetic',
    description: 'A warm, patient listener who helps you feel heard.',
  },
  {
    id: 'alex',
    name: 'Alex',
    basePersonality: 'practical',
    description: 'A clear-headed guide who turns problems into next steps.',
  },
  {
    id: 'river',
    name: 'River',
    basePersonality: 'creative',
    description: 'An imaginative guide who helps you see things from new angles.',
  },
  {
    id: 'samuel',
    name: 'Samuel',
    basePersonality: 'wise',
    description: 'A calm mentor who offers perspective and timeless insight.',
  },
  {
    id: 'jordan',
    name: 'Jordan',
    basePersonality: 'energetic',
    description: 'An upbeat coach who celebrates your progress and keeps you moving.',
  },
];

/** Keys of the questionnaire's matched-counselor profiles. */
export const COUNSELOR_PROFILE_KEYS = [
  'gentle',
  'direct',
  'thoughtful',
  'motivational',
  'healing',
  'analytical',
  'holistic',
] as const;
export type CounselorProfileKey = (typeof COUNSELOR_PROFILE_KEYS)[number];

/** The personality value each matched-counselor profile is stored under (user.matchedCounselorPersonality). */
export type CounselorPersonality =
  | 'empathetic-listener'
  | 'solution-focused'
  | 'mindfulness-based'
  | 'strength-based'
  | 'trauma-informed'
  | 'cognitive-behavioral'
  | 'holistic-wellness';

/**
 * A matched counselor (docs/product.md#questionnaire-and-counselor-match) with the built-in voice and prompt
 * style it uses.
 */
export interface CounselorProfile {
  name: string;
  specialty: string;
  description: string;
  personality: CounselorPersonality;
  approach: string;
  experience: string;
  avatar: string;
  supportStyle: string[];
  techniques: string[];
  availability: string[];
  basePersonality: BuiltInPersonality;
  promptStyle: string;
}

// Names carry no title such as "Dr." and experience claims no years: the counselor is an AI, not a clinician.
/** The seven counselor profiles the questionnaire can match, keyed by communication style. */
export const COUNSELOR_PROFILES: Record<CounselorProfileKey, CounselorProfile> = {
  gentle: {
    name: 'Hope',
    specialty: 'Anxiety and emotional support',
    description: 'A gentle, patient presence who listens closely and helps you feel heard.',
    personality: 'empathetic-listener',
    approach: 'Person-centred listening with gentle CBT reflection.',
    experience: 'Grounded in person-centred listening and CBT techniques',
    avatar: '🌸',
    supportStyle: ['Gentle and validating', 'Goes at your pace', 'Non-judgemental listening'],
    techniques: ['Reflective listening', 'Naming emotions', 'Gentle thought records'],
    availability: ['Any time, day or night', 'Daily check-ins'],
    basePersonality: 'empathetic',
    promptStyle:
      "Be especially gentle and patient: listen closely, validate first and go at the user's pace.",
  },
  direct: {
    name: 'Morgan',
    specialty: 'Goal setting and problem solving',
    description: 'A clear, direct guide who helps you find what works and take the next step.',
    personality: 'solution-focused',
    approach: 'Solution-focused: build on what already works, one small step at a time.',
    experience: 'Grounded in solution-focused and CBT techniques',
    avatar: '🎯',
    supportStyle: ['Clear and direct', 'Action-oriented', 'Focused on what works'],
    techniques: ['Scaling questions', 'Breaking problems down', 'Small next steps'],
    availability: ['Any time, day or night', 'Quick focused sessions'],
    basePersonality: 'practical',
    promptStyle: 'Be clear and direct: focus on what is already working and the smallest useful next step.',
  },
  thoughtful: {
    name: 'Sage',
    specialty: 'Mindfulness and stress',
    description: 'A calm, reflective guide who helps you slow down and notice what is happening inside.',
    personality: 'mindfulness-based',
    approach: 'Mindfulness-based reflection alongside CBT awareness of thoughts.',
    experience: 'Grounded in mindfulness practices and CBT techniques',
    avatar: '🧘',
    supportStyle: ['Calm and reflective', 'Unhurried', 'Curious without judgement'],
    techniques: ['Breathing exercises', 'Body scan', 'Noticing thoughts without judgement'],
    availability: ['Any time, day or night', 'Evening wind-down'],
    basePersonality: 'zen',
    promptStyle:
      'Be calm and reflective: invite present-moment awareness and notice thoughts without judging them.',
  },
  motivational: {
    name: 'Kai',
    specialty: 'Confidence and motivation',
    description: 'An encouraging coach who helps you see your strengths and build on them.',
    personality: 'strength-based',
    approach: 'Strength-based: find what you already do well and grow from there.',
    experience: 'Grounded in strength-based coaching and CBT techniques',
    avatar: '🌟',
    supportStyle: ['Encouraging and upbeat', 'Celebrates progress', 'Builds confidence'],
    techniques: ['Spotting strengths', 'Celebrating small wins', 'Values-based goals'],
    availability: ['Any time, day or night', 'Daily motivation check-ins'],
    basePersonality: 'energetic',
    promptStyle:
      "Be encouraging: notice the user's strengths and past successes and help them build on these.",
  },
  healing: {
    name: 'Haven',
    specialty: 'Healing after difficult experiences',
    description: 'A steady, safe presence who respects your pace and your choices.',
    personality: 'trauma-informed',
    approach: 'Trauma-informed: safety, choice and collaboration come first.',
    experience: 'Grounded in trauma-informed principles and CBT techniques',
    avatar: '🕊️',
    supportStyle: ['Safe and steady', 'You stay in control', 'Never rushed'],
    techniques: ['Grounding exercises', 'Pacing and choice', 'Self-compassion practices'],
    availability: ['Any time, day or night', 'Flexible, at your pace'],
    basePersonality: 'empathetic',
    promptStyle:
      'Be trauma-informed: put safety and choice first, never push for details, offer grounding when the user feels overwhelmed, and suggest a trauma-trained professional for working through past trauma.',
  },
  analytical: {
    name: 'Quinn',
    specialty: 'Overthinking and thought patterns',
    description: 'A structured thinker who helps you untangle thoughts and test them against the facts.',
    personality: 'cognitive-behavioral',
    approach: 'Cognitive behavioural: connect situations, thoughts, feelings and actions.',
    experience: 'Grounded in CBT techniques',
    avatar: '🧠',
    supportStyle: ['Structured and logical', 'Clear explanations', 'Evidence-based'],
    techniques: ['Thought records', 'Spotting cognitive distortions', 'Behavioural experiments'],
    availability: ['Any time, day or night', 'Structured weekly reviews'],
    basePersonality: 'analytical',
    promptStyle:
      'Use structured CBT: link situations, thoughts, feelings and actions, and test unhelpful thoughts against the evidence.',
  },
  holistic: {
    name: 'Willow',
    specialty: 'Whole-person wellbeing',
    description: 'A grounded guide who looks at mind, body, relationships and meaning together.',
    personality: 'holistic-wellness',
    approach: 'Holistic: thoughts and feelings alongside sleep, movement, relationships and purpose.',
    experience: 'Grounded in holistic wellbeing practices and CBT techniques',
    avatar: '🌿',
    supportStyle: ['Warm and grounded', 'Big-picture view', 'Balanced and practical'],
    techniques: ['Sleep and routine check-ins', 'Balancing activity and rest', 'Values reflection'],
    availability: ['Any time, day or night', 'Weekly wellbeing reviews'],
    basePersonality: 'wise',
    promptStyle:
      'Take a whole-person view: consider sleep, movement, relationships and meaning alongside thoughts and feelings.',
  },
};

/** The custom-personality id under which the questionnaire's counselor is kept. */
export const PERSONALIZED_COUNSELOR_ID = 'personalized-counselor';

/** The selector label of the personalised counselor entry. */
export const PERSONALIZED_COUNSELOR_LABEL = 'Your personalized counselor/philosopher';

/** A personality the user wrote themselves, voiced on top of one built-in personality. */
export interface CustomPersonality {
  id: string;
  name: string;
  description: string;
  instructions: string;
  basePersonality: BuiltInPersonality;
  isCustom: true;
}

/**
 * The questionnaire's counselor as the custom personality 'personalized-counselor': the profile's voice as
 * its base, and its name, approach and style as its instructions.
 */
export function personalizedCounselorPersonality(key: CounselorProfileKey): CustomPersonality {
  const profile = COUNSELOR_PROFILES[key];
  return {
    id: PERSONALIZED_COUNSELOR_ID,
    name: profile.name,
    description: profile.specialty,
    instructions: `You are ${profile.name}, a counselor for ${profile.specialty.toLowerCase()}. ${profile.approach} ${profile.promptStyle}`,
    basePersonality: profile.basePersonality,
    isCustom: true,
  };
}

/** Bounds on custom personalities; the instructions bound is the chat API's customInstructions bound. */
export const CUSTOM_PERSONALITY_LIMITS = {
  nameMaxLength: 40,
  descriptionMaxLength: 200,
  instructionsMaxLength: CHAT_LIMITS.customInstructionsMaxLength,
  maxCount: 20,
} as const;

/** What a personalityType resolves to: the voice to use, plus a guide name or counselor profile. */
export interface ResolvedPersonality {
  base: BuiltInPersonality;
  guideName?: string;
  profile?: CounselorProfileKey;
}

const BUILT_IN_SET: ReadonlySet<string> = new Set(BUILT_IN_PERSONALITIES);

function isBuiltIn(value: string): value is BuiltInPersonality {
  return BUILT_IN_SET.has(value);
}

/**
 * Maps a personalityType to its voice (case-insensitive, trimmed): a built-in to itself, a guide id
 * ('maya' or 'Maya') to its base and name, a counselor-profile value ('solution-focused') to its base
 * and profile key. Anything else (a custom id, 'personalized-counselor', unknown) gets FALLBACK_PERSONALITY;
 * the prompt builder takes a custom personality's voice from its separate basePersonality.
 */
export function resolvePersonality(personalityType: string): ResolvedPersonality {
  const value = personalityType.trim().toLowerCase();
  if (isBuiltIn(value)) return { base: value };
  const guide = NAMED_GUIDES.find((g) => g.id === value);
  if (guide) return { base: guide.basePersonality, guideName: guide.name };
  const profile = COUNSELOR_PROFILE_KEYS.find((key) => COUNSELOR_PROFILES[key].personality === value);
  if (profile) return { base: COUNSELOR_PROFILES[profile].basePersonality, profile };
  return { base: FALLBACK_PERSONALITY };
}

/** Whether a personalityType names a built-in, a guide or a counselor profile (custom ids do not). */
export function isKnownPersonality(value: string): boolean {
  const { guideName, profile } = resolvePersonality(value);
  return isBuiltIn(value.trim().toLowerCase()) || guideName !== undefined || profile !== undefined;
}

/** What the chat sends for the selected personality, and how the selector labels it. */
export interface PersonalityChoice {
  personalityType: string;
  label: string;
  customInstructions?: string;
  basePersonality?: BuiltInPersonality;
}
