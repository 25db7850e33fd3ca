import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DistractionFree } from './distraction-free';

// The chat as the chat panel shows it: a Focus button, and the conversation with its message box.
function Chat({ onClear = () => {} }: { onClear?: () => void }) {
  const [focusMode, setFocusMode] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const conversation = (
    <>
      <button>Get help now</button>
      <textarea ref={input} aria-label="Message" />
    </>
  );
  return (
    <>
      <button onClick={() => setFocusMode(true)}>Focus</button>
      {focusMode ? (
        <DistractionFree open onExit={() => setFocusMode(false)} onClear={onClear} canClear input={input}>
          {conversation}
        </DistractionFree>
      ) : (
        conversation
      )}
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('DistractionFree', () => {
  it('should show the conversation alone with the message box focused, and Clear', async () => {
    const onClear = vi.fn();
    render(<Chat onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Focus' }));
    const mode = screen.getByRole('dialog', { name: 'Distraction-free mode' });
    expect(mode).toHaveAccessibleDescription('Only the conversation. Press Escape or Exit to return.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('should take the focus back to the message box every 2 s, but leave a button a keyboard user chose', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Chat />);
    await userEvent.click(screen.getByRole('button', { name: 'Focus' }));
    const message = screen.getByRole('textbox', { name: 'Message' });
    act(() => message.blur());
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(message).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Get help now' }).focus());
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Get help now' })).toHaveFocus();
  });

  it.each(['{Escape}', 'Exit'])('should leave on %s, focus back on the Focus button', async (how) => {
    render(<Chat />);
    const focus = screen.getByRole('button', { name: 'Focus' });
    await userEvent.click(focus);
    if (how === 'Exit') await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    else await userEvent.keyboard(how);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(focus).toHaveFocus();
  });
});
