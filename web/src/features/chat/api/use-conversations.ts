import type { SupportType } from '@domain/chat';
import { SESSION_RULES } from '@domain/plans';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { toDate } from '@/lib/live-list';
import { queryListener } from '@/lib/live-listeners';
import { useLiveQuery } from '@/lib/use-live-query';

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

const listenConversations = queryListener(
  (path) => query(collection(firestore(), path), orderBy('lastMessageAt', 'desc'), limit(RECENT_COUNT)),
  (data, { id }): ConversationSummary => ({
    id,
    title: data.title as string,
    supportType: data.supportType as SupportType,
    lastMessageAt: toDate(data.lastMessageAt),
    ...(data.crisisAt ? { crisisAt: toDate(data.crisisAt) } : {}),
  }),
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
