import { responseTime } from '@domain/contact';

/** When the team answers (docs/product.md#contact-and-legal-pages): sooner with priority support. */
export function AnswerTime({ priority }: { priority: boolean }) {
  return priority ? (
    <>You have priority support with Elite: we answer {responseTime(true)}.</>
  ) : (
    <>We answer {responseTime(false)}.</>
  );
}
