import type { SupportType } from '@domain/chat';
import { greeting } from '@domain/prompts';
import { AI_DISCLOSURE, type SafetyInfo } from '@domain/safety';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { basicUsage } from '@/test/fixtures';
import { withQueryClient } from '@/test/render-with-auth';
import { clearConversation } from '../api/clear-conversation';
import { stopReply } from '../api/stop-reply';
import type { ConversationSummary } from '../api/use-conversations';
import { streamMessage, type ReplyOutcome, type StreamMessageInput } from '../api/stream-message';
import { TRIAL_EXPIRED_EVENT } from '../plan-events';
import type { ChatMessage } from '../types';
import { ChatPanel, type VoiceSlotContext } from './chat-panel';

vi.mock('../api/stream-message', () => ({ streamMessage: vi.fn() }));
vi.mock('../api/clear-conversation', () => ({ clearConversation: vi.fn(async () => {}) }));
vi.mock('../api/stop-reply', () => ({ stopReply: vi.fn(async () => {}) }));
// Firestore stays out of unit tests: no stored conversations unless a test stores some, and nothing
// synced back.
const stored = vi.hoisted(() => ({
  conversations: [] as ConversationSummary[],
  messages: undefined as ChatMessage[] | undefined,
}));
vi.mock('../api/use-conversations', async (original) => ({
  ...(await original<typeof import('../api/use-conversations')>()),
  useConversations: () => ({ data: stored.conversations, loading: false, error: undefined }),
}));
vi.mock('../api/use-messages', () => ({
  useMessages: (_uid: string, conversationId: string | undefined) => ({
    data: conversationId ? stored.messages : undefined,
    loading: false,
    error: undefined,
  }),
}));

const usage = basicUsage({ used: 1, remaining: 9 });
vi.mock('../api/use-usage', async (original) => ({
  ...(await original<typeof import('../api/use-usage')>()),
  useUsage: () => ({ data: usage, isPending: false }),
}));

const outcome = (overrides: Partial<ReplyOutcome> = {}): ReplyOutcome => ({
  conversationId: 'conv1',
  usage,
  safety: { level: 'none' },
  provider: 'openai',
  ...overrides,
});

/**
 * A reply the test streams by hand: `safety` sends the server's verdict, `say` a delta, `finish` and
 * `fail` end it; aborting it fails it as the real stream does.
 */
function controlledReply() {
  let onText!: (text: string) => void;
  let onSafety: StreamMessageInput['onSafety'];
  let resolve!: (value: ReplyOutcome) => void;
  let reject!: (error: unknown) => void;
  vi.mocked(streamMessage).mockImplementationOnce((input: StreamMessageInput) => {
    onText = input.onText;
    onSafety = input.onSafety;
    return new Promise<ReplyOutcome>((res, rej) => {
      resolve = res;
      reject = rej;
      input.signal?.addEventListener('abort', () => rej(new DOMException('aborted', 'AbortError')));
    });
  });
  return {
    safety: (safety: SafetyInfo, conversationId = 'conv1') =>
      act(() => onSafety?.({ ...safety, conversationId })),
    say: (text: string) => act(() => onText(text)),
    // Done once the last words are shown and the input is back.
    finish: async (value = outcome()) => {
      await act(async () => resolve(value));
      await waitFor(() => expect(input()).toBeEnabled());
    },
    fail: (error: unknown) => act(async () => reject(error)),
  };
}

function renderPanel(
  props: {
    supportType?: SupportType;
    country?: string;
    onCrisis?: () => void;
    voiceControls?: (chat: VoiceSlotContext) => ReactNode;
    training?: boolean;
    intro?: ReactNode;
  } = {},
) {
  const panel = (supportType: SupportType) =>
    withQueryClient(
      <ChatPanel
        uid="u1"
        supportType={supportType}
        personality={{ personalityType: 'empathetic', label: 'Empathetic Listener' }}
        country={props.country}
        onCrisis={props.onCrisis ?? (() => {})}
        voiceControls={props.voiceControls}
        training={props.training}
        intro={props.intro}
        crisisNotice={<section aria-label="Support is one tap away">Samaritans: call 116 123</section>}
      />,
    );
  const view = render(panel(props.supportType ?? 'emotional'));
  return { rerenderWith: (supportType: SupportType) => view.rerender(panel(supportType)) };
}

