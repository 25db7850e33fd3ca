// `npm run bench:safety`: how the crisis assessor does on its training set (the labelled set, the
// training sets and every folded-in round) and on the latest held-out round, written before the
// assessor saw it: recall and precision side by side (and the rules alone on the held-out round),
// then the held-out round per kind, and every held-out message it gets wrong; last, cross-validated
// on the everyday-counselling set (the learned reader trained without each half in turn) and the
// messages reported from use. Plain TypeScript with relative imports, so any TS runner can run it.
import { assessByRules, assessMessage } from '../domain/crisis-assessor';
import { trainCrisisReader } from '../domain/crisis-classifier';
import {
  HELD_OUT,
  REPORTED_MESSAGES,
  TRAINING_MESSAGES,
  type LabelledMessage,
} from '../domain/safety.dataset';
import { CRISIS_KINDS, NON_CRISIS_KINDS } from '../domain/safety';
import { EVERYDAY_COUNSELLING_TRAINING } from '../domain/safety-training/everyday-counselling';

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

// Cross-validation on the everyday-counselling set: the learned reader is trained without one half
// (by index parity, and without any training message of the same text), then the whole assessor
// is run on that half. The rules saw every message, so only the learned reader is blind here.
console.log('\nCross-validated on everyday-counselling (learned reader trained without the half)\n');
const folds = [0, 1].map((parity) => {
  const held = EVERYDAY_COUNSELLING_TRAINING.filter((_, i) => i % 2 === parity);
  const texts = new Set(held.map((item) => item.text));
  const reader = trainCrisisReader(TRAINING_MESSAGES.filter((item) => !texts.has(item.text)));
  const assess = (text: string) => assessMessage(text, reader);
  return {
    name: parity === 0 ? 'even half' : 'odd half',
    results: run(held, assess),
    reported: run(REPORTED_MESSAGES, assess),
  };
});
function foldScores(results: Result[]) {
  const crisis = results.filter((r) => r.level === 'crisis');
  const other = results.filter((r) => r.level !== 'crisis');
  const ordinary = results.filter((r) => r.level === 'none');
  return {
    'false-crisis rate': ratio(other.filter((r) => r.predicted === 'crisis').length, other.length),
    "  of which 'none'": ratio(ordinary.filter((r) => r.predicted === 'crisis').length, ordinary.length),
    'crisis recall': ratio(crisis.filter((r) => r.predicted === 'crisis').length, crisis.length),
  };
}
const cvColumns = Object.fromEntries([
  ...folds.map((fold) => [fold.name, foldScores(fold.results)]),
  ['both halves', foldScores(folds.flatMap((fold) => fold.results))],
]);
console.log(
  ''.padEnd(width) +
    Object.keys(cvColumns)
      .map((name) => name.padEnd(width))
      .join(''),
);
for (const row of Object.keys(cvColumns['both halves']!))
  console.log(
    row.padEnd(width) +
      Object.values(cvColumns)
        .map((scores) => (scores as Record<string, string>)[row]!.padEnd(width))
        .join(''),
  );
const wrong = folds.flatMap((fold) =>
  fold.results.filter((r) => (r.level === 'crisis') !== (r.predicted === 'crisis')),
);
console.log(
  `\nEveryday-counselling messages on the wrong side of crisis, cross-validated (${wrong.length})\n`,
);
for (const r of wrong) console.log(`  ${r.level} -> ${r.predicted} [${r.kind}]: ${r.text}`);

console.log("\nMessages reported from use: with the full reader; each half's reader\n");
const full = run(REPORTED_MESSAGES);
for (const [i, r] of full.entries())
  console.log(
    `  ${r.level} -> ${r.predicted}; ${folds.map((fold) => fold.reported[i]!.predicted).join(', ')}: ${r.text}`,
  );
