// Runs shell commands side by side, as many at a time as the machine has cores, and fails if any
// fails: `node scripts/parallel.mjs "tsc -p web" "tsc -p functions"`. Each command's output is
// printed whole when it ends, so the logs of commands running together do not interleave.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
const slots = Math.max(1, Math.min(availableParallelism(), commands.length));
let next = 0;
let failed = 0;

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n> ${command} (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${seconds} s)\n`,
      );
      process.stdout.write(output);
      if (code !== 0) failed += 1;
      resolve();
    });
  });
}

async function worker() {
  while (next < commands.length) await run(commands[next++]);
}

await Promise.all(Array.from({ length: slots }, worker));
process.exit(failed ? 1 : 0);
