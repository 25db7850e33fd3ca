/** The five sections of a personal safety plan (Stanley-Brown), in the order a person works through them. */
export const SAFETY_PLAN_SECTIONS = [
  {
    key: 'warningSigns',
    title: 'My warning signs',
    hint: 'Thoughts, moods, situations or behaviours that tell me a crisis may be building.',
  },
  {
    key: 'copingStrategies',
    title: 'Things I can do on my own',
    hint: 'Ways to take my mind off things without contacting anyone: a walk, music, a shower, a game.',
  },
  {
    key: 'peopleAndPlaces',
    title: 'People and places that help',
    hint: 'People I can reach out to, and places where I feel calmer and safer.',
  },
  {
    key: 'professionals',
    title: 'Professionals I can contact',
    hint: 'My doctor, therapist or a local crisis service, with their numbers.',
  },
  {
    key: 'safeEnvironment',
    title: 'Making my surroundings safe',
    hint: 'What I can put away, lock up or give to someone so my surroundings are safer.',
  },
] as const;

export type SafetyPlanKey = (typeof SAFETY_PLAN_SECTIONS)[number]['key'];
export type SafetyPlan = Partial<Record<SafetyPlanKey, string>>;

/** Longest text one section holds; mirrored in firestore.rules. */
export const SAFETY_PLAN_SECTION_MAX_LENGTH = 2000;

/** The steps of the 5-4-3-2-1 grounding exercise. */
export const GROUNDING_STEPS = [
  { count: 5, sense: 'see', prompt: 'Look around and name five things you can see.' },
  {
    count: 4,
    sense: 'feel',
    prompt: 'Notice four things you can feel: your feet on the floor, the chair, your clothes.',
  },
  { count: 3, sense: 'hear', prompt: 'Listen for three things you can hear, near or far.' },
  { count: 2, sense: 'smell', prompt: 'Find two things you can smell, or two smells you like.' },
  { count: 1, sense: 'taste', prompt: 'Notice one thing you can taste, or take a slow sip of water.' },
] as const;
