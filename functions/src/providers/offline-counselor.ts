/**
 * The offline counselor: answers the chat when no OpenAI key is configured, with no network and no model.
 * It reads the user's last message (feelings, topics, thinking traps, boundaries), then a small composer
 * fills a per-support-type plan of paragraphs from the data tables in offline-counselor/, in the chosen
 * personality's voice. Crisis content never reaches it: the safety layer answers that first.
 */
import { compose } from './offline-counselor/composer.js';
import { fnv1a, mix, mulberry32 } from './offline-counselor/helpers.js';
import { read } from './offline-counselor/reading.js';
import type { OfflineRequest } from './offline-counselor/types.js';

export type { OfflineRequest } from './offline-counselor/types.js';

/** A reply grounded in the user's last message, never identical to the previous assistant reply. */
export function offlineReply(request: OfflineRequest): string {
  const { messages } = request;
  const lastUser = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const previous = [...messages].reverse().find((m) => m.role === 'assistant')?.content ?? null;
  const userTurns = messages.filter((m) => m.role === 'user');
  const earlierUserText = userTurns
    .slice(0, -1)
    .map((m) => m.content)
    .join('\n');
  const seed = mix(
    fnv1a(messages.map((m) => `${m.role}:${m.content}`).join('\u0001')),
    userTurns.length,
    request.seed ?? 0,
  );

  const reading = read(lastUser, earlierUserText, request.supportType, userTurns.length <= 1);
  // Each attempt reshuffles every choice; one of them almost always differs from the last reply.
  for (let attempt = 0; attempt < 12; attempt++) {
    const rng = mulberry32(seed + attempt * 0x9e3779b9);
    const reply = compose(reading, request, rng, previous);
    if (reply !== previous) return reply;
  }
  return `Coming at this from another angle: ${compose(reading, request, mulberry32(seed ^ 0xabcdef), previous)}`;
}
