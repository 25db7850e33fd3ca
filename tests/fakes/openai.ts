import { createServer, type IncomingMessage, type Server } from 'node:http';
import { MEMORY_PROPOSALS_FORMAT } from '../../domain/memory-proposals';

/** What the fake does with the next chat completion or transcription request. */
export type FakeBehaviour =
  | { kind: 'reply'; text: string }
  | { kind: 'status'; status: number; code?: string }
  // Never answers: the client's timeout must end it.
  | { kind: 'hang' }
  // Streams `text`, then keeps the connection open without another word.
  | { kind: 'stall'; text: string }
  // Streams `text`, then a word every TRICKLE_MS until the caller goes away (a minute at most).
  | { kind: 'trickle'; text: string };

/** A transcription request as the fake received it. */
export interface ReceivedTranscription {
  model: string;
  filename: string;
  type: string;
  /** The uploaded file, base64-encoded. */
  audio: string;
}

/** What the fake's moderation and safety classification find, by markers in the text. */
export interface FakeVerdicts {
  /** Moderation flags a message containing one of these as self-harm. */
  flagSelfHarm?: string[];
  /** The safety classifier calls messages containing one of these a crisis (kind `plan`). */
  classifyCrisis?: string[];
  /** The items the memory proposer answers, whatever the messages (none unless scripted). */
  memoryProposals?: string[];
}

interface FakeState {
  script: FakeBehaviour[];
  requests: unknown[];
  classifications: unknown[];
  memoryRequests: unknown[];
  transcriptions: ReceivedTranscription[];
  verdicts: Required<FakeVerdicts>;
}

// A chat completion carrying a JSON-schema response format is the safety classifier's, unless the
// schema is the memory proposer's.
const schemaName = (body: Record<string, unknown>) => {
  const format = body.response_format as { type?: string; json_schema?: { name?: string } } | undefined;
  return format?.type === 'json_schema' ? (format.json_schema?.name ?? '') : undefined;
};

function classify(body: Record<string, unknown>, markers: string[]) {
  const messages = body.messages as { content: string }[];
  const text = messages.at(-1)?.content ?? '';
  const crisis = markers.some((marker) => text.includes(marker));
  return crisis
    ? { level: 'crisis', kind: 'plan', rationale: 'A plan is described.' }
    : { level: 'none', kind: 'none', rationale: 'No risk is described.' };
}

const completion = (model: unknown, content: string) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: 0,
  model,
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

/** The reply the fake gives when nothing is scripted. */
export const DEFAULT_FAKE_REPLY = 'I hear you. What feels most pressing right now?';

/** The transcript the fake gives when nothing is scripted. */
// A trickling reply's pace: well inside the stall limit the provider stage sets (OPENAI_STALL_MS).
const TRICKLE_MS = 300;

const DEFAULT_FAKE_TRANSCRIPT = 'I have had a long day and I would like to talk it through.';

// OpenAI's error body for a scripted failure.
const fakeError = (behaviour: { status: number; code?: string }) => ({
  error: { message: `fake ${behaviour.status}`, type: 'fake_error', code: behaviour.code ?? null },
});

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// Multipart bodies are read with the platform's own form-data parser, as a server would.
async function readTranscription(request: IncomingMessage, raw: Buffer): Promise<ReceivedTranscription> {
  const form = await new Request('http://fake.invalid', {
    method: 'POST',
    headers: { 'content-type': request.headers['content-type'] ?? '' },
    body: new Uint8Array(raw),
  }).formData();
  const file = form.get('file');
  if (!(file instanceof File)) throw new Error('no file in the transcription request');
  return {
    model: String(form.get('model')),
    filename: file.name,
    type: file.type,
    audio: Buffer.from(await file.arrayBuffer()).toString('base64'),
  };
}

