import type { ChatTurn, SupportType } from '@domain/chat';
import type { ReplyRating } from '@domain/counselor-training';
import type { SessionState } from '@domain/plans';
import type { SafetyLevel } from '@domain/safety';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { adminDb } from '../admin.js';

const TITLE_LENGTH = 60;

const conversations = (uid: string) => adminDb().collection(`users/${uid}/conversations`);

/**
 * A stored conversation's server-side state. As a SessionState, `lastMessageAt` is the last message
 * its session counted: crisis messages are not counted, so they neither open nor extend a session.
 */
export interface ConversationState extends SessionState {
  id: string;
  disclosedAt: Date | undefined;
  /** When a message of this conversation was first a crisis. */
  crisisAt: Date | undefined;
}

/** Reads a conversation of `uid`, or undefined when there is none with that id. */
export async function readConversation(uid: string, id: string): Promise<ConversationState | undefined> {
  const data = (await conversations(uid).doc(id).get()).data();
  if (!data) return undefined;
  const sessionLastMessageAt = (data.sessionLastMessageAt ?? data.lastMessageAt) as Timestamp;
  return {
    id,
    lastMessageAt: sessionLastMessageAt.toDate(),
    sessionUserMessages: data.sessionUserMessages as number,
    disclosedAt: (data.disclosedAt as Timestamp | undefined)?.toDate(),
    crisisAt: (data.crisisAt as Timestamp | undefined)?.toDate(),
  };
}

/** The last `turns` messages of a conversation as the server stored them, oldest first. */
export async function readHistory(uid: string, id: string, turns: number): Promise<ChatTurn[]> {
  const latest = await conversations(uid)
    .doc(id)
    .collection('messages')
    .orderBy('createdAt', 'desc')
    .limit(turns)
    .get();
  // An empty message (a reply stored before empty answers were refused) is no turn to show a model.
  return latest.docs
    .reverse()
    .map((doc) => ({ role: doc.get('role') as ChatTurn['role'], content: doc.get('content') as string }))
    .filter((turn) => turn.content.trim() !== '');
}

/** A new conversation's id, to record its first message under. */
export function newConversationId(uid: string): string {
  return conversations(uid).doc().id;
}

/** What a user message does to its conversation's session: opens one, counts in it, or neither (a crisis). */
export type SessionStep = 'new' | 'continue' | 'none';

/**
 * Records a user message, starting the conversation with it when `start` is given. It is stored
 * as the reply begins, so nothing the person wrote is lost if the reply fails.
 */
export async function recordUserMessage(
  uid: string,
  conversationId: string,
  message: {
    content: string;
    now: Date;
    session: SessionStep;
    safety: SafetyLevel;
    start?: { supportType: SupportType; personalityType: string };
  },
) {
  const ref = conversations(uid).doc(conversationId);
  const now = Timestamp.fromDate(message.now);
  const batch = adminDb().batch();
  if (message.start) {
    batch.create(ref, {
      ...message.start,
      title: message.content.replace(/\s+/g, ' ').trim().slice(0, TITLE_LENGTH),
      createdAt: now,
      lastMessageAt: now,
      sessionUserMessages: 0,
      messageCount: 0,
    });
  }
  batch.create(ref.collection('messages').doc(), {
    role: 'user',
    content: message.content,
    createdAt: now,
    safety: message.safety,
  });
  batch.update(ref, {
    lastMessageAt: now,
    messageCount: FieldValue.increment(1),
    ...(message.session === 'new' && {
      sessionStartedAt: now,
      sessionLastMessageAt: now,
      sessionUserMessages: 1,
    }),
    ...(message.session === 'continue' && {
      sessionLastMessageAt: now,
      sessionUserMessages: FieldValue.increment(1),
    }),
    ...(message.safety === 'crisis' && { crisisAt: now }),
  });
  await batch.commit();
}

/**
 * Closes the session a message opened, after its reply failed and the session was given back: the
 * next message must open (and count) one of its own.
 */
export async function closeSession(uid: string, conversationId: string) {
  await conversations(uid).doc(conversationId).update({ sessionUserMessages: 0 });
}

/**
 * Records the assistant's reply. A reply that carries the AI disclosure keeps it, so the history
 * shows it where it was said, and the conversation notes when it was last shown.
 */
