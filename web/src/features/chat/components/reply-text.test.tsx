import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReplyText } from './reply-text';

describe('ReplyText', () => {
  it('should show Markdown emphasis and lists as formatting, not as asterisks and dashes', () => {
    const { container } = render(<ReplyText text={'**Breathe** slowly.\n\n- one\n- two\n\n1. first'} />);
    expect(container.querySelector('strong')).toHaveTextContent('Breathe');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two', 'first']);
    expect(container).not.toHaveTextContent('*');
  });

  it('should never render raw HTML from a reply', () => {
    const { container } = render(
      <ReplyText text={'Hello <img src="x" onerror="alert(1)"> <script>alert(2)</script><b>bold</b>'} />,
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container).toHaveTextContent('Hello');
  });

  it('should open links in a new tab without handing over the app, and drop script links', () => {
    render(<ReplyText text={'[a guide](https://example.org/guide) and [this](javascript:alert(1))'} />);
    const guide = screen.getByRole('link', { name: 'a guide' });
    expect(guide).toHaveAttribute('href', 'https://example.org/guide');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('this').closest('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('should keep plain text as written, line by line', () => {
    const { container } = render(<ReplyText text={'Please reach out:\nLine one: 988\nLine two: 111'} />);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('Please reach out:\nLine one: 988\nLine two: 111');
  });
});
