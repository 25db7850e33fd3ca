import { CHAT_LIMITS } from '@domain/chat';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChatInput } from './chat-input';

function Harness(props: {
  loading?: boolean;
  philosophy?: boolean;
  onSend?: (text: string) => void;
  onStop?: () => void;
  initial?: string;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <ChatInput
      value={value}
      onChange={setValue}
      onSend={props.onSend ?? (() => {})}
      onStop={props.onStop ?? (() => {})}
      onClear={() => {}}
      loading={props.loading ?? false}
      philosophy={props.philosophy}
      canClear
    />
  );
}

const box = () => screen.getByRole('textbox', { name: 'Message' });

describe('ChatInput', () => {
  it('should send on Enter', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await userEvent.type(box(), 'I feel tired{Enter}');
    expect(onSend).toHaveBeenCalledWith('I feel tired');
  });

  it('should add a new line on Shift+Enter without sending', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await userEvent.type(box(), 'first{Shift>}{Enter}{/Shift}second');
    expect(box()).toHaveValue('first\nsecond');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('should add a new line on Enter on a touch screen, and send from the button', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await userEvent.type(box(), 'first{Enter}second');
    expect(box()).toHaveValue('first\nsecond');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenCalledWith('first\nsecond');
    vi.unstubAllGlobals();
  });

  it('should ignore a blank message', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await userEvent.type(box(), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it("should be disabled with 'Thinking...' and offer Stop in place of Send while a reply loads", async () => {
    const onStop = vi.fn();
    render(<Harness loading initial="hello" onStop={onStop} />);
    expect(box()).toBeDisabled();
    expect(box()).toHaveAttribute('placeholder', 'Thinking...');
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('should take the focus back once the reply has loaded', () => {
    const { rerender } = render(<Harness loading />);
    expect(box()).not.toHaveFocus();
    rerender(<Harness loading={false} />);
    expect(box()).toHaveFocus();
  });

  it("should say 'Contemplating...' for the philosopher", () => {
    render(<Harness loading philosophy />);
    expect(box()).toHaveAttribute('placeholder', 'Contemplating...');
  });

  it('should cap the length and count characters near the limit', () => {
    const max = CHAT_LIMITS.messageMaxLength;
    const { unmount } = render(<Harness initial="short" />);
    expect(box()).toHaveAttribute('maxLength', String(max));
    expect(screen.queryByText(`5/${max}`)).not.toBeInTheDocument();
    unmount();
    render(<Harness initial={'a'.repeat(max - 10)} />);
    expect(screen.getByText(`${max - 10}/${max}`)).toBeInTheDocument();
  });
});
