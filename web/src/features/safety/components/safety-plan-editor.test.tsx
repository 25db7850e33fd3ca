import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSafetyPlan } from '../api/safety-plan';
import { SafetyPlanEditor } from './safety-plan-editor';

vi.mock('../api/safety-plan', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/safety-plan')>()),
  saveSafetyPlan: vi.fn(),
}));

function renderEditor(plan = {}) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(<SafetyPlanEditor uid="u1" plan={plan} onSaved={onSaved} onCancel={onCancel} />);
  return { onSaved, onCancel };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(() => {
  vi.mocked(saveSafetyPlan).mockReset();
});

describe('SafetyPlanEditor', () => {
  it('should show the five sections with their hints and the length limit', () => {
    renderEditor();
    for (const title of [
      'My warning signs',
      'Things I can do on my own',
      'People and places that help',
      'Professionals I can contact',
      'Making my surroundings safe',
    ]) {
      expect(screen.getByRole('textbox', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'My warning signs' })).toHaveAccessibleDescription(
      /crisis may be building.*0 \/ 2000 characters/,
    );
  });

  it('should save what was typed and confirm it', async () => {
    vi.mocked(saveSafetyPlan).mockResolvedValue();
    const { onSaved } = renderEditor({ professionals: 'Dr. Lee 555-0100' });

    await userEvent.type(screen.getByLabelText('My warning signs'), 'Staying in bed all day');
    await userEvent.type(screen.getByLabelText('Making my surroundings safe'), 'Give my pills to Sam');
    await save();

    expect(saveSafetyPlan).toHaveBeenCalledWith('u1', {
      warningSigns: 'Staying in bed all day',
      copingStrategies: '',
      peopleAndPlaces: '',
      professionals: 'Dr. Lee 555-0100',
      safeEnvironment: 'Give my pills to Sam',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Safety plan saved');
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('should show "Saving..." while the save is under way', async () => {
    let finish: () => void = () => {};
    vi.mocked(saveSafetyPlan).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderEditor();
    await save();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('should keep everything typed and show the error when saving fails', async () => {
    vi.mocked(saveSafetyPlan).mockRejectedValue(
      new Error('Your safety plan could not be saved just now. Your words are still here: please try again.'),
    );
    const { onSaved } = renderEditor();

    await userEvent.type(screen.getByLabelText('People and places that help'), 'Call Mum');
    await save();

    expect(screen.getByRole('alert')).toHaveTextContent('could not be saved just now');
    expect(screen.getByLabelText('People and places that help')).toHaveValue('Call Mum');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('should refuse a section over 2000 characters without saving', async () => {
    renderEditor();
    await userEvent.click(screen.getByLabelText('My warning signs'));
    await userEvent.paste('w'.repeat(2001));
    expect(screen.getByText('2001 / 2000 characters')).toBeInTheDocument();
    await save();
    expect(
      screen.getByText(/My warning signs: please keep this to 2000 characters or fewer/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('My warning signs')).toHaveAttribute('aria-invalid', 'true');
    expect(saveSafetyPlan).not.toHaveBeenCalled();
  });

  it('should cancel without saving', async () => {
    const { onCancel } = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(saveSafetyPlan).not.toHaveBeenCalled();
  });
});
