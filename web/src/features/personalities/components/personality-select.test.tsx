import type { CustomPersonality, PersonalityChoice } from '@domain/personalities';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '@/test/render-with-auth';
import {
  deleteCustomPersonality,
  saveCustomPersonality,
  useCustomPersonalities,
} from '../api/custom-personalities';
import { PersonalitySelect } from './personality-select';

vi.mock('../api/custom-personalities', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/custom-personalities')>()),
  useCustomPersonalities: vi.fn(),
  saveCustomPersonality: vi.fn(),
  deleteCustomPersonality: vi.fn(),
}));

const UID = 'u1';

const calmCoach: CustomPersonality = {
  id: 'p-calm',
  name: 'Calm Coach',
  description: 'Slow and steady',
  instructions: 'Speak slowly and gently.',
  basePersonality: 'zen',
  isCustom: true,
};
const calmChoice: PersonalityChoice = {
  personalityType: 'p-calm',
  label: 'Calm Coach',
  customInstructions: 'Speak slowly and gently.',
  basePersonality: 'zen',
};
const straightTalker: CustomPersonality = {
  id: 'p-straight',
  name: 'Straight Talker',
  description: '',
  instructions: 'Be blunt but kind.',
  basePersonality: 'practical',
  isCustom: true,
};

function givenPersonalities(
  personalities: CustomPersonality[],
  state: { loading?: boolean; error?: Error } = {},
) {
  vi.mocked(useCustomPersonalities).mockReturnValue({
    personalities,
    loading: state.loading ?? false,
    error: state.error,
  });
}

// Renders the select as a parent would: holding the choice in state and recording each change.
function renderSelect(initial: PersonalityChoice, personalizedCounselor?: CustomPersonality) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <PersonalitySelect
        uid={UID}
        value={value}
        personalizedCounselor={personalizedCounselor}
        onChange={(choice) => {
          onChange(choice);
          setValue(choice);
        }}
      />
    );
  }
  render(withQueryClient(<Harness />));
  return { onChange, select: screen.getByRole('combobox', { name: 'Personality' }) };
}

const groupLabels = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('optgroup')).map((group) => group.label);

const optionsIn = (select: HTMLElement, label: string) =>
  Array.from(select.querySelectorAll(`optgroup[label="${label}"] option`)).map(
    (option) => option.textContent,
  );

async function openManage() {
  await userEvent.click(screen.getByRole('button', { name: 'Manage personalities' }));
  return screen.getByRole('dialog', { name: 'Your personalities' });
}

beforeEach(() => {
  vi.mocked(saveCustomPersonality).mockReset();
  vi.mocked(deleteCustomPersonality).mockReset();
  givenPersonalities([]);
});

