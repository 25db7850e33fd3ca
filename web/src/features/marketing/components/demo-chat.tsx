import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TypingDots } from '@/components/ui/typing-dots';
import {
  completeDemo,
  DEMO_SCRIPT,
  demoDurationMs,
  demoFrameAt,
  TYPEWRITER_MS_PER_CHAR,
  type DemoStep,
} from '../demo-chat-timeline';
import { useReducedMotion } from '../use-reduced-motion';

/** Milliseconds since mount, ticking at typewriter speed until `durationMs`; frozen at 0 when not `running`. */
function useElapsed(running: boolean, durationMs: number) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const now = Date.now() - started;
      setElapsed(now);
      if (now >= durationMs) clearInterval(timer);
    }, TYPEWRITER_MS_PER_CHAR);
    return () => clearInterval(timer);
  }, [running, durationMs]);
  return elapsed;
}

/** The hero's auto-playing sample conversation; with reduced motion, shown whole at once. */
export function DemoChat({ script = DEMO_SCRIPT }: { script?: DemoStep[] }) {
  const reducedMotion = useReducedMotion();
  const elapsed = useElapsed(!reducedMotion, demoDurationMs(script));
  const frame = reducedMotion ? completeDemo(script) : demoFrameAt(script, elapsed);

  return (
    <figure className="w-full max-w-md rounded-2xl border border-slate-200 bg-white/90 shadow-xl shadow-indigo-900/10 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
      <figcaption className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 text-sm font-medium text-slate-700 dark:border-slate-800 dark:text-slate-200">
        <span className="flex size-8 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-teal-500 text-white">
          <Sparkles className="size-4" aria-hidden />
        </span>
        A sample conversation
      </figcaption>
      {/* Screen readers get the whole exchange once; the letter-by-letter version is for the eyes. */}
      <div className="sr-only">
        {script.map((step) => (
          <p key={step.text}>
            {step.role === 'ai' ? 'AI counselor' : 'Visitor'}: {step.text}
          </p>
        ))}
      </div>
      <div aria-hidden className="flex min-h-80 flex-col gap-3 p-4">
        {frame.messages.map((message, index) => (
          <p
            key={index}
            data-role={message.role}
            className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed shadow-sm ${
              message.role === 'user'
                ? 'self-end rounded-br-md bg-indigo-600 text-white'
                : 'self-start rounded-bl-md border border-slate-200 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100'
            }`}
          >
            {message.text}
          </p>
        ))}
        {frame.aiTyping && (
          <p className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            <TypingDots />
            AI is typing...
          </p>
        )}
      </div>
    </figure>
  );
}
