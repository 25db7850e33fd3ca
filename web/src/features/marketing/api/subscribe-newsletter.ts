import type { NewsletterInput } from '@domain/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { EMAIL_SUBMITTED_KEY } from '../newsletter-flag';

/** `POST /api/newsletter`: subscribes an address; a repeat is a success too. */
function subscribeNewsletter(input: NewsletterInput): Promise<{ success: true }> {
  return apiRequest('/api/newsletter', { body: input });
}

/** The newsletter sign-up as a mutation; on success the browser remembers not to ask again. */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: subscribeNewsletter,
    onSuccess: () => localStorage.setItem(EMAIL_SUBMITTED_KEY, 'true'),
  });
}