describe('PersonalitySelect', () => {
  it('should list the built-ins and guides, and no "Your personalities" group when there are none', () => {
    const { select } = renderSelect({ personalityType: 'empathetic', label: 'Empathetic Listener' });

    expect(groupLabels(select)).toEqual(['Built-in personalities', 'Guides']);
    expect(optionsIn(select, 'Built-in personalities')).toHaveLength(14);
    expect(optionsIn(select, 'Built-in personalities')).toContain('Stoic Philosopher');
    expect(optionsIn(select, 'Guides')).toEqual([
      'Maya (Empathetic)',
      'Alex (Practical)',
      'River (Creative)',
      'Samuel (Wise)',
      'Jordan (Energetic)',
    ]);
    expect(select).toHaveValue('empathetic');
  });

  it('should never offer an option with an empty value', () => {
    givenPersonalities([calmCoach]);
    const { select } = renderSelect({ personalityType: 'default', label: 'Balanced' }, { ...calmCoach });
    const values = Array.from(select.querySelectorAll('option')).map((option) => option.value);
    expect(values.every((value) => value.trim() !== '')).toBe(true);
  });

  it('should list custom personalities under "Your personalities" and the counselor under its label', () => {
    givenPersonalities([calmCoach, straightTalker]);
    const counselor = { ...calmCoach, id: 'personalized-counselor', name: 'Hope' };
    const { select } = renderSelect({ personalityType: 'default', label: 'Balanced' }, counselor);

    expect(groupLabels(select)).toEqual([
      'Built-in personalities',
      'Guides',
      'Your counselor',
      'Your personalities',
    ]);
    expect(optionsIn(select, 'Your personalities')).toEqual(['Calm Coach', 'Straight Talker']);
    expect(optionsIn(select, 'Your counselor')).toEqual(['Your personalized counselor/philosopher']);
  });

  it('should emit the custom choice with its instructions and base personality', async () => {
    givenPersonalities([calmCoach]);
    const { select, onChange } = renderSelect({ personalityType: 'default', label: 'Balanced' });

    await userEvent.selectOptions(select, 'Calm Coach');

    expect(onChange).toHaveBeenLastCalledWith({
      personalityType: 'p-calm',
      label: 'Calm Coach',
      customInstructions: 'Speak slowly and gently.',
      basePersonality: 'zen',
    });
    expect(select).toHaveValue('p-calm');
  });

  it('should emit plain choices for a built-in and a guide', async () => {
    const { select, onChange } = renderSelect({ personalityType: 'default', label: 'Balanced' });

    await userEvent.selectOptions(select, 'Stoic Philosopher');
    expect(onChange).toHaveBeenLastCalledWith({ personalityType: 'stoic', label: 'Stoic Philosopher' });

    await userEvent.selectOptions(select, 'Maya (Empathetic)');
    expect(onChange).toHaveBeenLastCalledWith({ personalityType: 'maya', label: 'Maya (Empathetic)' });
  });

  it('should emit the personalised counselor with its instructions', async () => {
    const counselor: CustomPersonality = {
      id: 'personalized-counselor',
      name: 'Hope',
      description: 'Gentle',
      instructions: 'Be especially gentle.',
      basePersonality: 'empathetic',
      isCustom: true,
    };
    const { select, onChange } = renderSelect({ personalityType: 'default', label: 'Balanced' }, counselor);

    await userEvent.selectOptions(select, 'Your personalized counselor/philosopher');

    expect(onChange).toHaveBeenLastCalledWith({
      personalityType: 'personalized-counselor',
      label: 'Your personalized counselor/philosopher',
      customInstructions: 'Be especially gentle.',
      basePersonality: 'empathetic',
    });
  });

  it('should complete a restored custom choice with its instructions once the list has loaded', () => {
    givenPersonalities([calmCoach]);
    const { onChange, select } = renderSelect({ personalityType: 'p-calm', label: 'Calm Coach' });
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith(calmChoice);
    expect(select).toHaveValue('p-calm');
  });

  it('should not re-emit a custom choice that is already current', () => {
    givenPersonalities([calmCoach]);
    const { onChange } = renderSelect(calmChoice);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should keep showing a stored choice that is not in the lists yet', () => {
    givenPersonalities([], { loading: true });
    const { select } = renderSelect({ personalityType: 'p-calm', label: 'Calm Coach' });
    expect(select).toHaveValue('p-calm');
    expect(within(select).getByRole('option', { name: 'Calm Coach' })).toBeInTheDocument();
  });
});

