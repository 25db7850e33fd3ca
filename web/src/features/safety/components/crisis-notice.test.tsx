import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CrisisNotice } from './crisis-notice';

const notice = () => screen.getByRole('region', { name: 'Support is one tap away' });

describe('CrisisNotice', () => {
  it("should offer the first line of the person's country, one tap away", () => {
    render(<CrisisNotice country="en-GB" onGetHelp={() => {}} />);
    expect(notice()).toHaveTextContent('Samaritans is free and there for you day and night.');
    expect(within(notice()).getByRole('link', { name: 'Call 116 123' })).toHaveAttribute(
      'href',
      'tel:116123',
    );
    // Only the first line: the rest are in the help panel.
    expect(within(notice()).queryByRole('link', { name: /SHOUT/ })).not.toBeInTheDocument();
  });

  it('should offer both the call and the text link where the first line has both', () => {
    render(<CrisisNotice country="AU" onGetHelp={() => {}} />);
    expect(within(notice()).getByRole('link', { name: 'Call 13 11 14' })).toHaveAttribute(
      'href',
      'tel:131114',
    );
    expect(within(notice()).getByRole('link', { name: 'Text 0477 13 11 14' })).toHaveAttribute(
      'href',
      'sms:0477131114',
    );
  });

  it('should offer the default line where the country is not known', () => {
    render(<CrisisNotice onGetHelp={() => {}} />);
    expect(within(notice()).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(notice()).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
  });

  it('should speak the language the crisis was written in, with its country’s first line in it', async () => {
    const onGetHelp = vi.fn();
    render(<CrisisNotice country="MX" language="es" onGetHelp={onGetHelp} />);
    const spanish = screen.getByRole('region', { name: 'La ayuda está a un toque' });
    expect(spanish).toHaveTextContent(
      'No tienes que cargar con esto a solas. Puedes llamar gratis a Línea de la Vida, de día y de noche.',
    );
    expect(within(spanish).getByRole('link', { name: 'Llamar al 800 911 2000' })).toHaveAttribute(
      'href',
      'tel:8009112000',
    );
    await userEvent.click(within(spanish).getByRole('button', { name: 'Pedir ayuda ahora' }));
    expect(onGetHelp).toHaveBeenCalledOnce();
  });

  it('should open the help panel from its Get help now button', async () => {
    const onGetHelp = vi.fn();
    render(<CrisisNotice country="US" onGetHelp={onGetHelp} />);
    await userEvent.click(within(notice()).getByRole('button', { name: 'Get help now' }));
    expect(onGetHelp).toHaveBeenCalledOnce();
  });
});
