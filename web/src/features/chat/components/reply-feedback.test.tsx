import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '@/lib/api-client';
import { withQueryClient } from '@/test/render-with-auth';
import { UPGRADE_REQUIRED_EVENT } from '../plan-events';
import { ReplyFeedback } from './reply-feedback';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

afterEach(() => vi.mocked(apiRequest).mockReset());

const thumb = (name: 'Helpful' | 'Not helpful') => screen.getByRole('button', { name });
const status = () => screen.getByRole('status');

function renderFeedback(rating?: 'up' | 'down') {
  render(withQueryClient(<ReplyFeedback conversationId="conv1" messageId="msg1" rating={rating} />));
  return userEvent.setup();
}

describe('ReplyFeedback', () => {
  it('should send a thumbs down with a word and say what the counselor will keep in mind', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ taught: [{ key: 'shorter', text: 'Keep replies shorter.' }] });
    const user = renderFeedback();
    expect(screen.queryByLabelText('What would make it better?')).not.toBeInTheDocument();

    await user.click(thumb('Not helpful'));
    expect(thumb('Not helpful')).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText('What would make it better?'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(apiRequest).toHaveBeenCalledWith('/api/chatbot/feedback', {
      method: 'POST',
      body: { conversationId: 'conv1', messageId: 'msg1', rating: 'down', note: 'shorter' },
    });
    expect(await screen.findByText(/Noted: Keep replies shorter\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('should send a thumbs up without a word', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ taught: [] });
    const user = renderFeedback();
    await user.click(thumb('Helpful'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(apiRequest).toHaveBeenCalledWith('/api/chatbot/feedback', {
      method: 'POST',
      body: { conversationId: 'conv1', messageId: 'msg1', rating: 'up' },
    });
    expect(await screen.findByText('Thanks for the feedback.')).toBeInTheDocument();
  });

  it('should show the rating the reply already has', () => {
    renderFeedback('up');
    expect(thumb('Helpful')).toHaveAttribute('aria-pressed', 'true');
    expect(thumb('Not helpful')).toHaveAttribute('aria-pressed', 'false');
  });

  it('should keep the word to the note limit', async () => {
    const user = renderFeedback();
    await user.click(thumb('Not helpful'));
    await user.type(screen.getByLabelText('What would make it better?'), 'x'.repeat(80));
    expect(screen.getByLabelText('What would make it better?')).toHaveValue('x'.repeat(60));
  });

  it('should open the upgrade notice when the plan no longer includes training', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError(403, 'Subscription required', 'subscription_required', undefined, undefined, {
        feature: 'Personalized counselor training',
        requiredPlans: ['elite'],
      }),
    );
    const upgrade = vi.fn();
    window.addEventListener(UPGRADE_REQUIRED_EVENT, upgrade);
    const user = renderFeedback();
    await user.click(thumb('Not helpful'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(upgrade).toHaveBeenCalledOnce());
    // The notice says it; no second message beside it.
    expect(status()).toBeEmptyDOMElement();
    window.removeEventListener(UPGRADE_REQUIRED_EVENT, upgrade);
  });

  it('should say when the feedback could not be sent', async () => {
    vi.mocked(apiRequest).mockRejectedValue(new ApiError(503, 'Unavailable', 'provider_unavailable'));
    const user = renderFeedback();
    await user.click(thumb('Not helpful'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(status()).toHaveTextContent('Could not send your feedback. Please try again.'),
    );
  });
});
