import { MEMORY_PROPOSAL_LIMITS, proposeMemories, screenProposals } from '@domain/memory-proposals';
import { claimMessagesForMemory } from '../data/conversations.js';
import { addCounselorMemories, memoryEnabled, readMemoryTexts } from '../data/memories.js';
import { ApiError } from '../errors.js';
import { aiProvider } from '../providers/ai-provider.js';
import { modelCallAllowed } from '../rate-limit.js';

/**
 * Proposes what to remember from the person's messages in a conversation not read for it before, and
 * stores what passes the screen (supported by those messages, no crisis content, new, within the
 * limits) as the counselor's items. Messages read while memory is paused give nothing, then or later.
 * Throws not_found for a conversation the person does not have.
 */
export async function proposeFromConversation(
  uid: string,
  conversationId: string,
  now = new Date(),
): Promise<{ id: string; text: string }[]> {
  const [messages, enabled, existing] = await Promise.all([
    claimMessagesForMemory(uid, conversationId, MEMORY_PROPOSAL_LIMITS.messagesRead),
    memoryEnabled(uid),
    readMemoryTexts(uid),
  ]);
  if (!messages) throw new ApiError('not_found', 'No such conversation');
  if (!enabled || messages.length === 0) return [];
  // A model's proposal counts against the person's daily model calls; past them, the offline proposer.
  const proposed = (await modelCallAllowed(uid, now))
    ? await aiProvider().proposeMemories(messages)
    : proposeMemories(messages);
  return addCounselorMemories(uid, screenProposals(proposed, { userMessages: messages, existing }));
}
