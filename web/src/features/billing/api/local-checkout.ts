import type { LocalCheckout } from '@domain/plans';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const path = (sessionId: string) => `/api/billing/local-checkout/${encodeURIComponent(sessionId)}`;

/** The local checkout `sessionId`. */
export const fetchLocalCheckout = (sessionId: string) => apiRequest<LocalCheckout>(path(sessionId));

/** Pays the local checkout; resolves where the browser goes next, as Stripe's success URL would. */
async function payLocalCheckout(sessionId: string, email?: string): Promise<string> {
  const { redirectUrl } = await apiRequest<{ redirectUrl: string }>(`${path(sessionId)}/pay`, {
    body: email ? { email } : {},
  });
  return redirectUrl;
}

/** Pay (or Start trial) on the local checkout `sessionId`, as a mutation; a visitor gives their email. */
export function usePayLocalCheckout(sessionId: string) {
  return useMutation({
    mutationFn: (email: string | undefined) => payLocalCheckout(sessionId, email),
  });
}
