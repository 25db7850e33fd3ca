import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogClose } from './dialog';

type Shown = Omit<ComponentProps<typeof Dialog>, 'open' | 'onOpenChange' | 'title'>;

// A dialog opened from a button elsewhere on the page, as most of the app's are, with a field after it.
function Screen(props: Shown) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Get help now</button>
      <Dialog open={open} onOpenChange={setOpen} title="Help" description="Who to call" {...props}>
        <DialogClose>
          <button>Keep going</button>
        </DialogClose>
        <button>Second</button>
      </Dialog>
      <input aria-label="On the page" />
    </>
  );
}

async function openDialog(props: Shown = {}) {
  render(<Screen {...props} />);
  const opener = screen.getByRole('button', { name: 'Get help now' });
  await userEvent.click(opener);
  return opener;
}

describe('Dialog', () => {
  it('should be named by its title and described by its description', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    expect(dialog).toHaveAccessibleDescription('Who to call');
    expect(screen.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
  });

  it('should move focus in, keep it there, and give it back to the opener on Escape', async () => {
    const opener = await openDialog();
    expect(screen.getByRole('button', { name: 'Keep going' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Keep going' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(opener).toHaveFocus();
  });

  it('should close on a DialogClose and give focus back', async () => {
    const opener = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Keep going' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(opener).toHaveFocus();
  });

  it('should hide the page from screen readers and lock its scrolling while open', async () => {
    await openDialog();
    expect(screen.queryByRole('button', { name: 'Get help now' })).not.toBeInTheDocument();
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
  });

  it('should be an alertdialog that a click outside does not dismiss', async () => {
    await openDialog({ alert: true });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(document.body);
    expect(screen.getByRole('alertdialog', { name: 'Help' })).toBeInTheDocument();
  });

  it('should close on a click outside unless told not to', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await openDialog();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should open from its trigger and tell the trigger it is expanded', async () => {
    function Triggered() {
      const [open, setOpen] = useState(false);
      return <Dialog open={open} onOpenChange={setOpen} title="History" trigger={<button>History</button>} />;
    }
    render(<Triggered />);
    const trigger = screen.getByRole('button', { name: 'History' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'History' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('should focus what it is told to on opening', async () => {
    function Focused() {
      const second = useRef<HTMLButtonElement>(null);
      return (
        <Dialog open onOpenChange={() => {}} title="Focus" initialFocus={second}>
          <button>First</button>
          <button ref={second}>Second</button>
        </Dialog>
      );
    }
    render(<Focused />);
    expect(await screen.findByRole('button', { name: 'Second' })).toHaveFocus();
  });

  describe('as a card', () => {
    it('should leave the page in use: readable, Tab moves past it, a click outside keeps it', async () => {
      const user = userEvent.setup();
      await openDialog({ layout: 'card' });
      expect(screen.getByRole('button', { name: 'Get help now' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Second' }));
      await user.tab();
      expect(screen.getByRole('dialog', { name: 'Help' })).not.toContainElement(
        document.activeElement as HTMLElement,
      );
      await user.click(screen.getByRole('textbox', { name: 'On the page' }));
      expect(screen.getByRole('dialog', { name: 'Help' })).toBeInTheDocument();
    });

    it('should close on Escape from inside it only', async () => {
      await openDialog({ layout: 'card' });
      await userEvent.click(screen.getByRole('textbox', { name: 'On the page' }));
      await userEvent.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: 'Help' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Second' }));
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
