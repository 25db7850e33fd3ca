import { MEMORY_LIMITS } from '@domain/memory';
import { useEffect, useRef } from 'react';
import { apiRequest } from '@/lib/api-client';

/** Asks the server to propose what to remember from a conversation (it creates the items itself). */
export function proposeMemories(conversationId: string): Promise<unknown> {
  return apiRequest('/api/memories/propose', { method: 'POST', body: { conversationId } });
}

/**
 * When the chat leaves a conversation (a new one is started, another opened, or the page left) in
 * which the person wrote at least MEMORY_LIMITS.proposeAfterUserMessages messages, asks for proposals
 * from it. Nothing waits for the answer: the items show on the memory screen, and a failure only
 * means nothing is proposed this time (the server skips messages it has already read).
 */
export function useProposeMemoriesOnLeave(conversationId: string | undefined, userMessages: number) {
  const count = useRef(userMessages);
  useEffect(() => {
    count.current = userMessages;
  });
  useEffect(
    () => () => {
      if (!conversationId || count.current < MEMORY_LIMITS.proposeAfterUserMessages) return;
      proposeMemories(conversationId).catch((error) => console.error('Proposing memories failed', error));
    },
    [conversationId],
  );
}