export async function recordReply(
  uid: string,
  conversationId: string,
  reply: { content: string; now: Date; notice: string | undefined; provider: string; stopped: boolean },
) {
  const ref = conversations(uid).doc(conversationId);
  // A millisecond after the user message, so ordering by time keeps question before answer.
  const at = Timestamp.fromMillis(reply.now.getTime() + 1);
  const batch = adminDb().batch();
  batch.create(ref.collection('messages').doc(), {
    role: 'assistant',
    content: reply.content,
    createdAt: at,
    provider: reply.provider,
    ...(reply.notice ? { notice: reply.notice } : {}),
    ...(reply.stopped && { stopped: true }),
  });
  batch.update(ref, {
    messageCount: FieldValue.increment(1),
    ...(reply.notice ? { disclosedAt: at } : {}),
  });
  await batch.commit();
}

/**
 * A conversation's stop request: a document of its own, so the reply's listener wakes (and is billed)
 * only for a Stop, never for the conversation's own writes as the reply is stored.
 */
const stopRequest = (uid: string, conversationId: string) =>
  conversations(uid).doc(conversationId).collection('control').doc('stop');

/**
 * Asks the reply being written in a conversation to stop (the Stop button). It goes through Firestore
 * because the instance writing the reply may not be the one that got this request; false when there
 * is no such conversation.
 */
export async function requestStop(uid: string, conversationId: string, at: Date): Promise<boolean> {
  if (!(await conversations(uid).doc(conversationId).get()).exists) return false;
  await stopRequest(uid, conversationId).set({ requestedAt: Timestamp.fromDate(at) });
  return true;
}

/** Calls `onStop` when a stop is asked for in the conversation from `since` on; returns the unsubscribe. */
export function watchStopRequest(
  uid: string,
  conversationId: string,
  since: Date,
  onStop: () => void,
): () => void {
  return stopRequest(uid, conversationId).onSnapshot(
    (snapshot) => {
      const at = snapshot.get('requestedAt') as Timestamp | undefined;
      if (at && at.toMillis() >= since.getTime()) onStop();
    },
    // Without the listener the reply still stops when the connection closes.
    (error) => logger.warn('stop listener failed', { conversationId, error: String(error) }),
  );
}

/**
 * Keeps a person's rating of a reply on the message (counselor training), replacing any earlier one;
 * false when the conversation has no such reply.
 */
export async function rateReply(
  uid: string,
  conversationId: string,
  messageId: string,
  feedback: { rating: ReplyRating; note?: string | undefined; now: Date },
): Promise<boolean> {
  const ref = conversations(uid).doc(conversationId).collection('messages').doc(messageId);
  const message = await ref.get();
  if (message.get('role') !== 'assistant') return false;
  await ref.update({
    feedback: {
      rating: feedback.rating,
      ...(feedback.note && { note: feedback.note }),
      at: Timestamp.fromDate(feedback.now),
    },
  });
  return true;
}

/**
 * The person's messages in a conversation not yet read for memory proposals, oldest first (the
 * latest `max`, none the chat stored as a crisis), marked as read so a second call for the same
 * messages gets none; undefined when there is no such conversation.
 */
export async function claimMessagesForMemory(
  uid: string,
  conversationId: string,
  max: number,
): Promise<string[] | undefined> {
  const ref = conversations(uid).doc(conversationId);
  const range = await adminDb().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return undefined;
    const from = (snapshot.get('memoryProposedThrough') as number | undefined) ?? 0;
    const to = snapshot.get('messageCount') as number;
    if (to > from) transaction.update(ref, { memoryProposedThrough: to });
    return { from, to };
  });
  if (!range || range.to <= range.from) return range && [];
  const messages = await ref
    .collection('messages')
    .orderBy('createdAt')
    .offset(range.from)
    .limit(range.to - range.from)
    .get();
  return messages.docs
    .filter((message) => message.get('role') === 'user' && message.get('safety') !== 'crisis')
    .map((message) => String(message.get('content')))
    .slice(-max);
}

/** Deletes a conversation and all its messages; false when there was none. */
export async function deleteConversation(uid: string, conversationId: string): Promise<boolean> {
  const ref = conversations(uid).doc(conversationId);
  if (!(await ref.get()).exists) return false;
  await adminDb().recursiveDelete(ref);
  return true;
}
