/** Small helpers of the offline counselor: templates, sentences and the seeded choice. */
import type { Ctx, Line, Rng } from './types.js';

/** Whether the message is hard going: a high or heavy mood. */
export function isHeavy(c: Ctx): boolean {
  return c.mood === 'high' || c.mood === 'heavy';
}

/** A template's text for this message. */
export function render(line: Line, c: Ctx): string {
  return typeof line === 'string' ? line : line(c);
}

/** Joins the non-empty sentences with spaces. */
export function joinSentences(...parts: string[]): string {
  return parts.filter((p) => p.length > 0).join(' ');
}

/** Lower-cases a fragment's first word where it is an ordinary word, for use mid-sentence. */
export function decap(text: string): string {
  // "A", "Box" and "Try" lower-case; "I", "5-4-3-2-1" and acronyms stay as they are.
  return /^(?:A |[A-Z][a-z])/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** One item of a non-empty list, chosen by `rng`. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A 32-bit FNV-1a hash of text, to seed the variation from the conversation. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mixes numbers into one 32-bit seed. */
export function mix(...values: number[]): number {
  return values.reduce((h, v) => Math.imul(h ^ (v >>> 0), 0x85ebca6b) ^ (h >>> 13), 0x9747b28c) >>> 0;
}

/** A tiny seeded PRNG: replies vary from turn to turn, yet a test can pin them with a seed. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
