import { beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_LIMITS } from './memory';
import { isSupportedBy, MEMORY_PROPOSAL_LIMITS, proposeMemories, screenProposals } from './memory-proposals';

// The crisis assessor trains its classifier on first use: once here, not inside the first test.
beforeAll(() => void proposeMemories(['hello']), 60_000);

describe('proposeMemories', () => {
  it.each([
    ['my sister is Ana', 'Sister: Ana'],
    ["My best friend's name is Sam, we met at school.", 'Best friend: Sam'],
    ['Leo is my brother, he is great', 'Brother: Leo'],
    ['I start a new job on Monday', 'Starts a new job on Monday'],
    ['So I have an exam on Friday.', 'Has an exam on Friday'],
    ["I'm moving to Leeds next month", 'Moving to Leeds next month'],
    ["I'll see my dad this weekend", 'Will see their dad this weekend'],
    ['I fly to Lisbon on the 12th', 'Flies to Lisbon on the 12th'],
    ['I want to learn Spanish by the end of the year', 'Wants to learn Spanish by the end of the year'],
    ['My goal is to sleep by eleven', 'Goal: sleep by eleven'],
    ['Walking helps me', 'What helps: walking'],
    ['Talking to my sister really helped', 'What helped: talking to their sister'],
    ['What helps me is music', 'What helps: music'],
    ["please don't use so much jargon with me", 'Asked you not to use so much jargon with them'],
    ["I don't like it when you use jargon", "Doesn't like it when you use jargon"],
    ['I hate it when you change the subject', 'Dislikes it when you change the subject'],
  ])('should propose an item from %j', (message, item) => {
    expect(proposeMemories([message])).toEqual([item]);
  });

  it.each([
    'my sister is annoying',
    'my sister is Always late',
    'This is my sister',
    'I start to feel better',
    'I have a lot going on',
    "I'm feeling low this week",
    'It helped',
    'That really helped me',
    'I think walking helps',
    'thanks, that was useful',
    'My week was fine, nothing special.',
  ])('should propose nothing from the vague %j', (message) => {
    expect(proposeMemories([message])).toEqual([]);
  });

  it.each([
    'I want to kill myself and nobody would miss me. My sister is Ana.',
    'My boyfriend hits me when he drinks. My goal is to leave by the end of the month.',
    'I have been cutting myself. Walking helps me.',
    'My therapist is Jo. She says the overdose was a warning.',
    'My dad abused me as a child; talking to my sister helped.',
  ])('should propose nothing from a message about crisis, self-harm or abuse: %j', (message) => {
    expect(proposeMemories([message])).toEqual([]);
  });

  it('should read a crisis split over messages as the chat does, and keep the messages before it', () => {
    const items = proposeMemories([
      'my sister is Ana',
      'Everyone would be better off without me.',
      "I've decided. Tonight. I start a new job on Monday anyway",
    ]);
    expect(items).toEqual(['Sister: Ana']);
  });

  it('should propose each item once across messages', () => {
    expect(proposeMemories(['my sister is Ana', 'My sister is Ana.'])).toEqual(['Sister: Ana']);
  });
});

describe('isSupportedBy', () => {
  const said = ['I start a new job on Monday', 'my brother is Leo', 'walking helps me'];

  it('should accept an item whose facts were said, however it is framed', () => {
    expect(isSupportedBy('Starts a new job on Monday', said)).toBe(true);
    expect(isSupportedBy('Brother: Leo', said)).toBe(true);
    expect(isSupportedBy('Walks help', said)).toBe(true);
  });

  it('should refuse an item with a fact that was not said', () => {
    expect(isSupportedBy('Sister: Ana', said)).toBe(false);
    expect(isSupportedBy('Starts a new job on Tuesday', said)).toBe(false);
    expect(isSupportedBy('Brother: Marco', said)).toBe(false);
  });
});

describe('screenProposals', () => {
  const userMessages = ['my brother is Leo', 'I start a new job on Monday', 'Walking helps me'];

  it('should keep items the messages support, once, and drop invented ones', () => {
    expect(
      screenProposals(['Brother: Leo', 'Dog: Rex', ' brother:  leo ', 'Starts a new job on Monday'], {
        userMessages,
        existing: [],
      }),
    ).toEqual(['Brother: Leo', 'Starts a new job on Monday']);
  });

  it('should drop what is already remembered', () => {
    expect(
      screenProposals(['Brother: Leo', 'What helps: walking'], { userMessages, existing: ['brother: Leo.'] }),
    ).toEqual(['What helps: walking']);
  });

  it('should drop sensitive proposals, and facts said only in a crisis message', () => {
    const messages = [...userMessages, 'I want to die. My cousin is Mia.'];
    expect(
      screenProposals(['Cousin: Mia', 'Brother: Leo wants to die', 'Brother: Leo'], {
        userMessages: messages,
        existing: [],
      }),
    ).toEqual(['Brother: Leo']);
  });

  it('should drop a proposal too long to be a short item', () => {
    const long = `Walking helps ${'walking '.repeat(20)}`;
    expect(screenProposals([long], { userMessages, existing: [] })).toEqual([]);
  });

  it('should propose at most the per-conversation number, and never past the item limit', () => {
    const names = ['Ana', 'Leo', 'Mia', 'Sam', 'Tom', 'Zoe', 'Eli'];
    const messages = names.map((name) => `my friend is ${name}`);
    const proposed = names.map((name) => `Friend: ${name}`);
    expect(screenProposals(proposed, { userMessages: messages, existing: [] })).toHaveLength(
      MEMORY_PROPOSAL_LIMITS.perConversation,
    );
    const almostFull = Array.from({ length: MEMORY_LIMITS.maxItems - 2 }, (_, i) => `Item ${i}`);
    expect(screenProposals(proposed, { userMessages: messages, existing: almostFull })).toEqual([
      'Friend: Ana',
      'Friend: Leo',
    ]);
  });
});
