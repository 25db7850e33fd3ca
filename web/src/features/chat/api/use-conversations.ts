import type { SupportType } from '@domain/chat';
import { SESSION_RULES } from '@domain/plans';
import { collection, limit, onSnapshot, orderBy, query, type Timestamp } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { useLiveQuery, type Listen } from '@/lib/use-live-query';

/** A stored conversation as the history list shows it. */
export interface ConversationSummary {
  id: string;
  title: string;
  supportType: SupportType;
  lastMessageAt: Date;
  /** When the conversation first reached crisis: its later replies keep the help one tap away. */
  crisisAt?: Date;
}

const RECENT_COUNT = 20;

const listenConversations: Listen<ConversationSummary[]> = (path, next, fail) =>
  onSnapshot(
    query(collection(firestore(), path), orderBy('lastMessageAt', 'desc'), limit(RECENT_COUNT)),
    (snapshot) =>
      next(
        snapshot.docs.map((doc) => {
          const crisisAt = doc.get('crisisAt') as Timestamp | undefined;
          return {
            id: doc.id,
            title: doc.get('title') as string,
            supportType: doc.get('supportType') as SupportType,
            lastMessageAt: (doc.get('lastMessageAt') as Timestamp).toDate(),
            ...(crisisAt && { crisisAt: crisisAt.toDate() }),
          };
        }),
      ),
    fail,
  );

/** The user's 20 most recent conversations, newest first, kept live. */
export function useConversations(uid: string) {
  return useLiveQuery(`users/${uid}/conversations`, listenConversations);
}

/**
 * The conversation to reopen on arrival: the newest of this support type, if it is still within its
 * session (the server's idle window), so coming back soon continues where the person left off.
 */
export function recentConversation(
  conversations: ConversationSummary[],
  supportType: SupportType,
  now: number,
): ConversationSummary | undefined {
  const newest = conversations.find((conversation) => conversation.supportType === supportType);
  if (!newest) return undefined;
  return now - newest.lastMessageAt.getTime() <= SESSION_RULES.idleMinutes * 60_000 ? newest : undefined;
}
