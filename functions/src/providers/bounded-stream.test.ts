import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boundedStream, ModelTimeoutError, type OpenStream, type StreamBounds } from './bounded-stream';

const bounds: StreamBounds = { budgetMs: 40_000, attemptTimeoutMs: 20_000, stallMs: 10_000, maxAttempts: 3 };
const retry = { isRetryable: (error: unknown) => error instanceof ServerError, backoffMs: () => 1_000 };

class ServerError extends Error {}

const never = () => new Promise<never>(() => {});

// Pieces that arrive `gapMs` apart, then (when `stallAfter` is set) nothing more.
async function* pieces(words: string[], gapMs: number, stallAfter = false): AsyncGenerator<string> {
  for (const word of words) {
    await new Promise((resolve) => setTimeout(resolve, gapMs));
    yield word;
  }
  if (stallAfter) await never();
}

// Runs the stream to its end on the fake clock: what it yielded, how it ended and when.
async function drain(open: OpenStream<string>, signal?: AbortSignal) {
  const started = Date.now();
  const seen: string[] = [];
  let endedAt = NaN;
  const ended = (async () => {
    for await (const piece of boundedStream(open, bounds, retry, signal)) seen.push(piece);
  })().then(
    () => undefined,
    (error: unknown) => error,
  );
  void ended.then(() => (endedAt = Date.now()));
  await vi.runAllTimersAsync();
  return { seen, error: await ended, elapsedMs: endedAt - started };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('boundedStream', () => {
  it('should pass every piece on from a healthy stream', async () => {
    const { seen, error } = await drain(async () => pieces(['one ', 'two ', 'three'], 500));
    expect(seen).toEqual(['one ', 'two ', 'three']);
    expect(error).toBeUndefined();
  });

  it('should give up on a model that never answers, inside the budget', async () => {
    const open = vi.fn<OpenStream<string>>(never);
    const { error, elapsedMs } = await drain(open);
    expect(error).toBeInstanceOf(ModelTimeoutError);
    expect(elapsedMs).toBeLessThanOrEqual(bounds.budgetMs);
    // 20 s, a second of backoff, then what is left of the 40 s: two attempts fit.
    expect(open).toHaveBeenCalledTimes(2);
    expect(open.mock.calls[1]![0].timeoutMs).toBe(19_000);
  });

  it('should end a stream that stalls after its first words, without repeating them', async () => {
    const open = vi.fn<OpenStream<string>>(async () => pieces(['I hear ', 'you'], 100, true));
    const { seen, error, elapsedMs } = await drain(open);
    expect(seen).toEqual(['I hear ', 'you']);
    expect(error).toMatchObject({ step: 'stall' });
    expect(open).toHaveBeenCalledOnce();
    expect(elapsedMs).toBe(200 + bounds.stallMs);
  });

  it('should retry server errors and stop when the budget cannot hold another attempt', async () => {
    const open = vi.fn<OpenStream<string>>(async () => {
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      throw new ServerError('500');
    });
    const { error, elapsedMs } = await drain(open);
    // 15 s, 1 s of backoff, 15 s, 1 s leave 8 s: the third attempt is tried and cut off at the budget.
    expect(open).toHaveBeenCalledTimes(3);
    expect(error).toMatchObject({ step: 'budget' });
    expect(elapsedMs).toBe(bounds.budgetMs);
  });

  it('should succeed on a retry after a server error', async () => {
    const open = vi
      .fn<OpenStream<string>>()
      .mockRejectedValueOnce(new ServerError('502'))
      .mockResolvedValueOnce(pieces(['Back again.'], 10));
    const { seen, error } = await drain(open);
    expect(seen).toEqual(['Back again.']);
    expect(error).toBeUndefined();
  });

  it('should not retry an error that waiting cannot fix', async () => {
    const open = vi.fn<OpenStream<string>>().mockRejectedValue(new Error('insufficient_quota'));
    const { error } = await drain(open);
    expect(error).toMatchObject({ message: 'insufficient_quota' });
    expect(open).toHaveBeenCalledOnce();
  });

  it('should end a slow trickle of words when the budget runs out', async () => {
    const words = Array.from({ length: 100 }, (_, index) => `w${index} `);
    const { seen, error, elapsedMs } = await drain(async () => pieces(words, 9_000));
    expect(error).toMatchObject({ step: 'budget' });
    expect(seen).toHaveLength(4);
    expect(elapsedMs).toBe(bounds.budgetMs);
  });

  it('should abort the request when the caller cancels', async () => {
    const controller = new AbortController();
    let requestSignal: AbortSignal | undefined;
    const open: OpenStream<string> = async ({ signal }) => {
      requestSignal = signal;
      return pieces(['a', 'b'], 1_000, true);
    };
    setTimeout(() => controller.abort(), 1_500);
    const { seen, error } = await drain(open, controller.signal);
    expect(seen).toEqual(['a']);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(requestSignal?.aborted).toBe(true);
  });
});

describe('boundedStream, its bounds exactly', () => {
  // Runs a stream with its own bounds and a fixed backoff on the fake clock: how it ended, and when.
  async function run(
    open: OpenStream<string>,
    own: StreamBounds,
    backoff = vi.fn((_attempt: number) => 1_000),
  ) {
    const started = Date.now();
    let endedAt = NaN;
    const ended = (async () => {
      for await (const _piece of boundedStream(open, own, {
        isRetryable: retry.isRetryable,
        backoffMs: backoff,
      }));
    })().then(
      () => undefined,
      (error: unknown) => error,
    );
    void ended.then(() => (endedAt = Date.now()));
    await vi.runAllTimersAsync();
    return { error: await ended, elapsedMs: endedAt - started };
  }

  it('should name its step and say so in its message', () => {
    const error = new ModelTimeoutError('stall');
    expect(error).toMatchObject({
      name: 'ModelTimeoutError',
      step: 'stall',
      message: 'model call timed out (stall)',
    });
  });

  it('should make exactly maxAttempts attempts, backing off after each but the last', async () => {
    const open = vi.fn<OpenStream<string>>().mockRejectedValue(new ServerError('503'));
    const backoff = vi.fn((_attempt: number) => 1_000);
    const { error, elapsedMs } = await run(open, { ...bounds, maxAttempts: 3 }, backoff);
    expect(error).toBeInstanceOf(ServerError);
    expect(open).toHaveBeenCalledTimes(3);
    expect(backoff.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 2]);
    expect(elapsedMs).toBe(2_000);
  });

  it('should still try again with exactly a second left after the backoff', async () => {
    const open = vi.fn<OpenStream<string>>(async () => {
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      throw new ServerError('500');
    });
    const own = { budgetMs: 10_000, attemptTimeoutMs: 5_000, stallMs: 5_000, maxAttempts: 5 };
    // 3.5 s, 1 s of backoff, 3.5 s leave 2 s: after the next backoff exactly 1 s, enough for a third try.
    const { error, elapsedMs } = await run(open, own);
    expect(open).toHaveBeenCalledTimes(3);
    expect(error).toMatchObject({ step: 'budget' });
    expect(elapsedMs).toBe(10_000);
  });

  it('should blame the attempt, not the budget, when both run out together', async () => {
    const own = { budgetMs: 20_000, attemptTimeoutMs: 20_000, stallMs: 10_000, maxAttempts: 3 };
    const { error } = await run(vi.fn<OpenStream<string>>(never), own);
    expect(error).toMatchObject({ step: 'open' });
  });
});
