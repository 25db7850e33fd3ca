import { paths } from '@/config/paths';

/**
 * The public pages written to HTML at build time (web/vite-prerender.ts), so their text paints before
 * any script runs and crawlers read it: the path each is rendered at, the file Hosting serves it from
 * (firebase.json: `cleanUrls`, and 404.html for any unknown path) and its meta description. The title
 * is the page's own (PageHeading's).
 */
export const PRERENDERED_PAGES = [
  {
    name: 'landing',
    path: paths.landing,
    file: 'index.html',
    description: 'ReflectAI: your AI counselor for mental wellness. Talk, journal and reflect, any time.',
  },
  {
    name: 'pricing',
    path: paths.pricing,
    file: 'pricing.html',
    description:
      'ReflectAI plans: Basic, Pro and Elite, monthly or yearly, each with a free trial and no payment upfront.',
  },
  {
    name: 'terms-of-service',
    path: paths.termsOfService,
    file: 'terms-of-service.html',
    description: "ReflectAI's Terms of Service, in plain language: what the service is, and what it is not.",
  },
  {
    name: 'privacy-policy',
    path: paths.privacyPolicy,
    file: 'privacy-policy.html',
    description: 'What ReflectAI stores, who can read it, and how to export or delete your data at any time.',
  },
  {
    name: 'feedback',
    path: paths.feedback,
    file: 'feedback.html',
    description:
      'Contact ReflectAI: a question, an idea or something that is not working. A person reads every message.',
  },
  {
    name: 'not-found',
    // Any path no route claims.
    path: '/404',
    file: '404.html',
    description: "This page doesn't exist on ReflectAI.",
  },
] as const;

/** One prerendered page. */
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];
