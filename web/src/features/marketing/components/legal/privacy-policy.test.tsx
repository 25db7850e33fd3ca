import { MODEL_DATA } from '@domain/model-data';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicy } from './privacy-policy';

describe('the privacy policy', () => {
  it('should list what every feature sends to the AI model, from the table the prompts are checked against', () => {
    render(
      <MemoryRouter>
        <PrivacyPolicy />
      </MemoryRouter>,
    );
    for (const use of Object.values(MODEL_DATA)) {
      const item = screen.getByText(`${use.feature}:`).closest('div')!;
      for (const { what } of use.sent) expect(item).toHaveTextContent(what);
    }
  });

  it('should say what deleting an account leaves, and that the address hash is keyed', () => {
    render(
      <MemoryRouter>
        <PrivacyPolicy />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Stripe keeps its own record of you as a customer/)).toBeInTheDocument();
    expect(screen.getByText(/keyed hash of your network address/)).toBeInTheDocument();
  });
});
