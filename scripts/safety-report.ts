// `npm run bench:safety`: how the crisis assessor does on its training set (the labelled set, the
// training sets and every folded-in round) and on the latest held-out round, written before the
// assessor saw it: recall and precision side by side (and the rules alone on the held-out round),
// then the held-out round per kind, and every held-out message it gets wrong. Plain TypeScript with relative imports, so any TS runner can run it.
import { assessByRules, assessMessage } from '../domain/crisis-assessor';
import { HELD_OUT, TRAINING_MESSAGES, type LabelledMessage } from '../domain/safety.dataset';
import { CRISIS_KINDS, NON_CRISIS_KINDS } from '../domain/safety';

interface Result extends LabelledMessage {
  predicted: string;
}

const run = (messages: LabelledMessage[], assess = assessMessage): Result[] =>
  messages.map((item) => ({ ...item, predicted: assess(item.text).level }));

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
const columns = {
  training: crisisScores(training),
  [`held-out (${HELD_OUT.name})`]: crisisScores(heldOut),
  'held-out, rules alone': crisisScores(run(HELD_OUT.messages, assessByRules)),
};
const width = 22;
console.log('Crisis-safety assessor\n');
console.log(
  ''.padEnd(width) +
    Object.keys(columns)
      .map((name) => name.padEnd(width))
      .join(''),
);
for (const row of Object.keys(columns.training) as (keyof typeof columns.training)[])
  console.log(
    row.padEnd(width) +
      Object.values(columns)
        .map((scores) => scores[row].padEnd(width))
        .join(''),
  );

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
