import type { ReplyRating } from '@domain/counselor-training';
import { collection, orderBy, query } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { toDate } from '@/lib/live-list';
import { queryListener } from '@/lib/live-listeners';
import { useLiveQuery } from '@/lib/use-live-query';
import type { ChatMessage } from '../types';

const listenMessages = queryListener(
  (path) => query(collection(firestore(), path), orderBy('createdAt')),
  (data, { id }): ChatMessage => ({
    id,
    role: data.role as ChatMessage['role'],
    content: data.content as string,
    timestamp: toDate(data.createdAt),
    provider: data.provider as ChatMessage['provider'],
    notice: data.notice as string | undefined,
    stopped: data.stopped as boolean | undefined,
    stored: true,
    rating: (data.feedback as { rating?: ReplyRating } | undefined)?.rating,
  }),
);

/** The stored messages of one conversation in order, kept live; none without a conversation. */
export function useMessages(uid: string, conversationId: string | undefined) {
  return useLiveQuery(
    conversationId ? `users/${uid}/conversations/${conversationId}/messages` : undefined,
    listenMessages,
  );
}