const input = () => screen.getByRole('textbox', { name: 'Message' });
const log = () => screen.getByRole('log', { name: 'Conversation' });
const bubbles = (role: 'user' | 'assistant') =>
  Array.from(log().querySelectorAll(`[data-role="${role}"] > :is(p, div)`)).map((node) => node.textContent);
const crisisNotice = () => screen.queryByRole('region', { name: 'Support is one tap away' });

beforeEach(() => {
  vi.mocked(streamMessage).mockReset();
  stored.conversations = [];
  stored.messages = undefined;
  // Failed sends are logged for developers; the tests look at what the person sees instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ChatPanel', () => {
  it("should show the page's intro until the first message, then give its place to the conversation", async () => {
    renderPanel({ intro: <p>Start Talking</p> });
    expect(screen.getByText('Start Talking')).toBeInTheDocument();
    const reply = controlledReply();
    await userEvent.type(input(), 'hello{Enter}');
    expect(screen.queryByText('Start Talking')).not.toBeInTheDocument();
    await reply.finish();
    expect(screen.queryByText('Start Talking')).not.toBeInTheDocument();
  });

  it('should open with the greeting of its support type, with the time', () => {
    renderPanel({ supportType: 'productivity' });
    expect(bubbles('assistant')).toEqual([greeting('productivity')]);
    expect(within(log()).getByText(/^\d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
  });

  it('should show the message at once and the reply as it streams in', async () => {
    const reply = controlledReply();
    renderPanel();
    // The conversation opens by saying it is an AI.
    expect(screen.getAllByText(AI_DISCLOSURE)).toHaveLength(1);
    await userEvent.type(input(), 'I had a rough day{Enter}');

    expect(bubbles('user')).toEqual(['I had a rough day']);
    expect(input()).toHaveValue('');
    expect(input()).toHaveAttribute('placeholder', 'Thinking...');
    expect(within(log()).getByRole('status')).toHaveTextContent('Thinking...');
    const sent = vi.mocked(streamMessage).mock.calls[0]![0];
    expect(sent.messages).toEqual([{ role: 'user', content: 'I had a rough day' }]);
    expect(sent).toMatchObject({ supportType: 'emotional', conversationId: undefined });

    reply.say('That sounds');
    await waitFor(() => expect(bubbles('assistant').at(-1)).toBe('That sounds'));
    reply.say(' hard.');
    await waitFor(() => expect(bubbles('assistant').at(-1)).toBe('That sounds hard.'));

    await reply.finish(outcome({ notice: AI_DISCLOSURE }));
    expect(input()).toBeEnabled();
    // The first reply's disclosure is the one the greeting already showed.
    expect(screen.getAllByText(AI_DISCLOSURE)).toHaveLength(1);
  });

  it('should continue the same conversation with the next message', async () => {
    const first = controlledReply();
    renderPanel();
    await userEvent.type(input(), 'Hello{Enter}');
    first.say('Hi there.');
    await first.finish();

    controlledReply();
    await userEvent.type(input(), 'Still here{Enter}');
    const sent = vi.mocked(streamMessage).mock.calls[1]![0];
    expect(sent.conversationId).toBe('conv1');
    // The server holds the conversation: only the new message is sent.
    expect(sent.messages).toEqual([{ role: 'user', content: 'Still here' }]);
  });

  it('should note the offline counselor', async () => {
    const reply = controlledReply();
    renderPanel();
    await userEvent.type(input(), 'Hello{Enter}');
    reply.say('Hello, I am listening.');
    await reply.finish(outcome({ provider: 'offline' }));
    expect(screen.getByText('Offline counselor')).toBeInTheDocument();
    expect(screen.getByText(/Runs without an AI service, so its replies are simpler/)).toBeInTheDocument();
  });

  it('should call onCrisis when the reply says the person may be in crisis', async () => {
    const onCrisis = vi.fn();
    const reply = controlledReply();
    renderPanel({ onCrisis });
    await userEvent.type(input(), 'I want to end it all{Enter}');
    reply.say('Please call or text 988.');
    expect(onCrisis).not.toHaveBeenCalled();
    await reply.finish(outcome({ safety: { level: 'crisis' } }));
    expect(onCrisis).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it('should tell onCrisis the language of a crisis message, for the help panel', async () => {
    const onCrisis = vi.fn();
    const reply = controlledReply();
    renderPanel({ onCrisis });
    await userEvent.type(input(), 'ya me quiero matar{Enter}');
    reply.safety({ level: 'crisis', kinds: ['active-ideation'], language: 'es' });
    expect(onCrisis).toHaveBeenCalledExactlyOnceWith('es');
  });

  it('should open the help the moment the server says crisis, before any text, and once only', async () => {
    const onCrisis = vi.fn();
    const reply = controlledReply();
    renderPanel({ onCrisis });
    await userEvent.type(input(), 'I have the pills here{Enter}');
    expect(crisisNotice()).not.toBeInTheDocument();
    reply.safety({ level: 'crisis', kinds: ['means'] });
    expect(onCrisis).toHaveBeenCalledOnce();
    expect(crisisNotice()).toBeInTheDocument();
    reply.say('Please call or text 988.');
    await reply.finish(outcome({ safety: { level: 'crisis', kinds: ['means'] } }));
    expect(onCrisis).toHaveBeenCalledOnce();
  });

  it('should keep the crisis lines and the help when a crisis reply then fails', async () => {
    const onCrisis = vi.fn();
    const reply = controlledReply();
    renderPanel({ onCrisis });
    await userEvent.type(input(), 'I am going to do it tonight{Enter}');
    reply.safety({ level: 'crisis', kinds: ['plan'] });
    reply.say('Please reach out now: call or text 988.');
    await reply.fail(new ApiError(500, 'The reply failed.', 'provider_unavailable'));

    await waitFor(() => expect(input()).toBeEnabled());
    expect(onCrisis).toHaveBeenCalledOnce();
    expect(bubbles('assistant').at(-1)).toBe('Please reach out now: call or text 988.');
    expect(screen.getByRole('note', { name: 'Reply cut off' })).toBeInTheDocument();
    expect(crisisNotice()).toBeInTheDocument();
  });

  it('should open the help on a crisis verdict even when the stream fails before any text', async () => {
    const onCrisis = vi.fn();
    const reply = controlledReply();
    renderPanel({ onCrisis });
    await userEvent.type(input(), 'I have a rope{Enter}');
    reply.safety({ level: 'crisis', kinds: ['means'] });
    await reply.fail(new ApiError(500, 'The reply ended unexpectedly.', 'incomplete_stream'));
    expect(onCrisis).toHaveBeenCalledOnce();
    expect(crisisNotice()).toBeInTheDocument();
  });

  it('should keep the crisis notice above the input for the rest of the conversation', async () => {
    const first = controlledReply();
    renderPanel();
    await userEvent.type(input(), 'I want to die{Enter}');
    first.say('Please call or text 988.');
    await first.finish(outcome({ safety: { level: 'crisis', kinds: ['passive-ideation'] } }));
    expect(crisisNotice()).toHaveTextContent('Samaritans: call 116 123');

    const second = controlledReply();
    await userEvent.type(input(), 'Thanks, what about sleep?{Enter}');
    second.say('Sleep can help.');
    await second.finish(outcome({ safety: { level: 'none', ongoing: true } }));
    expect(crisisNotice()).toBeInTheDocument();
    // Above the input, inside a polite live region so it is announced without interrupting.
    const region = crisisNotice()!.parentElement!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region.compareDocumentPosition(input()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // A fresh conversation has not reached crisis.
    await userEvent.click(screen.getByRole('button', { name: 'Clear conversation' }));
    expect(crisisNotice()).not.toBeInTheDocument();
  });

  it('should show the crisis notice when the server says the conversation reached crisis earlier', async () => {
    const reply = controlledReply();
    renderPanel();
    expect(crisisNotice()).not.toBeInTheDocument();
    await userEvent.type(input(), 'Back again{Enter}');
    reply.safety({ level: 'none', ongoing: true });
    expect(crisisNotice()).toBeInTheDocument();
  });

  it('should show the crisis notice on reopening a stored conversation that reached crisis', () => {
    const now = new Date();
    stored.conversations = [
      { id: 'c9', title: 'Last night', supportType: 'emotional', lastMessageAt: now, crisisAt: now },
    ];
    stored.messages = [{ id: 'm1', role: 'user', content: 'I wanted to die', timestamp: now }];
    renderPanel();
    expect(bubbles('user')).toEqual(['I wanted to die']);
    expect(crisisNotice()).toBeInTheDocument();
  });

  it.each([true, false])(
    'should offer counselor training under stored replies only, when the plan includes it: %s',
    (training) => {
      const now = new Date();
      stored.conversations = [{ id: 'c7', title: 'Work', supportType: 'emotional', lastMessageAt: now }];
      stored.messages = [
        { id: 'm1', role: 'user', content: 'Work was long', timestamp: now, stored: true },
        {
          id: 'm2',
          role: 'assistant',
          content: 'That sounds tiring.',
          timestamp: now,
          stored: true,
          rating: 'down',
        },
      ];
      renderPanel({ training });
      const thumbs = within(log()).queryAllByRole('button', { name: 'Not helpful' });
      // One for the stored reply: none for the greeting or the person's own message.
      expect(thumbs).toHaveLength(training ? 1 : 0);
      if (training) expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
    },
  );

  it('should not show the crisis notice for an ordinary conversation', async () => {
    const now = new Date();
    stored.conversations = [{ id: 'c8', title: 'Work', supportType: 'emotional', lastMessageAt: now }];
    stored.messages = [{ id: 'm1', role: 'user', content: 'Work was long', timestamp: now }];
    const reply = controlledReply();
    renderPanel();
    await userEvent.type(input(), 'Hello{Enter}');
    reply.safety({ level: 'concern', kinds: ['distress'] });
    reply.say('I hear you.');
    await reply.finish(outcome({ safety: { level: 'concern', kinds: ['distress'] } }));
    expect(crisisNotice()).not.toBeInTheDocument();
  });

  it('should explain a session limit and put the message back in the input', async () => {
    const reply = controlledReply();
    renderPanel();
    await userEvent.type(input(), 'One more thing{Enter}');
    await reply.fail(
      new ApiError(403, 'Session limit reached', 'session_limit', undefined, undefined, { remaining: 0 }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Session limit reached Upgrade your plan for more sessions.',
    );
    expect(input()).toHaveValue('One more thing');
    expect(bubbles('user')).toEqual([]);
  });

  it('should give the plain failure text and return the message when the reply fails before any text', async () => {
    const reply = controlledReply();
    renderPanel();
    await userEvent.type(input(), 'Hello{Enter}');
    reply.safety({ level: 'none' });
    await reply.fail(new ApiError(500, 'The reply failed.', 'internal'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to get a response. Please try again.');
    expect(bubbles('user')).toEqual([]);
    expect(bubbles('assistant')).toEqual([greeting('emotional')]);
    expect(input()).toHaveValue('Hello');
    expect(screen.queryByRole('note', { name: 'Reply cut off' })).not.toBeInTheDocument();
  });

  it('should keep the message and what was streamed, marked as cut off, when the stream breaks', async () => {
    const reply = controlledReply();
    renderPanel();
    await userEvent.type(input(), 'I keep going over it{Enter}');
    reply.say('That sounds exhausting. One thing');
    await reply.fail(new ApiError(500, 'The reply ended unexpectedly.', 'incomplete_stream'));

    await waitFor(() => expect(input()).toBeEnabled());
    expect(bubbles('user')).toEqual(['I keep going over it']);
    expect(bubbles('assistant').at(-1)).toBe('That sounds exhausting. One thing');
    expect(screen.getByRole('note', { name: 'Reply cut off' })).toHaveTextContent('This reply was cut off.');
    // The server stored the message: it does not come back into the input to be sent twice.
    expect(input()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should stop a streaming reply, keeping what arrived marked as stopped, and tell the server', async () => {
    const reply = controlledReply();
    renderPanel();
    await userEvent.type(input(), 'Tell me everything{Enter}');
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    reply.safety({ level: 'none' }, 'conv7');
    reply.say('First words ');
    await waitFor(() => expect(bubbles('assistant').at(-1)).toBe('First words'));

    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(input()).toBeEnabled());
    expect(vi.mocked(streamMessage).mock.calls[0]![0].signal?.aborted).toBe(true);
    expect(stopReply).toHaveBeenCalledWith('conv7');
    expect(bubbles('user')).toEqual(['Tell me everything']);
    expect(bubbles('assistant').at(-1)).toBe('First words');
    expect(within(log()).getByText('Stopped')).toBeInTheDocument();
    // Not a failure: no alert, no cut-off note, nothing put back to send twice.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Reply cut off' })).not.toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('should send only the new message of a long conversation, with the country', async () => {
    const now = new Date();
    stored.conversations = [{ id: 'long', title: 'Long talk', supportType: 'emotional', lastMessageAt: now }];
    stored.messages = Array.from({ length: 200 }, (_, index) => ({
      id: `m${index}`,
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `turn ${index}`,
      timestamp: now,
    }));
    controlledReply();
    renderPanel({ country: 'GB' });
    await userEvent.type(input(), 'And another thing{Enter}');

    const sent = vi.mocked(streamMessage).mock.calls[0]![0];
    expect(sent).toMatchObject({ conversationId: 'long', country: 'GB' });
    expect(sent.messages).toEqual([{ role: 'user', content: 'And another thing' }]);
  });

  it('should raise the trial-expired event on a trial refusal', async () => {
    const listener = vi.fn();
    window.addEventListener(TRIAL_EXPIRED_EVENT, listener);
    const reply = controlledReply();
    renderPanel();
    await userEvent.type(input(), 'Hello{Enter}');
    await reply.fail(new ApiError(403, 'Trial expired', 'trial_expired'));
    window.removeEventListener(TRIAL_EXPIRED_EVENT, listener);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('should delete the stored conversation on Clear and return to the greeting', async () => {
    const reply = controlledReply();
    renderPanel();
    await userEvent.type(input(), 'Hello{Enter}');
    reply.say('Hi.');
    await reply.finish();
    await userEvent.click(screen.getByRole('button', { name: 'Clear conversation' }));
    expect(clearConversation).toHaveBeenCalledWith('conv1');
    expect(bubbles('user')).toEqual([]);
    expect(bubbles('assistant')).toEqual([greeting('emotional')]);
  });

  it('should start afresh with a new greeting when the support type changes', async () => {
    const reply = controlledReply();
    const { rerenderWith } = renderPanel();
    await userEvent.type(input(), 'Hello{Enter}');
    await reply.finish();
    rerenderWith('productivity');
    expect(bubbles('user')).toEqual([]);
    expect(bubbles('assistant')).toEqual([greeting('productivity')]);

    controlledReply();
    await userEvent.type(input(), 'Plan my week{Enter}');
    expect(vi.mocked(streamMessage).mock.calls[1]![0].conversationId).toBeUndefined();
  });

  it('should lend the voice controls the conversation, its send and the usage', async () => {
    const reply = controlledReply();
    const lent: VoiceSlotContext[] = [];
    renderPanel({
      voiceControls: (chat) => {
        lent.push(chat);
        return <button onClick={() => void chat.send('I said this out loud')}>Speak</button>;
      },
    });
    expect(lent.at(-1)).toMatchObject({ sending: false, usage, usageLoading: false });

    await userEvent.click(screen.getByRole('button', { name: 'Speak' }));
    expect(bubbles('user')).toEqual(['I said this out loud']);
    expect(lent.at(-1)?.sending).toBe(true);
    reply.say('I heard you.');
    await reply.finish();
    expect(lent.at(-1)?.sending).toBe(false);
    expect(lent.at(-1)?.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'I heard you.' });
  });
});
