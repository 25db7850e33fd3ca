import type { BuiltInPersonality } from '@domain/chat';
import {
  COUNSELOR_PROFILES,
  DEFAULT_PERSONALITY,
  NAMED_GUIDES,
  PERSONALITY_OPTIONS,
  PERSONALIZED_COUNSELOR_ID,
  PERSONALIZED_COUNSELOR_LABEL,
  resolvePersonality,
  type CustomPersonality,
  type NamedGuide,
  type PersonalityChoice,
} from '@domain/personalities';
import { capitalise } from '@domain/text';

/** The selector label of a named guide, e.g. "Maya (Empathetic)". */
export function guideLabel(guide: NamedGuide): string {
  return `${guide.name} (${capitalise(guide.basePersonality)})`;
}

/** The choice for a built-in personality. */
export function builtInChoice(value: BuiltInPersonality): PersonalityChoice {
  const option = PERSONALITY_OPTIONS.find((candidate) => candidate.value === value);
  return { personalityType: value, label: option?.name ?? capitalise(value) };
}

/**
 * The choice the selection returns to when the selected custom personality is deleted
 * (docs/product.md#personalities).
 */
export const DEFAULT_CHOICE: PersonalityChoice = builtInChoice('default');

/** The choice for a custom personality (or the personalised counselor): its instructions go with it. */
export function customChoice(personality: CustomPersonality): PersonalityChoice {
  return {
    personalityType: personality.id,
    label: personality.id === PERSONALIZED_COUNSELOR_ID ? PERSONALIZED_COUNSELOR_LABEL : personality.name,
    customInstructions: personality.instructions,
    basePersonality: personality.basePersonality,
  };
}

// Custom ids (the personalised counselor included) are matched first, then built-ins, guides and
// counselor profiles; anything else, such as a custom personality deleted since, gets DEFAULT_PERSONALITY.
/** Turns a stored personalityType into a selector choice, for the initial personality. */
export function choiceFor(personalityType: string, customs: CustomPersonality[]): PersonalityChoice {
  const custom = customs.find((candidate) => candidate.id === personalityType);
  if (custom) return customChoice(custom);
  const value = personalityType.trim().toLowerCase();
  const builtIn = PERSONALITY_OPTIONS.find((option) => option.value === value);
  if (builtIn) return builtInChoice(builtIn.value);
  const guide = NAMED_GUIDES.find((candidate) => candidate.id === value);
  if (guide) return { personalityType: guide.id, label: guideLabel(guide) };
  const { profile } = resolvePersonality(value);
  if (profile) {
    return { personalityType: value, label: `${COUNSELOR_PROFILES[profile].name}, your matched counselor` };
  }
  return builtInChoice(DEFAULT_PERSONALITY);
}