describe('Managing custom personalities', () => {
  it('should reset the selection to default when the selected custom personality is deleted', async () => {
    givenPersonalities([calmCoach, straightTalker]);
    vi.mocked(deleteCustomPersonality).mockResolvedValue();
    const { select, onChange } = renderSelect(calmChoice);

    const dialog = await openManage();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Calm Coach' }));
    const confirm = within(dialog).getByRole('group', { name: 'Confirm deleting Calm Coach' });
    expect(deleteCustomPersonality).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));

    expect(deleteCustomPersonality).toHaveBeenCalledWith(UID, 'p-calm');
    expect(onChange).toHaveBeenLastCalledWith({ personalityType: 'default', label: 'Balanced' });
    expect(select).toHaveValue('default');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Deleted Calm Coach');
  });

  it('should keep the selection when another custom personality is deleted', async () => {
    givenPersonalities([calmCoach, straightTalker]);
    vi.mocked(deleteCustomPersonality).mockResolvedValue();
    const { onChange } = renderSelect(calmChoice);

    const dialog = await openManage();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Straight Talker' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));

    expect(deleteCustomPersonality).toHaveBeenCalledWith(UID, 'p-straight');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should not delete when the confirmation is declined', async () => {
    givenPersonalities([calmCoach]);
    renderSelect({ personalityType: 'default', label: 'Balanced' });

    const dialog = await openManage();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Calm Coach' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));

    expect(deleteCustomPersonality).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Delete Calm Coach' })).toBeInTheDocument();
  });

  it('should show a failed delete and keep the selection', async () => {
    givenPersonalities([calmCoach]);
    vi.mocked(deleteCustomPersonality).mockRejectedValue(new Error('This personality could not be deleted.'));
    const { onChange } = renderSelect(calmChoice);

    const dialog = await openManage();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Calm Coach' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('This personality could not be deleted.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should show the loading, empty and error states', async () => {
    givenPersonalities([], { loading: true });
    const { unmount } = render(
      withQueryClient(
        <PersonalitySelect
          uid={UID}
          value={{ personalityType: 'default', label: 'Balanced' }}
          onChange={vi.fn()}
        />,
      ),
    );
    let dialog = await openManage();
    expect(within(dialog).getByText('Loading your personalities...')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'New personality' })).toBeDisabled();
    unmount();

    givenPersonalities([]);
    renderSelect({ personalityType: 'default', label: 'Balanced' });
    dialog = await openManage();
    expect(within(dialog).getByText('No custom personalities yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'New personality' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should say when the personalities could not be loaded', async () => {
    givenPersonalities([], { error: new Error('permission-denied') });
    renderSelect({ personalityType: 'default', label: 'Balanced' });
    const dialog = await openManage();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('could not be loaded');
  });

  it('should disable "New personality" with an explanation at the limit of 20', async () => {
    givenPersonalities(
      Array.from({ length: 20 }, (_, index) => ({ ...calmCoach, id: `p-${index}`, name: `Voice ${index}` })),
    );
    renderSelect({ personalityType: 'default', label: 'Balanced' });
    const dialog = await openManage();
    const button = within(dialog).getByRole('button', { name: 'New personality' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'You have reached the limit of 20 personalities. Delete one to make room for a new one.',
    );
  });

  it('should create a personality from the form and return to the list', async () => {
    vi.mocked(saveCustomPersonality).mockResolvedValue('p-new');
    const { onChange } = renderSelect({ personalityType: 'default', label: 'Balanced' });

    const dialog = await openManage();
    await userEvent.click(within(dialog).getByRole('button', { name: 'New personality' }));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Night Owl');
    await userEvent.selectOptions(within(dialog).getByLabelText('Base personality'), 'Stoic Philosopher');
    await userEvent.type(within(dialog).getByLabelText('Instructions'), 'Keep me company late at night.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save personality' }));

    expect(saveCustomPersonality).toHaveBeenCalledWith(
      UID,
      {
        name: 'Night Owl',
        description: '',
        instructions: 'Keep me company late at night.',
        basePersonality: 'stoic',
      },
      undefined,
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('Saved Night Owl');
    expect(within(dialog).getByRole('button', { name: 'New personality' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should update the selected choice when the selected personality is edited', async () => {
    givenPersonalities([calmCoach]);
    // The live list follows the write, as Firestore's snapshot does for local writes.
    vi.mocked(saveCustomPersonality).mockImplementation(async (_uid, input, id = 'p-new') => {
      givenPersonalities([{ ...calmCoach, ...input, id }]);
      return id;
    });
    const { onChange } = renderSelect(calmChoice);

    const dialog = await openManage();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Calm Coach' }));
    const instructions = within(dialog).getByLabelText('Instructions');
    expect(instructions).toHaveValue('Speak slowly and gently.');
    await userEvent.clear(instructions);
    await userEvent.type(instructions, 'Speak softly.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save personality' }));

    expect(saveCustomPersonality).toHaveBeenCalledWith(
      UID,
      {
        name: 'Calm Coach',
        description: 'Slow and steady',
        instructions: 'Speak softly.',
        basePersonality: 'zen',
      },
      'p-calm',
    );
    expect(onChange).toHaveBeenLastCalledWith({
      personalityType: 'p-calm',
      label: 'Calm Coach',
      customInstructions: 'Speak softly.',
      basePersonality: 'zen',
    });
  });
});
