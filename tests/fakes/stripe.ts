import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { planById } from '@domain/plans';

/**
 * A local server speaking the part of Stripe's API the functions use (prices by lookup key, checkout
 * sessions, subscriptions, the billing portal), so the official SDK's own code path runs in tests.
 * `/__fake/...` lets a test do what a customer or Stripe would: complete a checkout, change a
 * subscription's state.
 */

/** A request as the fake received it: form parameters flattened as the SDK encoded them. */
export interface ReceivedStripeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
}

interface Subscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  metadata: Record<string, string>;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  items: {
    object: 'list';
    data: { id: string; object: 'subscription_item'; price: Price; current_period_end: number }[];
  };
}

interface Price {
  id: string;
  object: 'price';
  lookup_key: string;
  active: boolean;
}

interface Session {
  id: string;
  object: 'checkout.session';
  created: number;
  mode: 'subscription';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string } | null;
  metadata: Record<string, string>;
  subscription: string | null;
  params: Record<string, string>;
}

const DAY = 86_400;
let counter = 0;
const newId = (prefix: string) => `${prefix}_fake_${Date.now().toString(36)}${(++counter).toString(36)}`;

const priceOf = (lookupKey: string): Price => ({
  id: `price_${lookupKey}`,
  object: 'price',
  lookup_key: lookupKey,
  active: true,
});

/** `metadata[uid]=...` and the like, gathered into an object. */
function nested(params: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
    if (match) out[match[1]!] = value;
  }
  return out;
}

async function readParams(request: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  const type = request.headers['content-type'] ?? '';
  const params: Record<string, string> = Object.fromEntries(url.searchParams);
  if (type.includes('json') && text) return { ...params, ...(JSON.parse(text) as Record<string, string>) };
  for (const [key, value] of new URLSearchParams(text)) params[key] = value;
  return params;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const missing = (response: ServerResponse, what: string) =>
  send(response, 404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
  });

/** Starts the fake on `port`; resolves once it listens. */
export function startFakeStripe(port: number): Promise<Server> {
  const sessions = new Map<string, Session>();
  const subscriptions = new Map<string, Subscription>();
  const requests: ReceivedStripeRequest[] = [];

  function completeSession(session: Session, body: { status?: string; email?: string }) {
    const lookupKey = session.metadata.planId ?? '';
    const plan = planById(lookupKey);
    const now = Math.floor(Date.now() / 1000);
    const trialEnd = session.params['subscription_data[trial_end]']
      ? Number(session.params['subscription_data[trial_end]'])
      : session.params['subscription_data[trial_period_days]']
        ? now + Number(session.params['subscription_data[trial_period_days]']) * DAY
        : null;
    const customer = session.customer ?? newId('cus');
    const subscription: Subscription = {
      id: newId('sub'),
      object: 'subscription',
      customer,
      status: body.status ?? (trialEnd ? 'trialing' : 'active'),
      metadata: nested(session.params, 'subscription_data[metadata]'),
      trial_end: trialEnd,
      cancel_at_period_end: false,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: priceOf(lookupKey),
            current_period_end: trialEnd ?? now + (plan?.interval === 'year' ? 365 : 30) * DAY,
          },
        ],
      },
    };
    subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: trialEnd ? 'no_payment_required' : 'paid',
      customer,
      subscription: subscription.id,
      customer_details: { email: body.email ?? session.customer_email ?? 'visitor@example.com' },
    });
    return subscription;
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    const path = url.pathname;
    const params = await readParams(request, url);
    const method = request.method ?? 'GET';

    // Control: what a customer or Stripe itself would do.
    if (path === '/__fake/requests') return send(response, 200, { requests });
    let match = /^\/__fake\/sessions\/([^/]+)\/complete$/.exec(path);
    if (match) {
      const session = sessions.get(match[1]!);
      if (!session) return missing(response, 'checkout session');
      return send(response, 200, completeSession(session, params));
    }
    match = /^\/__fake\/subscriptions\/([^/]+)$/.exec(path);
    if (match) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) return missing(response, 'subscription');
      if (params.status) subscription.status = params.status;
      if (params.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = String(params.cancel_at_period_end) === 'true';
      }
      return send(response, 200, subscription);
    }

    requests.push({ method, path, params });
    if (!(request.headers.authorization ?? '').startsWith('Bearer sk_')) {
      return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = Object.entries(params)
        .filter(([key]) => key.startsWith('lookup_keys'))
        .map(([, value]) => value)
        .filter((key) => planById(key));
      return send(response, 200, {
        object: 'list',
        data: keys.map(priceOf),
        has_more: false,
        url: '/v1/prices',
      });
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs_test');
      const session: Session = {
        id,
        object: 'checkout.session',
        created: Math.floor(Date.now() / 1000),
        mode: 'subscription',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: params.client_reference_id ?? null,
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        customer_details: null,
        metadata: nested(params, 'metadata'),
        subscription: null,
        params,
      };
      sessions.set(id, session);
      return send(response, 200, session);
    }
    match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const session = sessions.get(match[1]!);
      return session ? send(response, 200, session) : missing(response, 'checkout session');
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const data = [...subscriptions.values()].filter(
        (subscription) => subscription.customer === params.customer,
      );
      return send(response, 200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    }
    match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (match) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) return missing(response, 'subscription');
      if (method === 'POST') {
        Object.assign(subscription.metadata, nested(params, 'metadata'));
        if (params.cancel_at_period_end)
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      }
      // Cancelling at once; Stripe refuses a subscription already cancelled.
      if (method === 'DELETE') {
        if (subscription.status === 'canceled')
          return send(response, 400, {
            error: { type: 'invalid_request_error', message: 'This subscription is already canceled.' },
          });
        subscription.status = 'canceled';
      }
      return send(response, 200, subscription);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return send(response, 200, {
        id: newId('bps'),
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: `https://billing.stripe.test/p/session/${params.customer}`,
      });
    }
    send(response, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
