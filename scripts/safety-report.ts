// `npm run bench:safety`: how the crisis assessor does on its training set (the labelled set plus
// every folded-in round) and on the latest held-out round, written before the rules saw it: recall
// and precision side by side, then the held-out round per kind, and every held-out message it gets
// wrong. Plain TypeScript with relative imports, so any TS runner can run it.
import { assessMessage } from '../domain/crisis-assessor';
import { HELD_OUT, TRAINING_MESSAGES, type LabelledMessage } from '../domain/safety.dataset';
import { CRISIS_KINDS, NON_CRISIS_KINDS } from '../domain/safety';

interface Result extends LabelledMessage {
  predicted: string;
}

const run = (messages: LabelledMessage[]): Result[] =>
  messages.map((item) => ({ ...item, predicted: assessMessage(item.text).level }));

function ratio(hits: number, total: number): string {
  return total === 0 ? 'n/a' : `${(hits / total).toFixed(3)} (${hits}/${total})`;
}

function crisisScores(results: Result[]) {
  const truth = results.filter((r) => r.level === 'crisis');
  const called = results.filter((r) => r.predicted === 'crisis');
  const hits = truth.filter((r) => r.predicted === 'crisis').length;
  const flaggedTruth = results.filter((r) => r.level !== 'none');
  const flagged = results.filter((r) => r.predicted !== 'none');
  const flaggedHits = flaggedTruth.filter((r) => r.predicted !== 'none').length;
  return {
    messages: String(results.length),
    'crisis recall': ratio(hits, truth.length),
    'crisis precision': ratio(hits, called.length),
    'flagged recall': ratio(flaggedHits, flaggedTruth.length),
    'flagged precision': ratio(flaggedHits, flagged.length),
  };
}

const training = run(TRAINING_MESSAGES);
const heldOut = run(HELD_OUT.messages);
const left = crisisScores(training);
const right = crisisScores(heldOut);
const rows = Object.keys(left) as (keyof typeof left)[];
const width = 22;
console.log('Crisis-safety assessor\n');
console.log(`${''.padEnd(width)}${'training'.padEnd(width)}held-out (${HELD_OUT.name})`);
for (const row of rows) console.log(`${row.padEnd(width)}${left[row].padEnd(width)}${right[row]}`);

console.log(
  `\nHeld-out (${HELD_OUT.name}) per kind: crisis kinds found, other kinds wrongly called crisis\n`,
);
for (const kind of CRISIS_KINDS) {
  const ofKind = heldOut.filter((r) => r.kind === kind);
  const found = ofKind.filter((r) => r.predicted === 'crisis').length;
  console.log(`  ${kind.padEnd(20)}recall ${ratio(found, ofKind.length)}`);
}
for (const kind of NON_CRISIS_KINDS) {
  const ofKind = heldOut.filter((r) => r.kind === kind);
  const wrong = ofKind.filter((r) => r.predicted === 'crisis').length;
  console.log(`  ${kind.padEnd(20)}called crisis ${wrong}/${ofKind.length}`);
}

const missed = heldOut.filter((r) => (r.level === 'crisis') !== (r.predicted === 'crisis'));
console.log(`\nHeld-out messages on the wrong side of crisis (${missed.length})\n`);
for (const r of missed) console.log(`  ${r.level} -> ${r.predicted} [${r.kind}]: ${r.text}`);
