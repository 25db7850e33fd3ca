let context: AudioContext | undefined;

/**
 * A short soft tone when a reply arrives (docs/product.md#sending-and-streaming): higher for the counselor,
 * lower for the philosopher. Silent where the Web Audio API is missing (jsdom, old browsers) or refuses to
 * start.
 */
export function playReplyTone(philosophy: boolean) {
  if (typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const now = context.currentTime;
    oscillator.type = 'sine';
    oscillator.frequency.value = philosophy ? 440 : 660;
    // A quick fade out, so the tone ends without a click.
    gain.gain.setValueAtTime(0.06, now);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now);
    oscillator.stop(now + 0.25);
  } catch (error) {
    console.warn('Reply tone unavailable', error);
  }
}
