import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCustomPersonality } from '../api/custom-personalities';
import { CustomPersonalityForm } from './custom-personality-form';

vi.mock('../api/custom-personalities', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/custom-personalities')>()),
  saveCustomPersonality: vi.fn(),
}));

function renderForm() {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(<CustomPersonalityForm uid="u1" onSaved={onSaved} onCancel={onCancel} />);
  return { onSaved, onCancel };
}

// Pastes text into a field, as someone would with a long block of text.
async function paste(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save personality' }));

beforeEach(() => {
  vi.mocked(saveCustomPersonality).mockReset();
});

describe('CustomPersonalityForm', () => {
  it('should require a name and instructions', async () => {
    renderForm();
    await save();
    expect(screen.getByText('Give your personality a name.')).toBeInTheDocument();
    expect(screen.getByText('Describe how this personality should talk with you.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(saveCustomPersonality).not.toHaveBeenCalled();
  });

  it('should accept a 40-character name and refuse a 41-character one', async () => {
    vi.mocked(saveCustomPersonality).mockResolvedValue('p1');
    const { onSaved } = renderForm();
    await paste('Instructions', 'Be kind.');
    await paste('Name', 'a'.repeat(41));
    expect(screen.getByText('41 / 40 characters (too long)')).toBeInTheDocument();
    await save();
    expect(screen.getByText('Keep the name to 40 characters or fewer.')).toBeInTheDocument();
    expect(saveCustomPersonality).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Name'), '{Backspace}');
    await save();
    expect(saveCustomPersonality).toHaveBeenCalledOnce();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1', name: 'a'.repeat(40) }));
  });

  it('should refuse a description over 200 characters', async () => {
    renderForm();
    await paste('Name', 'Night Owl');
    await paste('Instructions', 'Be kind.');
    await paste('Description (optional)', 'd'.repeat(201));
    await save();
    expect(screen.getByText('Keep the description to 200 characters or fewer.')).toBeInTheDocument();
    expect(saveCustomPersonality).not.toHaveBeenCalled();
  });

  it('should count instructions and refuse more than 2000 characters', async () => {
    renderForm();
    await paste('Name', 'Night Owl');
    await paste('Instructions', 'i'.repeat(2001));
    expect(screen.getByText('2001 / 2000 characters (too long)')).toBeInTheDocument();
    await save();
    expect(screen.getByText('Keep the instructions to 2000 characters or fewer.')).toBeInTheDocument();
    expect(saveCustomPersonality).not.toHaveBeenCalled();
  });

  it('should keep what was typed and show the error when saving fails', async () => {
    vi.mocked(saveCustomPersonality).mockRejectedValue(
      new Error('This personality could not be saved just now. Please try again.'),
    );
    const { onSaved } = renderForm();
    await paste('Name', 'Night Owl');
    await paste('Instructions', 'Keep me company.');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('could not be saved just now');
    expect(screen.getByLabelText('Name')).toHaveValue('Night Owl');
    expect(screen.getByLabelText('Instructions')).toHaveValue('Keep me company.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('should trim what it saves and default the base to Empathetic Listener', async () => {
    vi.mocked(saveCustomPersonality).mockResolvedValue('p1');
    renderForm();
    expect(screen.getByLabelText('Base personality')).toHaveValue('empathetic');
    await paste('Name', '  Night Owl  ');
    await paste('Instructions', ' Keep me company. ');
    await save();
    expect(saveCustomPersonality).toHaveBeenCalledWith(
      'u1',
      { name: 'Night Owl', description: '', instructions: 'Keep me company.', basePersonality: 'empathetic' },
      undefined,
    );
  });

  it('should cancel without saving', async () => {
    const { onCancel } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(saveCustomPersonality).not.toHaveBeenCalled();
  });
});
