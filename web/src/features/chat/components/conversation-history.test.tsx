import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationSummary } from '../api/use-conversations';
import { ConversationHistory } from './conversation-history';

const conversations: ConversationSummary[] = [
  { id: 'c1', title: 'A hard week', supportType: 'general', lastMessageAt: new Date(2026, 0, 5, 9, 30) },
  { id: 'c2', title: '', supportType: 'general', lastMessageAt: new Date(2026, 0, 4, 18, 0) },
];

function showHistory() {
  const onOpen = vi.fn();
  const onNew = vi.fn();
  render(
    <ConversationHistory
      conversations={conversations}
      loading={false}
      currentId="c1"
      onOpen={onOpen}
      onNew={onNew}
    />,
  );
  return { onOpen, onNew, trigger: screen.getByRole('button', { name: 'Conversation history' }) };
}

describe('ConversationHistory', () => {
  it('should list past conversations in a sheet, the current one marked', async () => {
    const { trigger } = showHistory();
    await userEvent.click(trigger);
    const sheet = screen.getByRole('dialog', { name: 'Past conversations' });
    expect(sheet).toHaveAccessibleDescription('Reopen a past conversation or start a new one.');
    expect(within(sheet).getByRole('button', { name: /A hard week/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(sheet).getByRole('button', { name: /Untitled conversation/ })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('should reopen the one chosen, close, and give focus back to the History button', async () => {
    const { trigger, onOpen } = showHistory();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: /Untitled conversation/ }));
    expect(onOpen).toHaveBeenCalledWith('c2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(trigger).toHaveFocus();
  });

  it('should start a new conversation, and close on Close', async () => {
    const { trigger, onNew } = showHistory();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(onNew).toHaveBeenCalledOnce();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
