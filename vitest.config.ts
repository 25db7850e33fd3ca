import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
};

// Unit projects run anywhere; rules, api and e2e need the emulators (`npm run test:emulators`).
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves a core idle (one worker on these two-core machines); files spend much
    // of their time waiting on emulators and imports.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit:node',
          include: [
            'domain/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'tests/safety/**/*.test.ts',
            // Loads the module in other time zones: TZ set in a worker thread does not move its clock.
            'web/src/lib/format-date.test.ts',
          ],
          environment: 'node',
          // The assessor's property tests and readings of whole data sets are CPU-bound: tens of
          // seconds on a two-core machine that runs the build checks beside them (npm test).
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: {
          alias: {
            ...alias,
            // What `npm run dev` serves too: the service worker is registered only in a build.
            'virtual:pwa-register/react': fileURLToPath(
              new URL('./node_modules/vite-plugin-pwa/dist/client/dev/react.js', import.meta.url),
            ),
            // Recharts' CommonJS build cannot require its ESM dependencies in a VM context.
            recharts: fileURLToPath(new URL('./node_modules/recharts/es6/index.js', import.meta.url)),
          },
        },
        test: {
          name: 'unit:web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: ['web/src/lib/format-date.test.ts'],
          environment: 'jsdom',
          setupFiles: ['web/src/test-setup.ts'],
          // A VM context per file in shared threads: twice as fast as a process per file (imports and
          // jsdom are most of a component test's time).
          pool: 'vmThreads',
        },
      },
      {
        resolve: { alias },
        // Reads web/dist, so it runs after `npm run build` (`npm run test:build`).
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'provider',
          include: ['tests/provider/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/fakes/openai-global-setup.ts', 'tests/fakes/stripe-global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The app answers through the emulators on a busy two-core machine: give polls time.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
