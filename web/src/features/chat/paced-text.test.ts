import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pacedText } from './paced-text';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pacedText', () => {
  it('should spread a burst of deltas over several steps, in order', async () => {
    const writes: string[] = [];
    const paced = pacedText((text) => writes.push(text));
    const words = Array.from({ length: 40 }, (_, index) => `w${index} `);
    words.forEach((word) => paced.push(word));
    expect(writes).toEqual([]);

    const drained = paced.drained();
    await vi.runAllTimersAsync();
    await drained;
    expect(writes.length).toBeGreaterThan(5);
    expect(writes.join('')).toBe(words.join(''));
  });

  it('should be drained at once when nothing waits', async () => {
    const paced = pacedText(() => {});
    await expect(paced.drained()).resolves.toBeUndefined();
  });

  it('should drop what is waiting when cancelled', async () => {
    const write = vi.fn();
    const paced = pacedText(write);
    paced.push('never shown');
    paced.cancel();
    await vi.runAllTimersAsync();
    expect(write).not.toHaveBeenCalled();
  });
});
