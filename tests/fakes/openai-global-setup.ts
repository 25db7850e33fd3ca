import { startFakeOpenAi } from './openai';

/** Vitest global setup: the fake OpenAI server on the port the functions were told (OPENAI_BASE_URL). */
export default async function setup() {
  const server = await startFakeOpenAi(4010);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
