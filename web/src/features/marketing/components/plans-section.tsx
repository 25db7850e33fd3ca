import type { ReactNode } from 'react';
import { Section } from './section';

/** The landing page's plans; the cards themselves come from billing, composed by the route. */
export function PlansSection({ children }: { children: ReactNode }) {
  return (
    <Section
      id="plans"
      eyebrow="Plans"
      title="Simple, honest pricing"
      tinted
      intro="Every plan starts with a free trial and no payment upfront. Cancel any time."
    >
      {children}
    </Section>
  );
}
