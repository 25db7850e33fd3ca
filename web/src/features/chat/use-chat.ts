import { CHAT_LIMITS, type SupportType } from '@domain/chat';
import type { PersonalityChoice } from '@domain/personalities';
import { greeting } from '@domain/prompts';
import type { CrisisLanguage } from '@domain/crisis-languages';
import { AI_DISCLOSURE, type SafetyInfo } from '@domain/safety';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { clearConversation } from './api/clear-conversation';
import { useProposeMemoriesOnLeave } from './api/propose-memories';
import { stopReply } from './api/stop-reply';
import { streamMessage } from './api/stream-message';
import { recentConversation, useConversations } from './api/use-conversations';
import { useMessages } from './api/use-messages';
import { usageKey } from './api/use-usage';
import { pacedText } from './paced-text';
import { raisePlanEvent } from './plan-events';
import { playReplyTone } from './reply-tone';
import type { ChatMessage } from './types';

/** What the chat needs from the page around it. */
export interface UseChatOptions {
  uid: string;
  supportType: SupportType;
  personality: PersonalityChoice;
  /** The personalised counselor's name, for the greeting. */
  counselorName?: string;
  /** The person's country (a region code or locale), for the crisis lines the server sends. */
  country?: string | undefined;
  /**
   * Called when a reply says the person may be in crisis: as soon as the server says so, with the
   * language the person wrote in where it is not English.
   */
  onCrisis: (language: CrisisLanguage | undefined) => void;
}

/**
 * The chat's own state. `chosen` is the conversation picked by hand (null: a fresh one; undefined:
 * not yet, so the recent one is reopened). `local` holds the messages sent and streamed here that
 * Firestore has not delivered yet: from `baseline` stored messages on, each stored one replaces one
 * local one. `session` changes on every reset, so a reply still streaming for an abandoned
 * conversation cannot write into the new one. `crisis`: this conversation reached crisis in this tab
 * (or the server said it had before), so the help stays one tap away.
 */
interface ChatState {
  session: number;
  chosen: string | null | undefined;
  local: ChatMessage[];
  baseline: number;
  sending: boolean;
  error?: string;
  startedAt: Date;
  crisis: boolean;
}

const fresh = (session: number, chosen: string | null | undefined): ChatState => ({
  session,
  chosen,
  local: [],
  baseline: 0,
  sending: false,
  startedAt: new Date(),
  crisis: false,
});

const GENERIC_FAILURE = 'Failed to get a response. Please try again.';

/** What the error alert says for a failed send (docs/product.md#plan-notices). */
export function sendErrorText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status !== 403) return GENERIC_FAILURE;
  return error.details.remaining === 0
    ? `${error.message} Upgrade your plan for more sessions.`
    : error.message;
}

