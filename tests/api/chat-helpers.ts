import { APP_CHECK_HEADER, EMULATOR_APP_CHECK_TOKEN } from '@domain/app-check';
import { usagePeriod } from '@domain/plans';
import { patchDocument, uniqueEmail } from '../support/emulators';
import { api, type JsonResponse } from './http';

/** A newly registered user in their free trial (Basic limits): uid, email and ID token. */
export async function newTrialUser() {
  const email = uniqueEmail('chat');
  const response = await api('/register', { body: { email, password: 'secret123' } });
  if (response.status !== 201) throw new Error(`register failed: ${JSON.stringify(response.body)}`);
  return { uid: (response.body.user as { id: string }).id, email, token: response.body.token as string };
}

/** A newly registered user subscribed to `plan` (an active subscription, as a payment leaves it). */
export async function newSubscriber(plan: 'basic' | 'pro' | 'elite') {
  const user = await newTrialUser();
  await patchDocument(`users/${user.uid}`, { subscriptionPlan: plan, subscriptionStatus: 'active' });
  return user;
}

/** Uses up `count` of this month's sessions of `uid`, as earlier conversations would have. */
export async function fillSessions(uid: string, count: number) {
  const period = usagePeriod(new Date());
  await Promise.all(
    Array.from({ length: count }, (_, slot) =>
      patchDocument(`users/${uid}/usage/${period}/slots/${slot}`, { seeded: true }),
    ),
  );
}

/** Sends one user message (with optional history and conversation) as JSON. */
export function sendMessage(
  token: string,
  content: string,
  extra: Record<string, unknown> = {},
): Promise<JsonResponse> {
  return api('/chatbot/message', {
    token,
    body: {
      messages: [{ role: 'user', content }],
      supportType: 'emotional',
      personalityType: 'empathetic',
      ...extra,
    },
  });
}

/** A server-sent event as parsed from the stream. */
export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Sends a message asking for a stream; returns the response headers' type and every event. */
export async function streamMessage(base: string, token: string, body: Record<string, unknown>) {
  const response = await fetch(`${base}/chatbot/message`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
      [APP_CHECK_HEADER]: EMULATOR_APP_CHECK_TOKEN,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const events: StreamEvent[] = text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}');
      return { event, data };
    });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', events };
}
