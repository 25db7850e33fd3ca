import { collection, onSnapshot, orderBy, query, type Timestamp } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import type { ChatMessage } from '../types';
import { useLiveQuery, type Listen } from '@/lib/use-live-query';

const listenMessages: Listen<ChatMessage[]> = (path, next, fail) =>
  onSnapshot(
    query(collection(firestore(), path), orderBy('createdAt')),
    (snapshot) =>
      next(
        snapshot.docs.map((doc) => ({
          id: doc.id,
          role: doc.get('role') as ChatMessage['role'],
          content: doc.get('content') as string,
          timestamp: (doc.get('createdAt') as Timestamp).toDate(),
          provider: doc.get('provider') as ChatMessage['provider'],
          notice: doc.get('notice') as string | undefined,
          stopped: doc.get('stopped') as boolean | undefined,
          stored: true,
          rating: doc.get('feedback.rating') as ChatMessage['rating'],
        })),
      ),
    fail,
  );

/** The stored messages of one conversation in order, kept live; none without a conversation. */
export function useMessages(uid: string, conversationId: string | undefined) {
  return useLiveQuery(
    conversationId ? `users/${uid}/conversations/${conversationId}/messages` : undefined,
    listenMessages,
  );
}
