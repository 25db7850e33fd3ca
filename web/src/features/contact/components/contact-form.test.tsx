import { entitlement } from '@domain/plans';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '@/lib/api-client';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { account } from '@/test/fixtures';
import { fakeAuth, withQueryClient } from '@/test/render-with-auth';
import { ContactForm } from './contact-form';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

// The signed-in person's account: an Elite subscriber's.
const eliteAccount = account({ subscriptionPlan: 'elite', subscriptionStatus: 'active' });
vi.mock('@/lib/use-account', () => ({
  useAccount: () => ({ data: { ...eliteAccount, entitlement: entitlement(eliteAccount, new Date()) } }),
}));

afterEach(() => vi.mocked(apiRequest).mockReset());

const STANDARD = 'We answer within three business days.';
const PRIORITY = 'You have priority support with Elite: we answer within one business day.';

const renderForm = (auth: Partial<AuthContextValue> = {}) =>
  render(
    withQueryClient(
      <AuthContext.Provider value={fakeAuth(auth)}>
        <ContactForm />
      </AuthContext.Provider>,
    ),
  );

// The API answers with this error when the form is sent.
const refuse = (error: ApiError) =>
  vi.mocked(apiRequest).mockImplementation(async () => {
    throw error;
  });

async function fillIn(overrides: Partial<Record<'name' | 'email' | 'message', string>> = {}) {
  const user = userEvent.setup();
  renderForm();
  const values = {
    name: 'Robin',
    email: 'robin@example.com',
    message: 'How do I export my journal?',
    ...overrides,
  };
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  await user.selectOptions(screen.getByLabelText('What is it about?'), 'Privacy and my data');
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
  return user;
}

const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send Message' }));

describe('ContactForm', () => {
  it('should name each problem beside its field and send nothing', async () => {
    const user = await fillIn({ name: '', email: 'robin', message: 'Too short' });
    await send(user);
    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Message must be at least 10 characters')).toBeVisible();
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('should tell a visitor when to expect an answer', () => {
    renderForm();
    expect(screen.getByText(STANDARD)).toBeVisible();
  });

  it('should say no time while it is not yet known who is writing', () => {
    renderForm({ loading: true });
    expect(screen.queryByText(/We answer|priority support/)).not.toBeInTheDocument();
  });

  it('should promise the shorter time to someone signed in whose plan brings priority support', async () => {
    renderForm({ user: { uid: 'u1', email: 'robin@example.com', displayName: 'Robin' } });
    expect(await screen.findByText(PRIORITY)).toBeVisible();
    expect(screen.queryByText(STANDARD)).not.toBeInTheDocument();
  });

  it('should confirm a priority message with the shorter time the server granted', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ success: true, priority: true });
    const user = await fillIn();
    await send(user);
    expect(await screen.findByRole('status')).toHaveTextContent(PRIORITY);
  });

  it('should send the message and confirm it', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ success: true, priority: false });
    const user = await fillIn();
    await send(user);
    expect(apiRequest).toHaveBeenCalledWith('/api/feedback', {
      body: {
        name: 'Robin',
        email: 'robin@example.com',
        category: 'privacy',
        message: 'How do I export my journal?',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('we will reply to robin@example.com');
    expect(screen.getByRole('status')).toHaveTextContent(STANDARD);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('should keep what was typed when sending fails', async () => {
    refuse(new ApiError(500, 'Something went wrong', 'internal'));
    const user = await fillIn();
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message could not be sent. Please try again',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Robin');
    expect(screen.getByLabelText('Message')).toHaveValue('How do I export my journal?');
  });

  it("should show the server's refusal under the field it names", async () => {
    refuse(new ApiError(400, 'email: Please enter a valid email address', 'bad_request', 'email'));
    const user = await fillIn();
    await send(user);
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('should say when to try again after too many messages', async () => {
    const message = 'Too many attempts from your network. Please try again in 12 minutes.';
    refuse(new ApiError(429, message, 'rate_limited'));
    const user = await fillIn();
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
