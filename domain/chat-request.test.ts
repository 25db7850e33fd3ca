import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from './chat';
import { chatMessageBody, conversationId } from './chat-request';
import { DEFAULT_PERSONALITY } from './personalities';

const user = (content: string) => ({ role: 'user' as const, content });
const valid = { messages: [user('Hello')], supportType: 'emotional' as const };
const issues = (body: unknown) => chatMessageBody.safeParse(body).error?.issues.map((issue) => issue.message);

describe('the chat request', () => {
  it('should fill in the default personality and trim what it reads', () => {
    expect(chatMessageBody.parse({ ...valid, messages: [user('  Hello  ')] })).toEqual({
      messages: [user('Hello')],
      supportType: 'emotional',
      personalityType: DEFAULT_PERSONALITY,
    });
  });

  it('should read only the new message, whatever turns an older client sends before it', () => {
    const turns = Array.from({ length: CHAT_LIMITS.historyTurns + 5 }, (_, index) =>
      index % 2 === 0 ? user(`turn ${index}`) : { role: 'assistant' as const, content: `turn ${index}` },
    );
    // An empty or malformed earlier turn (an empty reply an older client kept) fails nothing.
    const stale = [...turns, { role: 'assistant', content: '' }, { role: 'robot' }, user('now')];
    expect(chatMessageBody.parse({ ...valid, messages: stale }).messages).toEqual([user('now')]);
  });

  it('should refuse an empty conversation, an empty or too long message, and a last turn not from the person', () => {
    expect(issues({ ...valid, messages: [] })).toEqual(['At least one message is required']);
    expect(issues({ ...valid, messages: [user('   ')] })).toEqual(['A message cannot be empty']);
    expect(issues({ ...valid, messages: [user('x'.repeat(CHAT_LIMITS.messageMaxLength + 1))] })).toEqual([
      `A message must be at most ${CHAT_LIMITS.messageMaxLength} characters`,
    ]);
    expect(issues({ ...valid, messages: [user('Hi'), { role: 'assistant', content: 'Hello' }] })).toEqual([
      'The last message must be from the user',
    ]);
  });

  it('should refuse unknown fields, unknown support types and overlong custom instructions', () => {
    expect(chatMessageBody.safeParse({ ...valid, extra: true }).success).toBe(false);
    expect(chatMessageBody.safeParse({ ...valid, supportType: 'therapy' }).success).toBe(false);
    expect(
      issues({ ...valid, customInstructions: 'x'.repeat(CHAT_LIMITS.customInstructionsMaxLength + 1) }),
    ).toEqual([`Custom instructions must be at most ${CHAT_LIMITS.customInstructionsMaxLength} characters`]);
  });

  it('should take a conversation id as Firestore makes them, and nothing else', () => {
    expect(conversationId.safeParse('AbC123xyz').success).toBe(true);
    for (const id of ['', 'a/b', 'a'.repeat(41), '../x'])
      expect(conversationId.safeParse(id).success).toBe(false);
  });
});
