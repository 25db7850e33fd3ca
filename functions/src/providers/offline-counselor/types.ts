/** The words every part of the offline counselor shares: the request, the facts read from it, templates. */
import type { BuiltInPersonality, ChatTurn, SupportType } from '@domain/chat';
import type { CounselorMode } from '@domain/counselor-modes';

/** What the offline counselor needs to answer one user message. */
export interface OfflineRequest {
  /** The conversation so far; the last turn is the user's new message. */
  messages: ChatTurn[];
  supportType: SupportType;
  personality: BuiltInPersonality;
  /** The plan's mode: the advanced and elite ones add structured CBT work and homework; supportive by default. */
  mode?: CounselorMode;
  /** Pins the variation for tests; by default it comes from the conversation itself. */
  seed?: number;
}

export type Rng = () => number;
export type Mood = 'high' | 'heavy' | 'neutral' | 'positive';
export type Family =
  | 'panic'
  | 'anxiety'
  | 'stress'
  | 'overwhelm'
  | 'low'
  | 'hopeless'
  | 'lonely'
  | 'anger'
  | 'tired'
  | 'shame'
  | 'stuck'
  | 'hurt'
  | 'positive';
export type TopicId =
  | 'exams'
  | 'study'
  | 'work'
  | 'partner'
  | 'friends'
  | 'family'
  | 'sleep'
  | 'money'
  | 'health'
  | 'loneliness'
  | 'loss'
  | 'meaning';
export type Layout = 'prose' | 'dashes' | 'numbered';
export type TraditionId =
  | 'stoic'
  | 'existentialist'
  | 'socratic'
  | 'zen'
  | 'classical'
  | 'christian'
  | 'poetic'
  | 'analytical'
  | 'humorous';

/** Everything a template may say about this message; absent facts are null so templates can opt out. */
export interface Ctx {
  first: boolean;
  mood: Mood;
  /** A short fragment of the user's words, pronouns turned to "you". */
  said: string | null;
  /** The fragment reads as a clause ("you hate your job"), not just a phrase ("exams next week"). */
  clause: boolean;
  /** The fragment is the user's own question ("should you quit your job"). */
  question: boolean;
  /** The fragment is a judgement on the self ("you're such an idiot"): to be heard, never agreed with. */
  harsh: boolean;
  feeling: string | null;
  /** The fragment already names the feeling, so saying it again would sound like an echo. */
  feelingSaid: boolean;
  topic: string | null;
  /** Topic phrase, or "this" when none was found: safe in any sentence. */
  about: string;
  /** For productivity: what the user needs to get done ("finish your thesis"). */
  task: string | null;
  /** A topic from an earlier user message that this one does not mention. */
  earlier: string | null;
  distortion: FoundDistortion | null;
}

/** A template: fixed text, or text built from the context. */
export type Line = string | ((c: Ctx) => string);
/** A template that only fits when the facts it needs are present. */
export type Maybe = (c: Ctx) => string | null;

export interface DistortionDef {
  id: string;
  name: string;
  /** The first capture group is the trigger the naming quotes back. */
  patterns: readonly RegExp[];
  naming: readonly ((trigger: string) => string)[];
  reframes: readonly ((trigger: string) => string)[];
}

export interface FoundDistortion {
  def: DistortionDef;
  trigger: string;
}
