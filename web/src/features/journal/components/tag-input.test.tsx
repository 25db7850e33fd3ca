import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagInput } from './tag-input';

function Harness({ initial = [] }: { initial?: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagInput value={tags} onChange={setTags} />
      <output aria-label="stored">{tags.join('|')}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Tags' });
const stored = () => screen.getByRole('status', { name: 'stored' });

describe('TagInput', () => {
  it('should add tags on Enter, comma and leaving the field, tidied up and once each', async () => {
    render(<Harness />);
    await userEvent.type(field(), '#Work  Life{Enter}sleep,WORK LIFE,');
    expect(stored()).toHaveTextContent('work life|sleep');
    await userEvent.type(field(), 'family');
    await userEvent.tab();
    expect(stored()).toHaveTextContent('work life|sleep|family');
    expect(field()).toHaveValue('');
  });

  it('should split a pasted list at its commas', async () => {
    render(<Harness />);
    await userEvent.click(field());
    await userEvent.paste('gym, Friends, dog walk');
    expect(stored()).toHaveTextContent('gym|friends');
    expect(field()).toHaveValue('dog walk');
  });

  it('should keep a tag that is too long in the field and say why', async () => {
    render(<Harness />);
    await userEvent.type(field(), `${'x'.repeat(31)}{Enter}`);
    expect(stored()).toHaveTextContent('');
    expect(field()).toHaveValue('x'.repeat(31));
    expect(field()).toHaveAccessibleDescription(/Keep each tag to 30 characters or fewer\./);
  });

  it('should stop at ten tags and say so', async () => {
    render(<Harness initial={Array.from({ length: 10 }, (_, i) => `t${i}`)} />);
    await userEvent.type(field(), 'eleventh{Enter}');
    expect(stored().textContent?.split('|')).toHaveLength(10);
    expect(field()).toHaveAccessibleDescription(/An entry holds up to 10 tags\./);
  });

  it('should remove a tag with its button or Backspace in the empty field', async () => {
    render(<Harness initial={['work', 'sleep', 'family']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag sleep' }));
    expect(stored()).toHaveTextContent('work|family');
    await userEvent.type(field(), '{Backspace}');
    expect(stored()).toHaveTextContent('work');
  });
});
