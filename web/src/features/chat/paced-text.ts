/** Time between two steps of a paced reply: about one frame. */
const STEP_MS = 16;
/** Each step writes this share of what is waiting, so a long burst still catches up in a few dozen steps. */
const SHARE_PER_STEP = 1 / 8;

/**
 * Writes streamed text a little at a time. Deltas that arrive together (a proxy's burst, or the offline
 * counselor, which has its whole reply at once) would otherwise land in one render; paced, a reply
 * always reads as it streams. A hidden tab gets everything at once, since its timers are throttled.
 */
export function pacedText(write: (text: string) => void) {
  const waiting: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onDrained: (() => void) | undefined;

  const step = () => {
    const count = document.hidden ? waiting.length : Math.ceil(waiting.length * SHARE_PER_STEP);
    write(waiting.splice(0, count).join(''));
    timer = waiting.length > 0 ? setTimeout(step, STEP_MS) : undefined;
    if (!timer) onDrained?.();
  };

  return {
    push(text: string) {
      waiting.push(text);
      timer ??= setTimeout(step, STEP_MS);
    },
    /** Resolves once everything pushed has been written. */
    drained(): Promise<void> {
      return timer ? new Promise((resolve) => (onDrained = resolve)) : Promise.resolve();
    },
    /** Drops what has not been written yet. */
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      waiting.length = 0;
    },
  };
}
