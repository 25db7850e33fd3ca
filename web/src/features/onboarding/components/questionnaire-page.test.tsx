import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderRoutes } from '@/test/render-with-auth';
import { QuestionnairePage } from './questionnaire-page';

const open = (auth = fakeAuth()) =>
  renderRoutes(
    [{ path: '/counselor-questionnaire', element: <QuestionnairePage /> }],
    '/counselor-questionnaire',
    auth,
  );

describe('/counselor-questionnaire', () => {
  it('should open the questionnaire on arrival and reopen it after closing', async () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Find Your Perfect Counselor' })).toHaveTextContent(
      'Step 1 of 4',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close questionnaire' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByRole('button', { name: 'Take the questionnaire' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Step 1 of 4');
  });

  it('should lead a signed-in user back to their counselor', async () => {
    open(fakeAuth({ user: { uid: 'u1', email: 'robin@example.com', displayName: null } }));
    await userEvent.click(screen.getByRole('button', { name: 'Close questionnaire' }));
    expect(screen.getByRole('link', { name: 'Back to your counselor' })).toHaveAttribute(
      'href',
      '/app/counselor',
    );
  });
});
