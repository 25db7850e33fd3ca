import type { FakeBehaviour, FakeVerdicts, ReceivedTranscription } from './openai';

// The fake OpenAI server the provider suites run against (OPENAI_BASE_URL=http://127.0.0.1:4010/v1).
const CONTROL_URL = 'http://127.0.0.1:4010/__fake';

/** A chat completion request as the fake received it. */
export interface ReceivedModelRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
}

/**
 * Scripts the fake's next answers, in order, and what its moderation and safety classification find;
 * it forgets the requests it had received.
 */
export async function scriptFake(steps: FakeBehaviour[], verdicts: FakeVerdicts = {}) {
  await fetch(`${CONTROL_URL}/script`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ script: steps, verdicts }),
  });
}

/** The safety classification requests the fake received since it was last scripted. */
export async function fakeClassifications(): Promise<ReceivedModelRequest[]> {
  const body = (await (await fetch(`${CONTROL_URL}/classifications`)).json()) as {
    classifications: ReceivedModelRequest[];
  };
  return body.classifications;
}

/** The chat completion requests the fake received since it was last scripted, oldest first. */
export async function fakeModelRequests(): Promise<ReceivedModelRequest[]> {
  const body = (await (await fetch(`${CONTROL_URL}/requests`)).json()) as {
    requests: ReceivedModelRequest[];
  };
  return body.requests;
}

/** The memory proposal requests the fake received since it was last scripted, oldest first. */
export async function fakeMemoryRequests(): Promise<ReceivedModelRequest[]> {
  const body = (await (await fetch(`${CONTROL_URL}/memory-requests`)).json()) as {
    requests: ReceivedModelRequest[];
  };
  return body.requests;
}

/** The transcription requests the fake received since it was last scripted, oldest first. */
export async function fakeTranscriptions(): Promise<ReceivedTranscription[]> {
  const body = (await (await fetch(`${CONTROL_URL}/transcriptions`)).json()) as {
    transcriptions: ReceivedTranscription[];
  };
  return body.transcriptions;
}
