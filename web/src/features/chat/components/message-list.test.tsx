import { AI_DISCLOSURE } from '@domain/safety';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { MessageList } from './message-list';

// Local time, as the app shows it.
const at = (minutes: number) => new Date(2026, 10, 22, 14, minutes);
const message = (id: string, role: ChatMessage['role'], notice?: string): ChatMessage => ({
  id,
  role,
  content: `${role} ${id}`,
  timestamp: at(Number(id)),
  ...(notice && { notice }),
});

describe('MessageList', () => {
  it('should show the AI disclosure under the greeting and again when a later reply repeats it', () => {
    render(
      <MessageList
        messages={[
          message('0', 'assistant', AI_DISCLOSURE),
          message('1', 'user'),
          message('2', 'assistant', AI_DISCLOSURE),
          message('3', 'user'),
          message('4', 'assistant'),
          message('5', 'user'),
          message('6', 'assistant', AI_DISCLOSURE),
        ]}
        sending={false}
        loading={false}
        philosophy={false}
      />,
    );
    const log = screen.getByRole('log', { name: 'Conversation' });
    const order = [...log.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
    expect(order).toEqual([
      'assistant 0',
      AI_DISCLOSURE,
      'user 1',
      'assistant 2',
      'user 3',
      'assistant 4',
      'user 5',
      'assistant 6',
      AI_DISCLOSURE,
    ]);
  });

  it("should show each message's time as h:mm a and say who is thinking", () => {
    render(<MessageList messages={[message('5', 'user')]} sending loading={false} philosophy />);
    expect(screen.getByText('2:05 PM')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Contemplating...');
  });

  it('should mark a reply whose stream broke as cut off, keeping its text', () => {
    render(
      <MessageList
        messages={[
          message('1', 'user'),
          { ...message('2', 'assistant'), cutOff: true },
          message('3', 'user'),
        ]}
        sending={false}
        loading={false}
        philosophy={false}
      />,
    );
    const cut = screen.getByRole('note', { name: 'Reply cut off' });
    expect(cut).toHaveTextContent('This reply was cut off.');
    expect(screen.getAllByRole('note')).toHaveLength(1);
    // The mark follows the reply it belongs to.
    expect(screen.getByText('assistant 2').compareDocumentPosition(cut)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('should read a streamed reply out once it has finished, not word by word', () => {
    const turn = (reply: string) => [message('1', 'user'), { ...message('2', 'assistant'), content: reply }];
    const { container, rerender } = render(
      <MessageList messages={turn('Hello')} sending loading={false} philosophy={false} />,
    );
    expect(screen.getByRole('log', { name: 'Conversation' })).toHaveAttribute('aria-live', 'off');
    const announced = container.querySelector<HTMLElement>('[aria-live="polite"]')!;
    const reply = 'Hello there, see [this guide](https://example.org/guide).';
    rerender(<MessageList messages={turn(reply)} sending loading={false} philosophy={false} />);
    expect(announced).toBeEmptyDOMElement();

    rerender(<MessageList messages={turn(reply)} sending={false} loading={false} philosophy={false} />);
    expect(announced).toHaveTextContent('ReflectAI said: Hello there, see this guide.');
    // Read out, never a place to tab to.
    expect(within(announced).queryByRole('link')).not.toBeInTheDocument();
  });

  it('should read out no earlier reply when a message fails before its reply starts', () => {
    const history = [message('0', 'assistant')];
    const { container, rerender } = render(
      <MessageList
        messages={[...history, message('1', 'user')]}
        sending
        loading={false}
        philosophy={false}
      />,
    );
    rerender(<MessageList messages={history} sending={false} loading={false} philosophy={false} />);
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });
});
