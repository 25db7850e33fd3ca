import { apiRequest } from '@/lib/api-client';
import { leavePageFor } from '@/lib/page-location';

/** Opens the payment provider's billing page (card, invoices, plan changes); resolves as the browser leaves. */
export async function openBillingPortal(): Promise<void> {
  const { url } = await apiRequest<{ url: string }>('/api/billing/portal', { method: 'POST' });
  leavePageFor(url);
}
