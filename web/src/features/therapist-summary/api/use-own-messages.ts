import type { SummaryMessage, SummaryRange } from '@domain/therapist-summary';
import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where, type Timestamp } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { rangeBounds } from './range-bounds';

/** What the person wrote to the counselor and the philosopher in the range, oldest first. */
async function ownMessages(uid: string, range: SummaryRange): Promise<SummaryMessage[]> {
  const { start, end } = rangeBounds(range);
  const conversations = await getDocs(
    query(collection(firestore(), 'users', uid, 'conversations'), where('lastMessageAt', '>=', start)),
  );
  const perConversation = await Promise.all(
    conversations.docs.map((conversation) =>
      getDocs(
        query(
          collection(conversation.ref, 'messages'),
          where('createdAt', '>=', start),
          where('createdAt', '<', end),
          orderBy('createdAt'),
        ),
      ),
    ),
  );
  return perConversation
    .flatMap((messages) => messages.docs)
    .filter((message) => message.get('role') === 'user')
    .map((message) => ({
      id: message.id,
      content: message.get('content') as string,
      createdAt: (message.get('createdAt') as Timestamp).toDate(),
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The person's own chat messages in the range, read once per range: the excerpts they may tick. */
export function useOwnMessages(uid: string, range: SummaryRange | undefined) {
  return useQuery({
    queryKey: ['summary-messages', uid, range?.from, range?.to],
    queryFn: () => ownMessages(uid, range!),
    enabled: range !== undefined,
  });
}
