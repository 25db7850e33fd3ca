import { z } from 'zod';
import {
  CRISIS_RESOURCES,
  crisisResourcesFor,
  EMERGENCY_NOTE,
  emergencyNote,
  type CrisisResource,
} from './crisis-resources';
import { CRISIS_REPLY_TEXT, type ReplyLanguage } from './crisis-reply-text';
import type { CrisisLanguage } from './crisis-languages';

/**
 * Crisis safety's vocabulary and texts, light enough for the browser. The assessor itself lives in
 * `crisis-assessor.ts` (server only: it loads a language model).
 *
 * Three levels:
 * - 'crisis': risk to life or safety now, of one of the `CRISIS_KINDS` (after the Columbia Suicide
 *   Severity Rating Scale and safe-messaging practice). The reply starts with the crisis lines,
 *   whatever the model then says or fails to say.
 * - 'concern': distress without risk, or someone else at risk ('friend-risk': the reply carries the
 *   lines for helping a friend).
 * - 'none': everything else, including idioms, fiction, news, study and work about suicide, and
 *   recovery told in the past tense.
 */

export const SAFETY_LEVELS = ['none', 'concern', 'crisis'] as const;
export type SafetyLevel = (typeof SAFETY_LEVELS)[number];

/** The kinds of risk that make a message a crisis. */
export const CRISIS_KINDS = [
  'passive-ideation',
  'active-ideation',
  'method-lethality',
  'means',
  'plan',
  'preparation',
  'attempt',
  'self-injury',
  'harm-to-others',
  'danger-from-others',
] as const;
export type CrisisKind = (typeof CRISIS_KINDS)[number];

/**
 * What a 'concern' can be about. 'unclear-risk': something in the message may be risk, but it is not
 * said; the reply asks (`SAFETY_QUESTION`).
 */
export const CONCERN_KINDS = ['distress', 'friend-risk', 'unclear-risk'] as const;
export type ConcernKind = (typeof CONCERN_KINDS)[number];

/** Every kind the assessor names. */
export type RiskKind = CrisisKind | ConcernKind;
export const RISK_KINDS: readonly RiskKind[] = [...CRISIS_KINDS, ...CONCERN_KINDS];

/** Kinds of messages that are not a crisis though they may look like one (for evaluation sets). */
export const NON_CRISIS_KINDS = [
  'distress',
  'idiom',
  'fiction-news',
  'study-work',
  'recovery',
  'friend-risk',
  'everyday',
] as const;
export type NonCrisisKind = (typeof NON_CRISIS_KINDS)[number];
export type MessageKind = CrisisKind | NonCrisisKind;

// Re-exported so callers need one module for the lines.
export { CRISIS_RESOURCES, EMERGENCY_NOTE, type CrisisResource };

const DOMESTIC_VIOLENCE_HOTLINE: CrisisResource = {
  name: 'National Domestic Violence Hotline',
  contact: 'Call 1-800-799-7233 or text START to 88788 (US)',
  url: 'https://www.thehotline.org',
};

/** The line every conversation opens with (and repeats after `DISCLOSURE_REPEAT_AFTER_MS`). */
export const AI_DISCLOSURE =
  'I am an AI counselor, not a person and not a therapist. In an emergency, please contact a crisis line such as 988 (US) or your local emergency number.';

/** How long a continuous conversation runs before the AI disclosure is shown again: 3 hours. */
export const DISCLOSURE_REPEAT_AFTER_MS = 3 * 60 * 60 * 1000;

/** A verdict on a message: its level and the kinds of risk found. */
export interface SafetyAssessment {
  level: SafetyLevel;
  kinds: RiskKind[];
}

const RANK: Record<SafetyLevel, number> = { none: 0, concern: 1, crisis: 2 };

/** Whether `a` is a higher level than `b`. */
export function isHigher(a: SafetyLevel, b: SafetyLevel): boolean {
  return RANK[a] > RANK[b];
}

/** The highest of several verdicts (lexicon, moderation, model), with every kind they found: nothing lowers a crisis. */
export function highestAssessment(...assessments: (SafetyAssessment | undefined)[]): SafetyAssessment {
  const present = assessments.filter((item): item is SafetyAssessment => item !== undefined);
  const level = present.reduce<SafetyLevel>(
    (top, item) => (isHigher(item.level, top) ? item.level : top),
    'none',
  );
  const kinds = new Set(present.flatMap((item) => item.kinds));
  return { level, kinds: RISK_KINDS.filter((kind) => kinds.has(kind)) };
}

/** The highest level among the parts of a message, with the kinds of the parts at that level only. */
export function strongestAssessment(verdicts: readonly SafetyAssessment[]): SafetyAssessment {
  const top = highestAssessment(...verdicts).level;
  return highestAssessment(...verdicts.filter((verdict) => verdict.level === top));
}

/** The `safety` object every chat API response carries (and the stream's first `safety` event). */
export interface SafetyInfo {
  level: SafetyLevel;
  kinds?: RiskKind[];
  /** The lines to show: on a crisis, and on a friend at risk. */
  resources?: CrisisResource[];
  /** What to do in immediate danger, with the person's emergency number where known. */
  emergency?: string;
  /** The conversation reached crisis earlier: keep the help panel offered. */
  ongoing?: boolean;
  /** The language the person wrote in, where ReflectAI reads it and it is not English: the help panel's. */
  language?: CrisisLanguage;
}

/** Where the person is and what the conversation has been, for the response. */
export interface SafetyContext {
  country?: string;
  /** The conversation reached crisis before this message. */
  earlierCrisis?: boolean;
  /** The language of the message (`messageLanguage`), where ReflectAI reads it. */
  language?: CrisisLanguage | undefined;
}

