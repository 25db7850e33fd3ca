import { z } from 'zod';
import { conversationId } from './chat-request';
import { counselorMode } from './counselor-modes';
import type { Entitlement } from './plans';

// Counselor training (Elite and VIP; docs/product.md#modes-and-training): a thumbs up or down on a
// reply, with an optional word, teaches preferences that shape later replies.

/** The feature as the upgrade notice names it. */
export const COUNSELOR_TRAINING_FEATURE = 'Personalized counselor training';

/** Whether an entitlement includes counselor training: the elite mode's (Elite and VIP). */
export function trainsCounselor(granted: Pick<Entitlement, 'source' | 'tier'>): boolean {
  return counselorMode(granted) === 'elite';
}

/** The longest word (or few words) a person may add to a rating. */
export const FEEDBACK_NOTE_MAX_LENGTH = 60;

export const REPLY_RATINGS = ['up', 'down'] as const;
export type ReplyRating = (typeof REPLY_RATINGS)[number];

/** `POST /api/chatbot/feedback` body (docs/api.md). */
export const replyFeedbackBody = z.strictObject({
  conversationId,
  messageId: z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'Not a message id'),
  rating: z.enum(REPLY_RATINGS),
  note: z
    .string()
    .trim()
    .max(FEEDBACK_NOTE_MAX_LENGTH, `A note must be at most ${FEEDBACK_NOTE_MAX_LENGTH} characters`)
    .optional(),
});
export type ReplyFeedbackBody = z.infer<typeof replyFeedbackBody>;

/** `POST /api/chatbot/feedback` answer: the preferences the rating taught, if any. */
export interface ReplyFeedbackAnswer {
  taught: { key: PreferenceKey; text: string }[];
}

/**
 * What a note can teach. `asks` names the change whatever the rating ("shorter"); `complaint` teaches it
 * only on a thumbs down ("too long"), `praise` only on a thumbs up ("short"), so "too short" on a thumbs
 * down asks for more detail rather than brevity. `replaces` is the opposite preference, which a new one
 * removes so the prompt never asks for both.
 */
interface PreferenceDef {
  text: string;
  asks: RegExp;
  complaint?: RegExp;
  praise?: RegExp;
  replaces?: PreferenceKey;
}

export const PREFERENCE_KEYS = [
  'shorter',
  'more-detail',
  'fewer-questions',
  'more-practical',
  'gentler',
  'more-direct',
] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

/** Every preference training can teach, by its canonical key (users/{uid}/preferences/{key}). */
export const PREFERENCES: Record<PreferenceKey, PreferenceDef> = {
  shorter: {
    text: 'Keep replies shorter.',
    asks: /\b(shorter|briefer|more concise|less text|tl;?dr)\b/,
    complaint: /\btoo (long|wordy|verbose|much text)\b/,
    praise: /\b(short|brief|concise)\b/,
    replaces: 'more-detail',
  },
  'more-detail': {
    text: 'Go into more detail.',
    asks: /\b(more (detail|depth|in-depth)|longer|elaborate|go deeper)\b/,
    complaint: /\btoo (short|brief|shallow|vague)\b/,
    praise: /\b(detailed|thorough|in-depth)\b/,
    replaces: 'shorter',
  },
  'fewer-questions': {
    text: 'Ask fewer questions.',
    asks: /\b(fewer|less|no more) questions\b/,
    complaint: /\btoo many questions\b/,
  },
  'more-practical': {
    text: 'Be more practical: give concrete steps.',
    asks: /\b(more )?(practical|concrete|actionable)\b/,
    complaint: /\btoo (abstract|theoretical)\b/,
  },
  gentler: {
    text: 'Be gentler.',
    asks: /\b(gentler|softer|kinder|more gentle)\b/,
    complaint: /\btoo (harsh|blunt|direct|pushy)\b/,
    praise: /\b(gentle|kind|warm)\b/,
    replaces: 'more-direct',
  },
  'more-direct': {
    text: 'Be more direct.',
    asks: /\b(more direct|straight(er)? to the point|blunter)\b/,
    complaint: /\btoo (soft|fluffy|wishy-washy)\b/,
    praise: /\b(direct|to the point|straightforward)\b/,
    replaces: 'gentler',
  },
};

/** A preference a rating teaches: its key and the sentence the prompt carries. */
export interface TaughtPreference {
  key: PreferenceKey;
  text: string;
  /** The opposite preference it removes, if any. */
  replaces?: PreferenceKey;
}

/**
 * The preferences a rating and its note teach. Without a word it teaches nothing: a thumbs down alone
 * does not say what to change, nor a thumbs up alone what to keep. A note naming both sides of a pair
 * ("short but detailed") teaches neither.
 */
export function preferencesTaught(rating: ReplyRating, note = ''): TaughtPreference[] {
  const words = note.toLowerCase();
  const matched = PREFERENCE_KEYS.filter((key) => {
    const { asks, complaint, praise } = PREFERENCES[key];
    const judged = rating === 'down' ? complaint : praise;
    return asks.test(words) || (judged?.test(words) ?? false);
  });
  return matched
    .filter((key) => {
      const opposite = PREFERENCES[key].replaces;
      return !opposite || !matched.includes(opposite);
    })
    .map((key) => {
      const { text, replaces } = PREFERENCES[key];
      return replaces ? { key, text, replaces } : { key, text };
    });
}
