import { apiRequest } from '@/lib/api-client';

/** The plan name a paid checkout activates, as the server reports it. */
export type PaidPlanType = 'Basic' | 'Pro' | 'Elite' | 'Premium';

/** A paid checkout as `GET /api/stripe/verify-session/{id}` describes it. */
export interface VerifiedSession {
  /** The email given at checkout, when there was one. */
  customerEmail: string | null;
  planType: PaidPlanType;
  status: 'complete';
}

/**
 * Confirms that checkout `sessionId` was paid, before a visitor creates the account for it. Throws
 * ApiError 404 for an unknown checkout and 409 for one not paid yet.
 */
export function verifySession(sessionId: string, signal?: AbortSignal): Promise<VerifiedSession> {
  return apiRequest<VerifiedSession>(`/api/stripe/verify-session/${encodeURIComponent(sessionId)}`, {
    signal,
  });
}
