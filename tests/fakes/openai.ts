import { createServer, type IncomingMessage, type Server } from 'node:http';

/** What the fake does with the next chat completion request. */
export type FakeBehaviour =
  { kind: 'reply'; text: string } | { kind: 'status'; status: number; code?: string } | { kind: 'hang' };

interface FakeState {
  script: FakeBehaviour[];
  requests: unknown[];
  flagSelfHarm: string[];
}

/** The reply the fake gives when nothing is scripted. */
export const DEFAULT_FAKE_REPLY = 'I hear you. What feels most pressing right now?';

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text ? JSON.parse(text) : {};
}

/**
 * A local HTTP server speaking the OpenAI API's chat completions (streamed and not) and moderations,
 * so the real `openai` SDK code path runs in tests. `/__fake/*` scripts it and reads what it got.
 */
export function startFakeOpenAi(port: number): Promise<Server> {
  const state: FakeState = { script: [], requests: [], flagSelfHarm: [] };
  const server = createServer(async (request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const body = request.method === 'POST' ? await readJson(request) : {};
    switch (request.url) {
      case '/__fake/script':
        state.script = (body.script as FakeBehaviour[]) ?? [];
        state.flagSelfHarm = (body.flagSelfHarm as string[]) ?? [];
        state.requests = [];
        return json(200, { ok: true });
      case '/__fake/requests':
        return json(200, { requests: state.requests });
      case '/v1/moderations': {
        const input = String(body.input ?? '');
        const selfHarm = state.flagSelfHarm.some((marker) => input.includes(marker));
        return json(200, {
          id: 'modr-fake',
          model: 'omni-moderation-latest',
          results: [
            {
              flagged: selfHarm,
              categories: {
                'self-harm': selfHarm,
                'self-harm/intent': selfHarm,
                'self-harm/instructions': false,
                violence: false,
              },
              category_scores: {},
            },
          ],
        });
      }
      case '/v1/chat/completions': {
        state.requests.push(body);
        const behaviour = state.script.shift() ?? { kind: 'reply', text: DEFAULT_FAKE_REPLY };
        if (behaviour.kind === 'hang') return; // never answers: the client's timeout must end it
        if (behaviour.kind === 'status') {
          return json(behaviour.status, {
            error: { message: `fake ${behaviour.status}`, type: 'fake_error', code: behaviour.code ?? null },
          });
        }
        if (!body.stream) {
          return json(200, {
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            created: 0,
            model: body.model,
            choices: [
              { index: 0, message: { role: 'assistant', content: behaviour.text }, finish_reason: 'stop' },
            ],
          });
        }
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const word of behaviour.text.match(/\S+\s*/g) ?? []) {
          const chunk = {
            id: 'chatcmpl-fake',
            object: 'chat.completion.chunk',
            created: 0,
            model: body.model,
            choices: [{ index: 0, delta: { content: word }, finish_reason: null }],
          };
          response.write(`data: ${JSON.stringify(chunk)}\n\n`);
        }
        response.end('data: [DONE]\n\n');
        return;
      }
      default:
        return json(404, { error: { message: 'not found' } });
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
