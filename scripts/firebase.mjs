// Runs the pinned firebase-tools with the Firestore emulator it can start on this machine.
// firebase-tools downloads its Firestore jar on first use; where that download is impossible
// (no internet) but the Google Cloud CLI's emulator jar is installed, a launcher jar pointing
// at the CLI jar is built once and used instead. Elsewhere firebase-tools behaves as usual.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cloudCliJar =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

function cachedFirestoreJar() {
  const info = JSON.parse(
    readFileSync(
      join(root, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'),
      'utf8',
    ),
  );
  return join(homedir(), '.cache/firebase/emulators', info.firestore.downloadPathRelativeToCacheDir);
}

function firestoreLauncherJar() {
  const launcherDir = join(root, '.cache/firestore-launcher');
  const launcher = join(launcherDir, 'launcher.jar');
  if (existsSync(launcher)) return launcher;
  mkdirSync(launcherDir, { recursive: true });
  const manifest = join(launcherDir, 'manifest.txt');
  writeFileSync(
    manifest,
    'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
      `Class-Path: file:${cloudCliJar}\n`,
  );
  execFileSync('jar', ['cfm', launcher, manifest]);
  return launcher;
}

const env = { ...process.env };
if (!env.FIRESTORE_EMULATOR_BINARY_PATH && !existsSync(cachedFirestoreJar()) && existsSync(cloudCliJar)) {
  env.FIRESTORE_EMULATOR_BINARY_PATH = firestoreLauncherJar();
}

const firebaseBin = join(root, 'node_modules/firebase-tools/lib/bin/firebase.js');
const child = spawn(process.execPath, [firebaseBin, ...process.argv.slice(2)], {
  cwd: root,
  env,
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
