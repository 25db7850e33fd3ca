import type { UsageRecord } from '@domain/plans';
import { Maximize2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/alert';
import { useUsage } from '../api/use-usage';
import type { ChatMessage } from '../types';
import { useChat, type UseChatOptions } from '../use-chat';
import { ChatInput } from './chat-input';
import { ConversationHistory } from './conversation-history';
import { DistractionFree } from './distraction-free';
import { MessageList } from './message-list';
import { ReplyFeedback } from './reply-feedback';
import { UsageMeter } from './usage-meter';

/** What the chat lends the voice controls. */
export interface VoiceSlotContext {
  messages: ChatMessage[];
  send: (text: string) => Promise<void>;
  sending: boolean;
  usage: UsageRecord | undefined;
  usageLoading: boolean;
}

interface ChatPanelProps extends UseChatOptions {
  /** Text the page puts into the input (a topic, the check-up); a new `id` applies it again. */
  prefill?: { text: string; id: number } | undefined;
  /** The personality selector, supplied by the page. */
  personalitySelect?: ReactNode;
  /** The link to what the counselor remembers, supplied by the page. */
  memoryLink?: ReactNode;
  /** Counselor training (Elite and VIP): each stored reply can be rated. */
  training?: boolean;
  /** What the page offers before the first message (greeting, topics, support types); then it goes. */
  intro?: ReactNode;
  /** The help kept one tap away once the conversation has reached crisis, supplied by the page. */
  crisisNotice?: ReactNode;
  /** The voice controls, supplied by the page, shown above the input. */
  voiceControls?: (chat: VoiceSlotContext) => ReactNode;
}

/**
 * The chat: a one-line toolbar and usage meter, then the conversation, which takes the rest of the
 * height the page gives it, with errors, voice and the input below it; a distraction-free mode; once
 * the conversation has reached crisis, the page's crisis notice stays above the input. The page's intro
 * shows until the person's first message.
 */
export function ChatPanel({
  prefill,
  personalitySelect,
  memoryLink,
  training = false,
  intro,
  crisisNotice,
  voiceControls,
  ...options
}: ChatPanelProps) {
  const chat = useChat(options);
  const usage = useUsage(options.uid);
  const input = useRef<HTMLTextAreaElement>(null);
  const [focusMode, setFocusMode] = useState(false);
  const philosophy = options.supportType === 'philosophy';
  const canClear = chat.messages.length > 1 || chat.conversationId !== undefined;
  const started = chat.loadingHistory || chat.messages.some((message) => message.role === 'user');

  // A new prefill replaces the draft, and the person can edit it before sending.
  const [applied, setApplied] = useState<number | undefined>();
  if (prefill && prefill.id !== applied) {
    setApplied(prefill.id);
    chat.setDraft(prefill.text);
  }
  // The person sees where the text went (on a phone the topics sit below the chat) and can edit it.
  useEffect(() => {
    if (applied !== undefined) input.current?.focus();
  }, [applied]);

  const conversation = (
    <>
      <MessageList
        messages={chat.messages}
        sending={chat.sending}
        loading={chat.loadingHistory}
        philosophy={philosophy}
        footer={(message) =>
          training &&
          chat.conversationId &&
          message.role === 'assistant' &&
          message.stored && (
            <ReplyFeedback
              conversationId={chat.conversationId}
              messageId={message.id}
              rating={message.rating}
            />
          )
        }
        className="min-h-0 flex-1"
      />
      {chat.error && <ErrorAlert>{chat.error}</ErrorAlert>}
      {/* Always there, so the notice is announced (politely) when it appears. */}
      <div aria-live="polite">{chat.crisis && crisisNotice}</div>
      {/* The offline note and the voice controls share a line where there is room. */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 empty:hidden">
        {chat.offline && (
          <p className="flex min-w-0 items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
            <span className="shrink-0 rounded-full bg-teal-100 px-2 py-0.5 font-medium text-teal-800 dark:bg-teal-900 dark:text-teal-100">
              Offline counselor
            </span>
            <span
              className="min-w-0 truncate"
              title="It runs without an AI service, so its replies are simpler."
            >
              Runs without an AI service, so its replies are simpler.
            </span>
          </p>
        )}
        {voiceControls?.({
          messages: chat.messages,
          send: chat.send,
          sending: chat.sending,
          usage: usage.data,
          usageLoading: usage.isPending,
        })}
      </div>
      <ChatInput
        ref={input}
        value={chat.draft}
        onChange={chat.setDraft}
        onSend={(text) => void chat.send(text)}
        onStop={chat.stop}
        onClear={() => void chat.clear()}
        loading={chat.sending}
        philosophy={philosophy}
        canClear={canClear}
      />
    </>
  );

  return (
    <section
      aria-label={philosophy ? 'Philosopher chat' : 'Counselor chat'}
      className="flex min-h-0 flex-1 flex-col gap-2 sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-3 sm:shadow-sm dark:sm:border-slate-800 dark:sm:bg-slate-900"
    >
      {/* One row on a laptop; on a phone the usage meter takes a line of its own under the tools. */}
      <div className="flex flex-wrap items-center gap-x-1 gap-y-2">
        <div className="min-w-0 flex-1 lg:max-w-md">{personalitySelect}</div>
        <ConversationHistory
          conversations={chat.conversations}
          loading={chat.conversationsLoading}
          currentId={chat.conversationId}
          onOpen={chat.startOver}
          onNew={() => chat.startOver()}
          disabled={chat.sending}
        />
        <Button
          variant="ghost"
          className="px-2.5"
          onClick={() => setFocusMode(true)}
          aria-label="Distraction-free focus mode"
        >
          <Maximize2 className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">Focus</span>
        </Button>
        {memoryLink}
        <div className="w-full lg:ml-auto lg:w-auto">
          <UsageMeter usage={usage.data} loading={usage.isPending} />
        </div>
      </div>
      {!started && intro}
      {focusMode ? (
        <DistractionFree
          open
          onExit={() => setFocusMode(false)}
          onClear={() => void chat.clear()}
          canClear={canClear}
          input={input}
        >
          {conversation}
        </DistractionFree>
      ) : (
        <div className="flex min-h-0 flex-1 flex-col gap-2">{conversation}</div>
      )}
    </section>
  );
}
