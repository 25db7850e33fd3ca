// Makes the Firestore emulator startable by a plain `firebase emulators:start` on a machine that
// cannot download it. firebase-tools runs `java -jar` on the jar in its cache and downloads it only
// when that file is missing. Where the download is impossible (no internet) but the Google Cloud
// CLI's emulator is installed, a launcher jar (a manifest naming the CLI jar's main class and
// classpath) is put in the cache under the name firebase-tools looks for. `npm install` runs this
// (the root postinstall); scripts/firebase.mjs runs it too, for an install made with --ignore-scripts.
// Where the CLI jar is absent, or the cache already holds a jar, nothing changes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cloudCliJar =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** The path of the Firestore jar in firebase-tools' cache (FIREBASE_EMULATORS_PATH moves the cache). */
export function cachedFirestoreJar(env = process.env) {
  const info = JSON.parse(
    readFileSync(
      join(root, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'),
      'utf8',
    ),
  );
  const cacheDir = env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache/firebase/emulators');
  return join(cacheDir, info.firestore.downloadPathRelativeToCacheDir);
}

/** Puts the launcher in firebase-tools' cache when it has no Firestore jar and the CLI jar exists. */
export function prepareFirestoreEmulator(env = process.env) {
  const target = cachedFirestoreJar(env);
  if (existsSync(target) || !existsSync(cloudCliJar)) return;
  mkdirSync(dirname(target), { recursive: true });
  // Built beside the target and renamed into place, so a parallel start never reads half a jar.
  const work = mkdtempSync(join(dirname(target), 'launcher-'));
  try {
    const manifest = join(work, 'manifest.txt');
    writeFileSync(
      manifest,
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
        `Class-Path: file:${cloudCliJar}\n`,
    );
    execFileSync('jar', ['cfm', join(work, 'launcher.jar'), manifest]);
    renameSync(join(work, 'launcher.jar'), target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    prepareFirestoreEmulator();
  } catch (error) {
    // Never fail an install over it: firebase-tools then tries its own download, as anywhere else.
    console.warn(`note: could not prepare the Firestore emulator launcher: ${error.message}`);
  }
}