/**
 * A local HTTP server speaking the OpenAI API's chat completions (streamed and not), audio
 * transcriptions and moderations, so the real `openai` SDK code path runs in tests. `/__fake/*`
 * scripts it and reads what it got; one script serves chat and transcription requests in order.
 */
export function startFakeOpenAi(port: number): Promise<Server> {
  const state: FakeState = {
    script: [],
    requests: [],
    classifications: [],
    memoryRequests: [],
    transcriptions: [],
    verdicts: { flagSelfHarm: [], classifyCrisis: [], memoryProposals: [] },
  };
  const server = createServer(async (request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const raw = request.method === 'POST' ? await readBody(request) : Buffer.alloc(0);
    const multipart = request.headers['content-type']?.startsWith('multipart/form-data');
    const body: Record<string, unknown> = raw.length && !multipart ? JSON.parse(raw.toString()) : {};
    switch (request.url) {
      case '/__fake/script':
        state.script = (body.script as FakeBehaviour[]) ?? [];
        state.verdicts = {
          flagSelfHarm: [],
          classifyCrisis: [],
          memoryProposals: [],
          ...(body.verdicts as FakeVerdicts),
        };
        state.requests = [];
        state.classifications = [];
        state.memoryRequests = [];
        state.transcriptions = [];
        return json(200, { ok: true });
      case '/__fake/requests':
        return json(200, { requests: state.requests });
      case '/__fake/classifications':
        return json(200, { classifications: state.classifications });
      case '/__fake/memory-requests':
        return json(200, { requests: state.memoryRequests });
      case '/__fake/transcriptions':
        return json(200, { transcriptions: state.transcriptions });
      case '/v1/audio/transcriptions': {
        state.transcriptions.push(await readTranscription(request, raw));
        const behaviour = state.script.shift() ?? { kind: 'reply', text: DEFAULT_FAKE_TRANSCRIPT };
        if (behaviour.kind === 'hang' || behaviour.kind === 'stall' || behaviour.kind === 'trickle') return;
        if (behaviour.kind === 'status') return json(behaviour.status, fakeError(behaviour));
        return json(200, { text: behaviour.text });
      }
      case '/v1/moderations': {
        const input = String(body.input ?? '');
        const selfHarm = state.verdicts.flagSelfHarm.some((marker) => input.includes(marker));
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
        if (schemaName(body) === MEMORY_PROPOSALS_FORMAT) {
          state.memoryRequests.push(body);
          const items = state.verdicts.memoryProposals;
          return json(200, completion(body.model, JSON.stringify({ items })));
        }
        // Classifications arrive beside replies, in no fixed order, so they do not use the script.
        if (schemaName(body) !== undefined) {
          state.classifications.push(body);
          const verdict = classify(body, state.verdicts.classifyCrisis);
          return json(200, completion(body.model, JSON.stringify(verdict)));
        }
        state.requests.push(body);
        const behaviour = state.script.shift() ?? { kind: 'reply', text: DEFAULT_FAKE_REPLY };
        if (behaviour.kind === 'hang') return;
        if (behaviour.kind === 'status') return json(behaviour.status, fakeError(behaviour));
        if (!body.stream) return json(200, completion(body.model, behaviour.text));
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        const chunk = (word: string) => ({
          id: 'chatcmpl-fake',
          object: 'chat.completion.chunk',
          created: 0,
          model: body.model,
          choices: [{ index: 0, delta: { content: word }, finish_reason: null }],
        });
        for (const word of behaviour.text.match(/\S+\s*/g) ?? [])
          response.write(`data: ${JSON.stringify(chunk(word))}\n\n`);
        if (behaviour.kind === 'stall') return;
        if (behaviour.kind === 'trickle') {
          const more = setInterval(
            () => response.write(`data: ${JSON.stringify(chunk('more '))}\n\n`),
            TRICKLE_MS,
          );
          const stop = () => {
            clearInterval(more);
            response.end();
          };
          response.on('close', stop);
          setTimeout(stop, 60_000).unref();
          return;
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
