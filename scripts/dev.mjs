// `npm run dev`: Vite with hot reload at http://127.0.0.1:5173 against the emulators; the functions
// are rebuilt on change and the Functions emulator reloads them.
import { execFileSync, spawn } from 'node:child_process';

// The Functions emulator needs functions/lib before it starts; watch mode keeps it fresh after.
execFileSync('npm', ['run', 'build', '-w', 'functions'], { stdio: 'inherit' });

// Node processes spawned directly (not through npm), so that a signal reaches each of them.
const children = [
  spawn(process.execPath, ['build.mjs', '--watch'], { cwd: 'functions', stdio: 'inherit' }),
  spawn(
    process.execPath,
    [
      'scripts/firebase.mjs',
      'emulators:start',
      '--project',
      'demo-reflectai',
      '--only',
      'auth,firestore,functions',
    ],
    { stdio: 'inherit' },
  ),
  spawn(process.execPath, ['../node_modules/vite/bin/vite.js'], { cwd: 'web', stdio: 'inherit' }),
];
let stopping = false;
function stopAll(signal = 'SIGTERM') {
  stopping = true;
  for (const child of children) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      stopAll();
      process.exitCode = code ?? 1;
    }
  });
}