/** The `safety` object of a chat API response: crisis and a friend at risk carry the resources. */
export function safetyResponse(assessment: SafetyAssessment, context: SafetyContext = {}): SafetyInfo {
  const ongoing = context.earlierCrisis === true;
  const withLines = assessment.level === 'crisis' || ongoing || assessment.kinds.includes('friend-risk');
  return {
    level: assessment.level,
    ...(assessment.kinds.length > 0 ? { kinds: assessment.kinds } : {}),
    ...(withLines
      ? {
          resources: crisisResourcesFor(context.country, context.language),
          emergency: CRISIS_REPLY_TEXT[context.language ?? 'en'].emergency(context.country),
        }
      : {}),
    ...(ongoing ? { ongoing } : {}),
    ...(withLines && context.language ? { language: context.language } : {}),
  };
}

function resourceLine(resource: CrisisResource): string {
  return `${resource.name}: ${resource.contact}${resource.url ? `, ${resource.url}` : ''}`;
}

const SUICIDE_KINDS: readonly RiskKind[] = [
  'passive-ideation',
  'active-ideation',
  'method-lethality',
  'means',
  'plan',
  'preparation',
  'attempt',
];

/**
 * The lines a crisis reply starts with, before any model text: sent first so they reach the person
 * even when the model then fails. With `grounding`, it is the whole reply, written by us, for when
 * no model answers (no plan, past a cap): it then gives one grounding step too. In `language`, the
 * language the person wrote in (`messageLanguage`), where it is one ReflectAI reads.
 */
export function crisisReply(
  kinds: readonly RiskKind[],
  country?: string,
  { grounding = false, language = 'en' }: { grounding?: boolean; language?: ReplyLanguage } = {},
): string {
  const text = CRISIS_REPLY_TEXT[language];
  const paragraphs = [
    text.opening,
    [text.reachOut].concat(crisisResourcesFor(country, language).map(resourceLine)).join('\n'),
    text.emergency(country),
  ];
  if (kinds.includes('attempt')) paragraphs.splice(1, 0, text.attempt);
  if (kinds.includes('danger-from-others')) {
    // The US domestic violence line ReflectAI started with, for an English reply only.
    const hotline = `${DOMESTIC_VIOLENCE_HOTLINE.name} (US), 24/7: ${DOMESTIC_VIOLENCE_HOTLINE.contact}, ${DOMESTIC_VIOLENCE_HOTLINE.url}.`;
    paragraphs.push(language === 'en' ? `${text.dangerFromOthers} ${hotline}` : text.dangerFromOthers);
  }
  if (kinds.includes('harm-to-others')) paragraphs.push(text.harmToOthers);
  if (kinds.some((kind) => SUICIDE_KINDS.includes(kind) || kind === 'self-injury'))
    paragraphs.push(text.moveAway);
  if (grounding) paragraphs.push(text.grounding);
  paragraphs.push(text.stillHere);
  return paragraphs.join('\n\n');
}

/**
 * What a reply ends with where risk may be there but is not said (concern, 'unclear-risk'): the
 * direct, kind question a counsellor asks. The answer then decides (`assessConversation`).
 */
export const SAFETY_QUESTION =
  'Can I ask you something directly, because it matters: are you having thoughts of ending your life, or of hurting yourself? Whatever the answer, you can tell me. If you need someone right now, Get help is one tap away.';

/** Whether a stored reply ended with the safety question. */
export function asksSafetyQuestion(reply: string): boolean {
  return reply.trimEnd().endsWith(SAFETY_QUESTION);
}

/** What a reply about a friend at risk ends with: how to help them, and the lines that help helpers too. */
export function friendSupportNote(country?: string): string {
  return [
    'If you think your friend might act on these thoughts, you can call or text a crisis line yourself: they help people who are worried about someone else, too.',
    crisisResourcesFor(country).map(resourceLine).join('\n'),
    `${emergencyNote(country)} If your friend is in danger right now, call for them.`,
  ].join('\n\n');
}

/**
 * What a model classifying a message returns (structured output): the level, the kind it saw
 * (`none` where there is no risk) and a short rationale for the logs.
 */
export const modelSafetyVerdict = z
  .object({
    level: z.enum(SAFETY_LEVELS),
    kind: z.enum(['none', ...CRISIS_KINDS, ...CONCERN_KINDS]),
    rationale: z.string(),
  })
  .strict();
export type ModelSafetyVerdict = z.infer<typeof modelSafetyVerdict>;

/** The instructions for a model asked to classify the person's latest message. */
export const SAFETY_CLASSIFIER_PROMPT = [
  'You classify messages sent to an AI emotional-support app for crisis risk, as a clinician trained in the Columbia Suicide Severity Rating Scale would.',
  'You are given the last few messages the person sent, oldest first; classify the risk they show now, judging the last message in the light of the earlier ones.',
  `level "crisis": risk to life or safety now, with kind one of: ${CRISIS_KINDS.join(', ')}. Passive ideation (wishing to be dead) is crisis. So is someone in immediate danger from another person.`,
  'level "concern": distress without risk (kind "distress"), someone else at risk who is not in danger this minute (kind "friend-risk"), or words that may hint at suicide or self-harm without saying it, where a counsellor would ask (kind "unclear-risk").',
  'level "none" (kind "none"): no risk, including idioms ("this commute is killing me"), fiction, news, study or work about suicide, and recovery told in the past tense.',
  'When unsure between crisis and concern, choose crisis. The rationale is one short sentence.',
].join('\n');

/** A model's verdict as an assessment, on the same scale as the lexicon's. */
export function fromModelVerdict(verdict: ModelSafetyVerdict): SafetyAssessment {
  const kind = RISK_KINDS.find((known) => known === verdict.kind);
  return { level: verdict.level, kinds: kind ? [kind] : [] };
}
