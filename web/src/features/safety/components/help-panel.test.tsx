import type { ReplyLanguage } from '@domain/crisis-reply-text';
import type { SafetyPlan } from '@domain/safety-plan';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSafetyPlan, useSafetyPlan } from '../api/safety-plan';
import { GetHelpButton } from './get-help-button';
import { HelpPanel } from './help-panel';

vi.mock('../api/safety-plan', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/safety-plan')>()),
  useSafetyPlan: vi.fn(),
  saveSafetyPlan: vi.fn(),
}));

function givenPlan(plan: SafetyPlan, state: { loading?: boolean; error?: Error } = {}) {
  vi.mocked(useSafetyPlan).mockReturnValue({ plan, loading: state.loading ?? false, error: state.error });
}

// The panel as the chat header uses it: opened by the Get help button, closed through onClose.
function renderPanel(country?: string, language?: ReplyLanguage) {
  const onClose = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <GetHelpButton onClick={() => setOpen(true)} />
        <HelpPanel
          uid="u1"
          country={country}
          language={language}
          open={open}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      </>
    );
  }
  render(<Harness />);
  return { onClose };
}

// Radix marks the page behind a modal dialog pointer-events: none; the outside-tap test taps it anyway.
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Get help now' }));
  return screen.getByRole('dialog', { name: 'You deserve support right now' });
}

beforeEach(() => {
  vi.mocked(saveSafetyPlan).mockReset();
  givenPlan({});
});

describe('HelpPanel', () => {
  it('should offer the crisis lines with tappable call and text links, then the emergency note', async () => {
    renderPanel();
    const dialog = await openPanel();

    expect(within(dialog).getByText('988 Suicide & Crisis Lifeline')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(dialog).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(within(dialog).getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
      'href',
      'sms:741741?&body=HOME',
    );
    const helpline = within(dialog).getByRole('link', { name: /Find A Helpline/ });
    expect(helpline).toHaveAttribute('href', 'https://findahelpline.com');
    expect(helpline).toHaveAttribute('target', '_blank');
    expect(helpline).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'If you are in immediate danger, call your local emergency number (911 in the US).',
    );
  });

  it('should speak the language of the message that opened it, with its country’s lines', async () => {
    renderPanel('MX', 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Get help now' }));
    const dialog = screen.getByRole('dialog', { name: 'Mereces apoyo ahora mismo' });

    expect(dialog).toHaveAccessibleDescription(/No tienes que pasar por esto a solas/);
    expect(within(dialog).getByRole('heading', { name: 'Habla con alguien ahora' })).toBeInTheDocument();
    expect(within(dialog).getByText('Línea de la Vida')).toBeInTheDocument();
    // The lines read in it too: how to reach them, their call links and the directory.
    expect(
      within(dialog).getByText('Llama al 800 911 2000 (México), gratis, las 24 horas'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Llamar al 800 911 2000' })).toHaveAttribute(
      'href',
      'tel:8009112000',
    );
    expect(within(dialog).getByText('Líneas de ayuda gratuitas en tu país')).toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Si estás en peligro inmediato, llama al número de emergencias (911 donde estás).',
    );
    expect(within(dialog).getByRole('heading', { name: 'Tu plan de seguridad' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Probar un ejercicio para anclarte' }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("should offer the lines of the person's country with their call and text links, and the directory", async () => {
    renderPanel('GB');
    const dialog = await openPanel();

    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Samaritans',
      'Shout',
      'Find A Helpline',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
    expect(within(dialog).getByRole('link', { name: 'Text SHOUT to 85258' })).toHaveAttribute(
      'href',
      'sms:85258?&body=SHOUT',
    );
    expect(within(dialog).getByRole('link', { name: /Find A Helpline/ })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
    expect(within(dialog).queryByText('988 Suicide & Crisis Lifeline')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'If you are in immediate danger, call your local emergency number (999 where you are).',
    );
  });

  it("should offer a country's own lines and its emergency number", async () => {
    renderPanel('FR');
    const dialog = await openPanel();
    expect(within(dialog).getByRole('link', { name: 'Call 3114' })).toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent('(112 (15 for SAMU) where you are)');
  });

  it('should offer a country without lines of its own the default lines and the directory', async () => {
    renderPanel('JP');
    const dialog = await openPanel();
    expect(within(dialog).getByRole('link', { name: 'Call 988' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Find A Helpline/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent('(911 in the US)');
  });

  it('should show the empty state and open the editor from it', async () => {
    renderPanel();
    const dialog = await openPanel();

    expect(within(dialog).getByText('You have not written a safety plan yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write my safety plan' }));
    expect(within(dialog).getByRole('form', { name: 'Edit my safety plan' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('My warning signs')).toHaveValue('');
  });

  it('should show the saved plan sections and edit them', async () => {
    givenPlan({ warningSigns: 'Not sleeping', peopleAndPlaces: 'My sister Ana\nThe park' });
    renderPanel();
    const dialog = await openPanel();

    expect(within(dialog).getByText('My warning signs')).toBeInTheDocument();
    expect(within(dialog).getByText('Not sleeping')).toBeInTheDocument();
    expect(within(dialog).getByText(/My sister Ana/)).toBeInTheDocument();
    expect(within(dialog).queryByText('Things I can do on my own')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('You have not written a safety plan yet.')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit my safety plan' }));
    expect(within(dialog).getByLabelText('My warning signs')).toHaveValue('Not sleeping');
  });

  it('should return to the plan with a confirmation after saving', async () => {
    vi.mocked(saveSafetyPlan).mockResolvedValue();
    renderPanel();
    const dialog = await openPanel();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Write my safety plan' }));
    await userEvent.type(within(dialog).getByLabelText('Things I can do on my own'), 'Walk the dog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(saveSafetyPlan).toHaveBeenCalledWith(
      'u1',
      expect.objectContaining({ copingStrategies: 'Walk the dog' }),
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('Safety plan saved');
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
  });

  it('should say when the plan could not be loaded, keeping the crisis lines', async () => {
    givenPlan({}, { error: new Error('permission-denied') });
    renderPanel();
    const dialog = await openPanel();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('could not be loaded');
    expect(within(dialog).getByRole('link', { name: 'Call 988' })).toBeInTheDocument();
  });

  it('should start the grounding exercise inline', async () => {
    renderPanel();
    const dialog = await openPanel();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try a grounding exercise' }));
    expect(within(dialog).getByText('Step 1 of 5')).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Try a grounding exercise' }),
    ).not.toBeInTheDocument();
  });

  it('should stay open on a tap outside it', async () => {
    const { onClose } = renderPanel();
    await openPanel();
    const overlay = document.querySelector('[data-state="open"]:not([role="dialog"])');
    expect(overlay).not.toBeNull();
    await user().click(overlay!);
    await user().click(document.body);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'You deserve support right now' })).toBeInTheDocument();
  });

  it('should close on Close', async () => {
    const { onClose } = renderPanel();
    const dialog = await openPanel();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should close on Escape', async () => {
    const { onClose } = renderPanel();
    await openPanel();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('GetHelpButton', () => {
  it('should be a labelled button that calls onClick', async () => {
    const onClick = vi.fn();
    render(<GetHelpButton onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get help now' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
