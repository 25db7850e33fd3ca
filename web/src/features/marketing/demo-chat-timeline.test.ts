import { describe, expect, it } from 'vitest';
import { completeDemo, DEMO_SCRIPT, demoFrameAt, type DemoStep } from './demo-chat-timeline';

const script: DemoStep[] = [
  { role: 'ai', text: 'Hi', delayMs: 1000 },
  { role: 'user', text: 'Hey' },
];

describe('demoFrameAt', () => {
  it('should show the typing indicator while the first AI message waits for its delay', () => {
    expect(demoFrameAt(script, 999)).toEqual({ messages: [], aiTyping: true, finished: false });
  });

  it('should type 1 character per 30 ms once the delay is over', () => {
    expect(demoFrameAt(script, 1000).messages).toEqual([{ role: 'ai', text: '' }]);
    expect(demoFrameAt(script, 1030).messages).toEqual([{ role: 'ai', text: 'H' }]);
    expect(demoFrameAt(script, 1060).messages).toEqual([{ role: 'ai', text: 'Hi' }]);
  });

  it('should wait 2 s by default before a step without a delay, with no indicator before a user message', () => {
    // 'Hi' is complete at 1060 ms; the user message starts typing 2000 ms later.
    expect(demoFrameAt(script, 3059)).toMatchObject({ aiTyping: false, messages: [{ text: 'Hi' }] });
    expect(demoFrameAt(script, 3060 + 30).messages.at(-1)).toEqual({ role: 'user', text: 'H' });
    expect(demoFrameAt(script, 3060 + 90)).toMatchObject({ finished: true });
  });

  it('should play the real script in order: greeting, the loneliness message, the reply', () => {
    const done = completeDemo(DEMO_SCRIPT);
    expect(done.finished).toBe(true);
    expect(done.messages.map((message) => message.role)).toEqual(['ai', 'user', 'ai']);
    expect(done.messages[1]!.text).toMatch(/lonely/);
    expect(DEMO_SCRIPT.map((step) => step.delayMs)).toEqual([1000, 3000, 5000]);
  });
});
