import { startFakeStripe } from './stripe';

/** Vitest global setup: the fake Stripe server on the port the functions were told (STRIPE_API_BASE). */
export default async function setup() {
  const server = await startFakeStripe(4020);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
