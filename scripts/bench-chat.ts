// `npm run bench:chat`: server overhead per chat message and time to the first streamed byte, for 1
// and for 20 concurrent users, against a fake model that answers at once. Runs inside
// `firebase emulators:exec` with the functions pointed at the fake (see package.json).
import { startFakeOpenAi } from '../tests/fakes/openai';
import { FUNCTION_URL, patchDocument, uniqueEmail } from '../tests/support/emulators';

const MESSAGES_PER_USER = 15;

async function newVipUser() {
  const response = await fetch(`${FUNCTION_URL}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail('bench'), password: 'secret123' }),
  });
  const body = (await response.json()) as { token: string; user: { id: string } };
  // Unlimited, so the benchmark measures the path of every message rather than the limit.
  await patchDocument(`users/${body.user.id}`, { isVipUser: true });
  return body.token;
}

// One streamed message: milliseconds to the first byte of the body and to the end.
async function timeMessage(token: string, content: string, conversationId?: string) {
  const started = performance.now();
  const response = await fetch(`${FUNCTION_URL}/chatbot/message`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
    body: JSON.stringify({
      messages: [{ role: 'user', content }],
      supportType: 'emotional',
      personalityType: 'empathetic',
      ...(conversationId ? { conversationId } : {}),
    }),
  });
  const reader = response.body!.getReader();
  let firstByte: number | undefined;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByte ??= performance.now() - started;
    text += new TextDecoder().decode(value);
  }
  if (response.status !== 200 || !text.includes('event: done'))
    throw new Error(`message failed: ${response.status} ${text}`);
  const id = /"conversationId":"([^"]+)"/.exec(text)?.[1];
  return { total: performance.now() - started, firstByte: firstByte ?? 0, conversationId: id };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function run(users: number) {
  const tokens = await Promise.all(Array.from({ length: users }, newVipUser));
  // Warm every worker the emulator will use before measuring.
  await Promise.all(tokens.map((token) => timeMessage(token, 'warm-up')));
  const totals: number[] = [];
  const firstBytes: number[] = [];
  await Promise.all(
    tokens.map(async (token) => {
      let conversationId: string | undefined;
      for (let index = 0; index < MESSAGES_PER_USER; index++) {
        const result = await timeMessage(
          token,
          `Message ${index}: work has been stressful lately`,
          conversationId,
        );
        conversationId = result.conversationId;
        totals.push(result.total);
        firstBytes.push(result.firstByte);
      }
    }),
  );
  const format = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms`;
  console.log(`${String(users).padStart(2)} concurrent user(s), ${totals.length} messages`);
  console.log(`   server overhead per message: ${format(totals)}`);
  console.log(`   time to first streamed byte: ${format(firstBytes)}`);
}

const fake = await startFakeOpenAi(4010);
try {
  await run(1);
  await run(20);
} finally {
  fake.close();
}
