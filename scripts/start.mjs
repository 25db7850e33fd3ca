// `npm start`: the whole app on the emulator suite (after `npm run build`), served at
// http://127.0.0.1:5000. Prints the address once Hosting and the API answer; Ctrl-C stops it.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

const APP_URL = 'http://127.0.0.1:5000';

const emulators = spawn(
  process.execPath,
  [
    'scripts/firebase.mjs',
    'emulators:start',
    '--project',
    'demo-reflectai',
    '--only',
    'auth,firestore,functions,hosting',
  ],
  { stdio: 'inherit' },
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    emulators.kill(signal);
  });
}
emulators.on('exit', (code) => process.exit(stopping ? 0 : (code ?? 1)));

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const deadline = Date.now() + 180_000;
while (!stopping && Date.now() < deadline) {
  if ((await answers(APP_URL)) && (await answers(`${APP_URL}/api/health`))) {
    console.log(`\n  ReflectAI is running at ${APP_URL}\n  Press Ctrl-C to stop.\n`);
    break;
  }
  await delay(500);
}
