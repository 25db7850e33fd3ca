import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// A developer's `npx firebase emulators:start`, as README documents it, on a machine like a fresh
// clone's: an empty firebase-tools cache and no FIRESTORE_EMULATOR_BINARY_PATH, after `npm install`
// (whose postinstall prepares the Firestore emulator where it cannot be downloaded). Then the backup
// rehearsal of docs/monitoring.md: export the running emulators' data, start fresh with --import, and
// find it there. It needs the build (web/dist, functions/lib) and free emulator ports, so it runs in
// the build stage, before the emulator stages start theirs. Two cold starts: 35 to 50 s here.

const work = mkdtempSync(join(tmpdir(), 'emulators-start-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  FIREBASE_EMULATORS_PATH: join(work, 'cache'),
  FIRESTORE_EMULATOR_BINARY_PATH: undefined,
};
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) process.kill(-child.pid!, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

// Starts `npx firebase <args>` and resolves once it says every emulator is ready.
async function startEmulators(args: string[]) {
  const child = spawn('npx', ['firebase', ...args], { env, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('All emulators ready')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) =>
      reject(new Error(`firebase exited with ${code} before it was ready:\n${output}`)),
    );
  });
  return {
    async stop() {
      process.kill(-child.pid!, 'SIGINT');
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    },
  };
}

const register = (email: string) =>
  fetch('http://127.0.0.1:5000/api/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret123' }),
  });

describe('firebase emulators:start from the repository root', () => {
  it('should serve Hosting, the api function, Auth and Firestore, and bring exported data back with --import', async () => {
    execFileSync('npm', ['run', 'postinstall'], { env, stdio: 'ignore' });
    const email = `emulators-start-${Date.now()}@example.com`;

    const first = await startEmulators(['emulators:start']);
    const page = await fetch('http://127.0.0.1:5000/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('ReflectAI');
    // Through Hosting's rewrite to the function, which writes to Auth and Firestore.
    const registered = await register(email);
    expect(registered.status).toBe(201);
    const uid = ((await registered.json()) as { user: { id: string } }).user.id;
    execFileSync('npx', ['firebase', 'emulators:export', join(work, 'backup')], { env, stdio: 'ignore' });
    await first.stop();

    const second = await startEmulators(['emulators:start', '--import', join(work, 'backup')]);
    const record = await fetch(
      `http://127.0.0.1:8080/v1/projects/demo-reflectai/databases/(default)/documents/users/${uid}`,
      { headers: { authorization: 'Bearer owner' } },
    );
    expect(record.status).toBe(200);
    // The account came back too: registering the same email again is refused.
    expect((await register(email)).status).toBe(409);
    await second.stop();
  }, 240_000);
});
