/** Every route of the app (docs/product.md#routes-and-access), in one typed table. */
export const paths = {
  landing: '/',
  auth: '/auth',
  pricing: '/pricing',
  subscription: '/subscription',
  createAccount: '/create-account',
  /** The offline test checkout (demo- projects without Stripe keys). */
  localCheckout: '/checkout/local',
  counselorQuestionnaire: '/counselor-questionnaire',
  feedback: '/feedback',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  app: {
    home: '/app',
    counselor: '/app/counselor',
    philosopher: '/app/philosopher',
    journal: '/app/journal',
    patterns: '/app/patterns',
    profile: '/app/profile',
    settings: '/app/settings',
    blueprint: '/app/blueprint',
    goals: '/app/goals',
    /** What your counselor remembers: the person's memory items and training preferences. */
    memory: '/app/memory',
    /** A summary for a therapist: a PDF made in the browser from the person's own data. */
    therapistSummary: '/app/profile/summary',
  },
} as const;

/** /auth with its tab chosen, and `source=pricing` when the visitor came from a plan card. */
export function authPath(tab: 'login' | 'register', source?: 'pricing') {
  const query = new URLSearchParams({ tab, ...(source ? { source } : {}) });
  return `${paths.auth}?${query}`;
}
