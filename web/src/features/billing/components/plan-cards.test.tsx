import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeAuth, renderRoutes } from '../../../test/render-with-auth';
import { PlanCards } from './plan-cards';

const card = (name: string) => screen.getByRole('article', { name });
const show = (interval: 'month' | 'year') =>
  renderRoutes([{ path: '/', element: <PlanCards interval={interval} /> }], '/', fakeAuth());

// jsdom cannot follow a link; the page would leave here, which the href already shows.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(() => document.removeEventListener('click', stopNavigation));

describe('PlanCards', () => {
  it('should show the three monthly plans with Popular on Pro', () => {
    show('month');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(card('Basic')).toHaveTextContent('$14.99/month');
    expect(card('Pro')).toHaveTextContent('$24.99/month');
    expect(card('Elite')).toHaveTextContent('$50/month');
    expect(within(card('Pro')).getByText('Popular')).toBeInTheDocument();
    expect(within(card('Basic')).queryByText('Popular')).not.toBeInTheDocument();
  });

  it('should show a limitation with a cross, announced as one', () => {
    show('month');
    const limitation = within(card('Basic'))
      .getByText(/Limited to text/)
      .closest('li')!;
    expect(limitation).toHaveTextContent('Limitation: Limited to text: no voice conversation');
    expect(within(card('Pro')).queryByText(/Limitation:/)).not.toBeInTheDocument();
  });

  it('should show annual prices with each plan’s saving', () => {
    show('year');
    expect(card('Basic')).toHaveTextContent('$152.90/year');
    expect(card('Pro')).toHaveTextContent('Get Pro Annually - Save 15%');
    expect(card('Elite')).toHaveTextContent('Get Elite Annually - Save 25%');
  });

  it('should remember the chosen plan and lead to sign-up from pricing', async () => {
    show('year');
    const trial = within(card('Pro')).getByRole('link', { name: 'Start 7-Day Free Trial' });
    expect(trial).toHaveAttribute('href', '/auth?tab=register&source=pricing');
    expect(trial).toHaveAccessibleDescription('Pro');
    await userEvent.click(trial);
    expect(JSON.parse(sessionStorage.getItem('selectedPlan')!)).toEqual({
      name: 'Pro',
      stripePriceId: 'pro-annually',
      price: 254.9,
      interval: 'year',
    });
  });
});
