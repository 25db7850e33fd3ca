// `npx tsx scripts/safety-report.ts`: how the crisis-safety assessor does on the labelled messages:
// sizes, recall and precision, the confusion matrix, and every message it gets wrong. Plain TypeScript
// with relative imports, so any TS runner can run it.
import { assessMessage } from '../domain/crisis-assessor';
import { SAFETY_LEVELS, type SafetyLevel } from '../domain/safety';
import { LABELLED_MESSAGES } from '../domain/safety.dataset';

const results = LABELLED_MESSAGES.map((item) => ({ ...item, predicted: assessMessage(item.text).level }));

function ratio(hits: number, total: number): string {
  return total === 0 ? 'n/a' : `${(hits / total).toFixed(3)} (${hits}/${total})`;
}

/** Recall and precision of "predicted matches" against "labelled matches". */
function scores(labelled: (level: SafetyLevel) => boolean, predicted: (level: SafetyLevel) => boolean) {
  const truth = results.filter((r) => labelled(r.level));
  const flagged = results.filter((r) => predicted(r.predicted));
  const hits = truth.filter((r) => predicted(r.predicted)).length;
  return { recall: ratio(hits, truth.length), precision: ratio(hits, flagged.length) };
}

const isCrisis = (level: SafetyLevel) => level === 'crisis';
const isFlagged = (level: SafetyLevel) => level !== 'none';
const crisis = scores(isCrisis, isCrisis);
const flagged = scores(isFlagged, isFlagged);
const explicit = results.filter((r) => r.explicit);

const rows: [string, string][] = [
  ['messages', String(results.length)],
  ...SAFETY_LEVELS.map((level): [string, string] => [
    `  labelled ${level}`,
    String(results.filter((r) => r.level === level).length),
  ]),
  ['  explicit (subset of crisis)', String(explicit.length)],
  ['crisis recall', crisis.recall],
  ['crisis precision', crisis.precision],
  ['explicit recall', ratio(explicit.filter((r) => r.predicted === 'crisis').length, explicit.length)],
  ['flagged (not none) recall', flagged.recall],
  ['flagged (not none) precision', flagged.precision],
];
const width = Math.max(...rows.map(([name]) => name.length)) + 2;
console.log('Crisis-safety assessor on the labelled messages\n');
for (const [name, value] of rows) console.log(`${name.padEnd(width)}${value}`);

console.log('\nConfusion matrix (rows: labelled, columns: predicted)\n');
const cell = 10;
console.log(''.padEnd(cell) + SAFETY_LEVELS.map((level) => level.padStart(cell)).join(''));
for (const labelled of SAFETY_LEVELS) {
  const counts = SAFETY_LEVELS.map((predicted) =>
    String(results.filter((r) => r.level === labelled && r.predicted === predicted).length).padStart(cell),
  );
  console.log(labelled.padEnd(cell) + counts.join(''));
}

const wrong = results.filter((r) => r.level !== r.predicted);
console.log(`\nMisclassified (${wrong.length})\n`);
for (const r of wrong)
  console.log(`  ${r.level} -> ${r.predicted}${r.explicit ? ' [explicit]' : ''}: ${r.text}`);
