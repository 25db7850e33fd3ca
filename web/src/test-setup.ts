import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ReadableStream } from 'node:stream/web';

// Test files run in VM contexts (vitest.config.ts), whose jsdom window lacks Node's web streams.
if (!('ReadableStream' in globalThis)) Object.assign(globalThis, { ReadableStream });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
