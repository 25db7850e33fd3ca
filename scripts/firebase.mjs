// Runs the pinned firebase-tools, with the Firestore emulator prepared where it cannot be
// downloaded (scripts/firestore-emulator.mjs), and passes a terminal's Ctrl-C on once.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareFirestoreEmulator } from './firestore-emulator.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
prepareFirestoreEmulator();

const firebaseBin = join(root, 'node_modules/firebase-tools/lib/bin/firebase.js');
const child = spawn(process.execPath, [firebaseBin, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  // Its own process group, so that Ctrl-C reaches it only through this wrapper.
  detached: true,
});
// A terminal's Ctrl-C may reach this process several times (from npm and from parent scripts);
// firebase-tools takes a second SIGINT as "stop right now", so only the first is passed on.
let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (forwarded) return;
    forwarded = true;
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