/** The counselor or philosopher conversation: history from Firestore, sending and streaming replies. */
export function useChat(options: UseChatOptions) {
  const { uid, supportType, personality, country, onCrisis } = options;
  const queryClient = useQueryClient();
  const [openedAt] = useState(() => Date.now());
  const [chat, setChat] = useState<ChatState>(() => fresh(0, undefined));
  const [draft, setDraft] = useState('');
  // Stops the reply streaming now, if any (the Stop button).
  const stopStreaming = useRef<() => void>(undefined);

  // Changing the support type starts a fresh conversation with its own greeting
  // (docs/product.md#sending-and-streaming).
  const [shownType, setShownType] = useState(supportType);
  if (shownType !== supportType) {
    setShownType(supportType);
    setChat(fresh(chat.session + 1, null));
  }

  const conversations = useConversations(uid);
  const ofThisType = (conversations.data ?? []).filter((c) => c.supportType === supportType);
  const conversationId =
    chat.chosen === undefined
      ? recentConversation(conversations.data ?? [], supportType, openedAt)?.id
      : (chat.chosen ?? undefined);
  const summary = conversations.data?.find((conversation) => conversation.id === conversationId);
  const stored = useMessages(uid, conversationId);
  const storedMessages = stored.data ?? [];
  // While a reply streams, the local turn is shown as it grows and stored copies wait until it ends.
  const shownStored = chat.sending ? storedMessages.slice(0, chat.baseline) : storedMessages;
  const unsynced = chat.sending
    ? chat.local
    : chat.local.slice(Math.max(0, storedMessages.length - chat.baseline));

  const opening: ChatMessage = {
    id: 'greeting',
    role: 'assistant',
    content: greeting(supportType, options.counselorName),
    // Every conversation opens by saying who is answering (issue 3: safety).
    notice: AI_DISCLOSURE,
    timestamp: storedMessages[0]?.timestamp ?? chat.startedAt,
  };
  const messages = [opening, ...shownStored, ...unsynced];
  useProposeMemoriesOnLeave(conversationId, messages.filter((message) => message.role === 'user').length);
  const lastReply = messages.findLast((message) => message.role === 'assistant' && message.provider);

  // Updates the state only while the conversation that started an action is still the one shown.
  const updater = (session: number) => (change: (state: ChatState) => ChatState) =>
    setChat((state) => (state.session === session ? change(state) : state));

  const send = async (text: string) => {
    const content = text.trim();
    if (!content || chat.sending) return;
    const update = updater(chat.session);
    const stamp = Date.now();
    const question: ChatMessage = { id: `local-${stamp}`, role: 'user', content, timestamp: new Date() };
    const replyId = `local-${stamp}-reply`;
    const thisTurn = (message: ChatMessage) => message.id === question.id || message.id === replyId;
    const storedCount = storedMessages.length;
    // The API gets the new message only: the server holds the conversation and decides what the
    // model sees of it.
    const turns = [{ role: 'user' as const, content: content.slice(0, CHAT_LIMITS.messageMaxLength) }];

    update((state) => {
      const synced = storedCount - state.baseline >= state.local.length;
      return {
        ...state,
        sending: true,
        error: undefined,
        local: synced ? [question] : [...state.local, question],
        baseline: synced ? storedCount : state.baseline,
      };
    });
    setDraft('');

    const reply = pacedText((piece) =>
      update((state) => {
        const current = state.local.find((message) => message.id === replyId);
        const started = { id: replyId, role: 'assistant' as const, timestamp: new Date(), content: '' };
        const next = { ...(current ?? started), content: (current?.content ?? '') + piece };
        return {
          ...state,
          local: current
            ? state.local.map((message) => (message.id === replyId ? next : message))
            : [...state.local, next],
        };
      }),
    );

    // The help panel opens the moment the server says crisis (once per reply), whatever the stream
    // then does; a crisis earlier in the conversation keeps the help in reach.
    let helpOpened = false;
    // The conversation the server put this turn in, known from its first event.
    let answeredIn: string | undefined;
    const onSafety = (safety: SafetyInfo & { conversationId?: string }) => {
      answeredIn ??= safety.conversationId;
      if (safety.level === 'crisis' || safety.ongoing) update((state) => ({ ...state, crisis: true }));
      if (safety.level === 'crisis' && !helpOpened) {
        helpOpened = true;
        onCrisis(safety.language);
      }
    };
    let streamed = false;
    const abort = new AbortController();
    stopStreaming.current = () => {
      abort.abort();
      // Closing the stream may not reach the server (a proxy between may hold it open), so it is told.
      if (answeredIn)
        stopReply(answeredIn).catch((error) => console.error('Stopping the reply failed', error));
    };

    // The reply settles into the conversation the server put it in, marked with `mark`; a
    // conversation the server could not find was started afresh: only this turn belongs to it.
    const settle = (settledIn: string | undefined, mark: Partial<ChatMessage>) =>
      update((state) => {
        const local = state.local.map((message) =>
          message.id === replyId ? { ...message, ...mark } : message,
        );
        const moved = conversationId !== undefined && settledIn !== undefined && settledIn !== conversationId;
        return {
          ...state,
          sending: false,
          chosen: settledIn ?? state.chosen,
          local: moved ? local.filter(thisTurn) : local,
          baseline: moved ? 0 : state.baseline,
        };
      });

    try {
      const outcome = await streamMessage({
        messages: turns,
        supportType,
        personality,
        conversationId,
        country,
        onText: (piece) => {
          streamed ||= piece.length > 0;
          reply.push(piece);
        },
        onSafety,
        signal: abort.signal,
      });
      onSafety(outcome.safety);
      await reply.drained();
      settle(outcome.conversationId, {
        provider: outcome.provider,
        ...(outcome.notice && { notice: outcome.notice }),
      });
      queryClient.setQueryData(usageKey(uid), outcome.usage);
      playReplyTone(supportType === 'philosophy');
    } catch (error) {
      if (abort.signal.aborted) {
        // Stopped: the words so far stay, marked; the session it opened stays counted.
        await reply.drained();
        settle(answeredIn, { stopped: true });
        void queryClient.invalidateQueries({ queryKey: usageKey(uid) });
        return;
      }
      console.error('Chat message failed', error);
      if (streamed) {
        // The server stored the message and the reply broke on its way: keep both, marked.
        await reply.drained();
        update((state) => ({
          ...state,
          sending: false,
          local: state.local.map((message) =>
            message.id === replyId ? { ...message, cutOff: true } : message,
          ),
        }));
        return;
      }
      reply.cancel();
      raisePlanEvent(error);
      update((state) => ({
        ...state,
        sending: false,
        error: sendErrorText(error),
        local: state.local.filter((message) => !thisTurn(message)),
      }));
      // Nothing typed is lost: the message goes back into the input.
      setDraft(text);
    }
  };

  /** Starts a fresh conversation with the greeting; `reopen` an older one instead. */
  const startOver = (reopen: string | null = null) => setChat((state) => fresh(state.session + 1, reopen));

  /** Deletes the stored conversation, then starts over (docs/product.md#conversations-and-sessions). */
  const clear = async () => {
    if (chat.sending) return;
    if (conversationId) {
      try {
        await clearConversation(conversationId);
      } catch (error) {
        console.error('Clearing the conversation failed', error);
        setChat((state) => ({ ...state, error: 'Could not clear the conversation. Please try again.' }));
        return;
      }
    }
    startOver();
  };

  return {
    messages,
    draft,
    setDraft,
    send,
    clear,
    startOver,
    sending: chat.sending,
    /** Stops the reply streaming now: what arrived is kept, marked as stopped. */
    stop: () => stopStreaming.current?.(),
    error: chat.error ?? (stored.error ? 'Could not load this conversation. Please try again.' : undefined),
    offline: lastReply?.provider === 'offline',
    /** The conversation reached crisis (here, or as stored): keep the help one tap away. */
    crisis: chat.crisis || summary?.crisisAt !== undefined,
    // Nothing to wait for while this tab's own messages are on show.
    loadingHistory:
      unsynced.length === 0 && ((chat.chosen === undefined && conversations.loading) || stored.loading),
    conversationId,
    conversations: ofThisType,
    conversationsLoading: conversations.loading,
  };
}
