import { ArrowDown, Info, Square, Unplug } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { TypingDots } from '@/components/ui/typing-dots';
import { timeOfDay } from '@/lib/format-date';
import type { ChatMessage } from '../types';
import { useFollowLog } from '../use-follow-log';
import { ReplyText } from './reply-text';

interface MessageListProps {
  messages: ChatMessage[];
  /** A reply is on its way; until its first words arrive a typing indicator shows. */
  sending: boolean;
  loading: boolean;
  philosophy: boolean;
  /** What shows under a message, if anything: the reply feedback for counselor training. */
  footer?: (message: ChatMessage) => ReactNode;
  className?: string;
}

/**
 * The conversation as bubbles with times, the AI disclosure, and the reply as it streams in; a reply
 * whose stream broke, or that the person stopped, keeps what arrived, marked as such. The log follows
 * new words while the person is at the bottom; scrolled up to read, it stays put and offers "Jump to
 * latest".
 */
export function MessageList({
  messages,
  sending,
  loading,
  philosophy,
  footer,
  className = '',
}: MessageListProps) {
  const last = messages.at(-1);
  const waiting = sending && last?.role === 'user';

  // The log itself is not live, or a screen reader would read every streamed word: the reply is read
  // once, from the polite region below, when it has finished (or was stopped, or broke off).
  const replying = sending && last?.role === 'assistant';
  const [wasReplying, setWasReplying] = useState(false);
  const [finishedReply, setFinishedReply] = useState('');
  if (replying && !wasReplying) {
    setWasReplying(true);
    setFinishedReply('');
  }
  if (!sending && wasReplying) {
    setWasReplying(false);
    setFinishedReply(last?.role === 'assistant' ? last.content : '');
  }

  // The newest words stay in view while the person is at the bottom; a message they send, or another
  // conversation, brings them back there.
  const sent = messages.filter((message) => message.role === 'user').length;
  const { log, following, jump, onScroll } = useFollowLog(
    `${messages.length}:${last?.content.length}:${waiting}`,
    `${sent}:${messages[0]?.id}`,
  );

  return (
    <div className={`relative flex flex-col ${className}`}>
      <div
        ref={log}
        onScroll={onScroll}
        role="log"
        aria-label="Conversation"
        aria-live="off"
        aria-busy={sending || loading}
        // Focusable, so a keyboard can scroll a conversation longer than its box (a reply may hold no link).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative min-h-0 flex-1 space-y-4 overflow-y-auto px-1 py-2 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {messages.map((message, index) => (
          <div key={message.id}>
            <Bubble message={message} />
            {message.cutOff && (
              <p
                role="note"
                aria-label="Reply cut off"
                className="mt-1 flex items-center gap-1.5 px-1 text-xs font-medium text-amber-800 dark:text-amber-300"
              >
                <Unplug className="h-3.5 w-3.5 shrink-0" aria-hidden />
                This reply was cut off. Your message was saved; you can carry on or ask again.
              </p>
            )}
            {message.stopped && (
              <p className="mt-1 flex items-center gap-1.5 px-1 text-xs font-medium text-slate-500 dark:text-slate-400">
                <Square className="h-3 w-3 shrink-0 fill-current" aria-hidden />
                Stopped
              </p>
            )}
            {footer?.(message)}
            {message.notice && !repeatsOpening(messages, index) && (
              <p className="mx-auto mt-3 flex max-w-prose items-start gap-1.5 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
                <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
                <span>{message.notice}</span>
              </p>
            )}
          </div>
        ))}
        {loading && (
          <p role="status" className="text-center text-xs text-slate-500 dark:text-slate-400">
            Loading conversation...
          </p>
        )}
        {waiting && (
          <div role="status" className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            <TypingDots />
            {philosophy ? 'Contemplating...' : 'Thinking...'}
          </div>
        )}
      </div>
      {!following && (
        <button
          type="button"
          onClick={jump}
          className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-xs font-medium text-slate-700 shadow-md hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
        >
          <ArrowDown className="h-3.5 w-3.5" aria-hidden />
          Jump to latest
        </button>
      )}
      <div aria-live="polite" className="sr-only">
        {finishedReply && (
          <>
            ReflectAI said: <ReplyText text={finishedReply} announced />
          </>
        )}
      </div>
    </div>
  );
}

/**
 * Whether the message at `index` is the conversation's first reply, whose disclosure the opening
 * greeting has just shown; later ones (after 3 hours) are shown again.
 */
function repeatsOpening(messages: ChatMessage[], index: number): boolean {
  return index > 0 && !messages.slice(1, index).some((message) => message.role === 'assistant');
}

const BUBBLE = 'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed shadow-sm sm:max-w-[75%]';

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  return (
    <div className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`} data-role={message.role}>
      <span className="sr-only">{mine ? 'You said:' : 'ReflectAI said:'}</span>
      {mine ? (
        <p className={`${BUBBLE} rounded-br-md bg-indigo-600 whitespace-pre-wrap text-white`}>
          {message.content}
        </p>
      ) : (
        <div
          className={`${BUBBLE} rounded-bl-md border border-slate-200 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100`}
        >
          <ReplyText text={message.content} />
        </div>
      )}
      <time
        dateTime={message.timestamp.toISOString()}
        className="mt-1 px-1 text-[11px] text-slate-500 dark:text-slate-400"
      >
        {timeOfDay(message.timestamp)}
      </time>
    </div>
  );
}
