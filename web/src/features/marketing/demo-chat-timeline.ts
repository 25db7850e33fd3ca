/** One message of the hero's demo chat; it starts `delayMs` after the previous one finished typing. */
export interface DemoStep {
  role: 'ai' | 'user';
  text: string;
  delayMs?: number;
}

/** Typewriter speed of the demo (docs/product.md#landing-page). */
export const TYPEWRITER_MS_PER_CHAR = 30;

/** The pause before a step that names no delay of its own (docs/product.md#landing-page). */
const DEFAULT_STEP_DELAY_MS = 2000;

/** The demo conversation: a greeting, a person who feels lonely, the counselor's reply. */
export const DEMO_SCRIPT: DemoStep[] = [
  { role: 'ai', text: "Hi, I'm your AI counselor. How are you feeling today?", delayMs: 1000 },
  {
    role: 'user',
    text: "Honestly, lonely. I'm around people all day, but I don't feel close to anyone.",
    delayMs: 3000,
  },
  {
    role: 'ai',
    text: "That sounds really hard, and you're far from alone in feeling it. Feeling lonely among people often means the connection we want is missing, not the company. When did you last feel truly understood?",
    delayMs: 5000,
  },
];

/** What the demo shows at one moment: the messages so far (the last may be half typed) and the indicator. */
interface DemoFrame {
  messages: { role: DemoStep['role']; text: string }[];
  aiTyping: boolean;
  finished: boolean;
}

/** The demo as it stands `elapsedMs` after it started: pause, then typewriter, step after step. */
export function demoFrameAt(script: DemoStep[], elapsedMs: number): DemoFrame {
  const messages: DemoFrame['messages'] = [];
  let stepStart = 0;
  for (const step of script) {
    const typingStart = stepStart + (step.delayMs ?? DEFAULT_STEP_DELAY_MS);
    // While the counselor "thinks" before its message, the indicator shows.
    if (elapsedMs < typingStart) return { messages, aiTyping: step.role === 'ai', finished: false };
    const typed = Math.min(step.text.length, Math.floor((elapsedMs - typingStart) / TYPEWRITER_MS_PER_CHAR));
    messages.push({ role: step.role, text: step.text.slice(0, typed) });
    if (typed < step.text.length) return { messages, aiTyping: false, finished: false };
    stepStart = typingStart + step.text.length * TYPEWRITER_MS_PER_CHAR;
  }
  return { messages, aiTyping: false, finished: true };
}

/** How long the demo plays, from start to its last character. */
export function demoDurationMs(script: DemoStep[]): number {
  return script.reduce(
    (total, step) =>
      total + (step.delayMs ?? DEFAULT_STEP_DELAY_MS) + step.text.length * TYPEWRITER_MS_PER_CHAR,
    0,
  );
}

/** The whole demo, every message complete: what reduced motion shows at once. */
export function completeDemo(script: DemoStep[]): DemoFrame {
  return demoFrameAt(script, Number.POSITIVE_INFINITY);
}
