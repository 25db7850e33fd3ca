import type { SupportType } from '@domain/chat';
import type { SafetyLevel } from '@domain/safety';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../admin.js';

const TITLE_LENGTH = 60;

const conversations = (uid: string) => adminDb().collection(`users/${uid}/conversations`);

/** A stored conversation's server-side state. */
export interface ConversationState {
  id: string;
  lastMessageAt: Date;
  sessionUserMessages: number;
  disclosedAt: Date | undefined;
}

/** Reads a conversation of `uid`, or undefined when there is none with that id. */
export async function readConversation(uid: string, id: string): Promise<ConversationState | undefined> {
  const data = (await conversations(uid).doc(id).get()).data();
  if (!data) return undefined;
  return {
    id,
    lastMessageAt: (data.lastMessageAt as Timestamp).toDate(),
    sessionUserMessages: data.sessionUserMessages as number,
    disclosedAt: (data.disclosedAt as Timestamp | undefined)?.toDate(),
  };
}

/** A new conversation's id, to record its first message under. */
export function newConversationId(uid: string): string {
  return conversations(uid).doc().id;
}

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
    newSession: boolean;
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
      sessionStartedAt: now,
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
    ...(message.newSession
      ? { sessionStartedAt: now, sessionUserMessages: 1 }
      : { sessionUserMessages: FieldValue.increment(1) }),
  });
  await batch.commit();
}

/**
 * Records the assistant's reply. A reply that carries the AI disclosure keeps it, so the history
 * shows it where it was said, and the conversation notes when it was last shown.
 */
export async function recordReply(
  uid: string,
  conversationId: string,
  reply: { content: string; now: Date; notice: string | undefined; provider: string },
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
  });
  batch.update(ref, {
    messageCount: FieldValue.increment(1),
    ...(reply.notice ? { disclosedAt: at } : {}),
  });
  await batch.commit();
}

/** Deletes a conversation and all its messages; false when there was none. */
export async function deleteConversation(uid: string, conversationId: string): Promise<boolean> {
  const ref = conversations(uid).doc(conversationId);
  if (!(await ref.get()).exists) return false;
  await adminDb().recursiveDelete(ref);
  return true;
}
