import { CHAT_LIMITS } from '@domain/chat';
import { SendHorizontal, Square, Trash2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/** Textarea height bounds in px (docs/product.md#counselor-page). */
const MIN_HEIGHT = 44;
const MAX_HEIGHT = 120;
/** The character counter appears from this share of the limit on. */
const COUNTER_FROM = 0.9;

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
  /** Stops the reply streaming in while `loading`. */
  onStop: () => void;
  onClear: () => void;
  loading: boolean;
  philosophy?: boolean;
  /** Whether there is a conversation to clear. */
  canClear?: boolean;
  /** The textarea, for pages that move the focus to it. */
  ref?: RefObject<HTMLTextAreaElement | null>;
}

// On a touch screen the keyboard's Enter is the only way to start a new line, and the send button is
// at hand: there Enter adds a line, as in messaging apps.
const touchScreen = () => window.matchMedia?.('(pointer: coarse)').matches ?? false;

/**
 * The message box: on a keyboard Enter sends and Shift+Enter adds a line, on a touch screen Enter adds
 * a line and the send button sends; grows with its text from 44 to 120 px. While a reply streams, Stop
 * takes the send button's place.
 */
export function ChatInput({
  value,
  onChange,
  onSend,
  onStop,
  onClear,
  loading,
  philosophy,
  canClear,
  ref,
}: ChatInputProps) {
  const own = useRef<HTMLTextAreaElement>(null);
  const textarea = ref ?? own;

  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, element.scrollHeight))}px`;
  }, [value, textarea]);

  // Disabling the box while a reply loads drops its focus; it comes back after, unless a dialog
  // (the help panel, a plan notice) has taken it meanwhile.
  const wasLoading = useRef(loading);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (wasLoading.current && !loading && lost) textarea.current?.focus();
    wasLoading.current = loading;
  }, [loading, textarea]);

  const blank = value.trim() === '';
  const send = () => {
    if (loading || blank) return;
    onSend(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (IME) confirms the composition, it does not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && !touchScreen()) {
      event.preventDefault();
      send();
    }
  };
  const max = CHAT_LIMITS.messageMaxLength;
  const idle = philosophy ? 'Ask a question...' : 'Type your message...';

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="relative flex-1">
        <textarea
          ref={textarea}
          aria-label="Message"
          rows={1}
          value={value}
          maxLength={max}
          disabled={loading}
          placeholder={loading ? (philosophy ? 'Contemplating...' : 'Thinking...') : idle}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          style={{ minHeight: MIN_HEIGHT, maxHeight: MAX_HEIGHT }}
          className="block w-full resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none disabled:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:disabled:bg-slate-800"
        />
        {value.length >= max * COUNTER_FROM && (
          <span
            aria-live="polite"
            className="absolute right-2 bottom-1 text-[11px] text-slate-500 dark:text-slate-400"
          >
            {value.length}/{max}
          </span>
        )}
      </div>
      <button
        type="button"
        onClick={onClear}
        disabled={loading || !canClear}
        aria-label="Clear conversation"
        title="Clear conversation"
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl border border-slate-300 text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </button>
      {loading ? (
        <button
          type="button"
          onClick={onStop}
          aria-label="Stop"
          title="Stop the reply"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-slate-700 text-white hover:bg-slate-800 dark:bg-slate-600 dark:hover:bg-slate-500"
        >
          <Square className="h-4 w-4 fill-current" aria-hidden />
        </button>
      ) : (
        <button
          type="submit"
          disabled={blank}
          aria-label="Send message"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-indigo-600 text-white hover:bg-indigo-700 disabled:cursor-not-allowed disabled:bg-indigo-300 dark:disabled:bg-indigo-900"
        >
          <SendHorizontal className="h-4 w-4" aria-hidden />
        </button>
      )}
    </form>
  );
}
