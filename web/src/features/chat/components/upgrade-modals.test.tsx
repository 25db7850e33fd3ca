import { COUNSELOR_TRAINING_FEATURE } from '@domain/counselor-training';
import { STRATEGY_FEATURE } from '@domain/daily-strategy';
import { EARLY_ACCESS_FEATURE } from '@domain/labs';
import { PLANS, TRIAL_DAYS } from '@domain/plans';
import { VOICE_FEATURE } from '@domain/voice';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { raisePlanEvent, UPGRADE_REQUIRED_EVENT } from '../plan-events';
import { UpgradeModals } from './upgrade-modals';

function renderModals() {
  const router = createMemoryRouter(
    [
      { path: '/app', element: <UpgradeModals /> },
      { path: '/subscription', element: <p>plans page</p> },
    ],
    { initialEntries: ['/app'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const raise = (detail: object) =>
  act(() => void window.dispatchEvent(new CustomEvent(UPGRADE_REQUIRED_EVENT, { detail })));

describe('UpgradeModals', () => {
  it('should open the Trial Expired dialog on a trial refusal and lead to the plans', async () => {
    const router = renderModals();
    act(() => void raisePlanEvent(new ApiError(403, 'Trial expired', 'trial_expired')));
    const dialog = screen.getByRole('dialog', { name: 'Trial Expired' });
    expect(dialog).toHaveTextContent(
      `Your ${TRIAL_DAYS}-day free trial has ended. To continue using the product and access all features, please choose a subscription plan.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'View Subscription Plans' }));
    expect(router.state.location.pathname).toBe('/subscription');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should decide on the error code, never on the message text', () => {
    renderModals();
    act(() => void raisePlanEvent(new ApiError(403, 'Trial expired', 'forbidden')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => void raisePlanEvent(new ApiError(403, 'Your free days are over.', 'trial_expired')));
    expect(screen.getByRole('dialog', { name: 'Trial Expired' })).toBeInTheDocument();
  });

  it('should name the feature and the Pro plan in the Upgrade Required dialog', async () => {
    const router = renderModals();
    raise({
      featureName: VOICE_FEATURE,
      requiredPlan: 'pro',
      message: 'Voice conversation is a Pro feature.',
    });
    const dialog = screen.getByRole('dialog', { name: 'Upgrade Required' });
    expect(dialog).toHaveTextContent('Voice Conversation requires the Pro plan to access.');
    expect(dialog).toHaveTextContent('Voice conversation is a Pro feature.');
    expect(dialog).toHaveTextContent('Upgrade now to unlock this feature and enjoy enhanced functionality.');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it('should call any other required plan Unlimited, and close on Maybe Later', async () => {
    renderModals();
    raise({ featureName: STRATEGY_FEATURE, requiredPlan: 'elite', message: '' });
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Personalized Daily Strategy Messages requires the Unlimited plan to access.',
    );
    expect(screen.getByRole('button', { name: 'Upgrade to Unlimited' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should raise the upgrade event with the first required plan from a subscription refusal', () => {
    renderModals();
    const refusal = new ApiError(
      403,
      'Subscription required',
      'subscription_required',
      undefined,
      undefined,
      {
        feature: VOICE_FEATURE,
        requiredPlans: ['pro', 'elite'],
      },
    );
    act(() => void raisePlanEvent(refusal));
    expect(screen.getByRole('dialog', { name: 'Upgrade Required' })).toHaveTextContent(
      'Voice Conversation requires the Pro plan to access.',
    );
  });

  it.each([VOICE_FEATURE, STRATEGY_FEATURE, EARLY_ACCESS_FEATURE, COUNSELOR_TRAINING_FEATURE])(
    'should call the feature %s by a name a plan card promises',
    (featureName) => {
      renderModals();
      raise({ featureName, requiredPlan: 'elite', message: '' });
      const notice = screen.getByText(/ requires the Unlimited plan to access\.$/).textContent ?? '';
      const named = notice.replace(/ requires the Unlimited plan to access\.$/, '').toLowerCase();
      const promised = PLANS.flatMap((plan) => plan.features.map((feature) => feature.toLowerCase()));
      expect(promised).toContain(named);
    },
  );
});
