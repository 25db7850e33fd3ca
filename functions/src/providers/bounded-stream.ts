/** How long a streamed model call may take, in all and at each step. */
export interface StreamBounds {
  /** Every attempt, backoff and piece together, from the first request to the last piece. */
  budgetMs: number;
  /** One attempt, until its stream opens (the response headers). */
  attemptTimeoutMs: number;
  /** The longest wait for the next piece once the stream is open. */
  stallMs: number;
  maxAttempts: number;
}

/** A model call that took longer than its bounds allowed; it was aborted. */
export class ModelTimeoutError extends Error {
  constructor(readonly step: 'open' | 'stall' | 'budget') {
    super(`model call timed out (${step})`);
    this.name = 'ModelTimeoutError';
  }
}

// An attempt that would have less than this left before the deadline is not started.
const MIN_ATTEMPT_MS = 1_000;

/** One attempt: opens a stream of pieces; `signal` aborts its request. */
export type OpenStream<T> = (attempt: {
  timeoutMs: number;
  signal: AbortSignal;
}) => Promise<AsyncIterable<T>>;

/**
 * Streams pieces from `open` inside `bounds`: an attempt that fails or times out before its first
 * piece is tried again after `backoffMs` while the budget allows; after the first piece a failure is
 * final, since a retry would repeat words already passed on. A stream that stalls, or outlives the
 * budget, is aborted with ModelTimeoutError. `signal` cancels the whole call.
 */
export async function* boundedStream<T>(
  open: OpenStream<T>,
  bounds: StreamBounds,
  retry: { isRetryable: (error: unknown) => boolean; backoffMs: (attempt: number, error: unknown) => number },
  signal?: AbortSignal,
): AsyncGenerator<T> {
  const deadline = Date.now() + bounds.budgetMs;
  const left = () => deadline - Date.now();
  for (let attempt = 0; ; attempt++) {
    const controller = new AbortController();
    const cancel = () => controller.abort();
    signal?.addEventListener('abort', cancel);
    let started = false;
    try {
      const opening = open({
        timeoutMs: Math.min(bounds.attemptTimeoutMs, left()),
        signal: controller.signal,
      });
      const stream = await within(opening, 'open', bounds.attemptTimeoutMs, left(), controller);
      const pieces = stream[Symbol.asyncIterator]();
      for (;;) {
        const next = await within(pieces.next(), 'stall', bounds.stallMs, left(), controller);
        if (next.done) return;
        started = true;
        yield next.value;
      }
    } catch (error) {
      const retryable = error instanceof ModelTimeoutError || retry.isRetryable(error);
      const wait = retry.backoffMs(attempt, error);
      if (
        started ||
        signal?.aborted ||
        !retryable ||
        attempt + 1 >= bounds.maxAttempts ||
        left() - wait < MIN_ATTEMPT_MS
      )
        throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    } finally {
      signal?.removeEventListener('abort', cancel);
      // Ends the request of an attempt that failed, stalled or was left early.
      controller.abort();
    }
  }
}

// Settles with `step`; rejects when the attempt is aborted, or aborts it when `stepMs` (or what is
// left of the budget) runs out.
async function within<T>(
  step: Promise<T>,
  name: 'open' | 'stall',
  stepMs: number,
  leftMs: number,
  controller: AbortController,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const stopped = new Promise<never>((_, reject) => {
    onAbort = () => reject(controller.signal.reason);
    controller.signal.addEventListener('abort', onAbort);
    timer = setTimeout(
      () => {
        reject(new ModelTimeoutError(leftMs < stepMs ? 'budget' : name));
        controller.abort();
      },
      Math.max(0, Math.min(stepMs, leftMs)),
    );
  });
  try {
    return await Promise.race([step, stopped]);
  } finally {
    clearTimeout(timer);
    controller.signal.removeEventListener('abort', onAbort!);
  }
}
