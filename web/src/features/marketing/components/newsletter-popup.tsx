import { Suspense, useEffect, useState } from 'react';
import { lazyWithServerState } from '@/lib/lazy-server-state';
import { EMAIL_SUBMITTED_KEY } from '../newsletter-flag';

/** How long after arrival the newsletter popup opens (docs/product.md#newsletter-popup). */
const NEWSLETTER_DELAY_MS = 15_000;

// The dialog's code loads only when it is due, not with the landing page.
const NewsletterDialog = lazyWithServerState(() =>
  import('./newsletter-dialog').then((module) => module.NewsletterDialog),
);

/** Opens the newsletter dialog 15 s after arrival, unless this browser already gave an address. */
export function NewsletterPopup() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (localStorage.getItem(EMAIL_SUBMITTED_KEY)) return;
    const timer = setTimeout(() => setOpen(true), NEWSLETTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
