// `npm run bench:safety`: how the crisis assessor does, side by side: on what it learned from; on
// every blind round, as measured before it was folded in, and now on the rounds still blind; on the
// held-out part of each real set; cross-validated on the everyday-counselling set; on messages
// reported from use; and how long a cold start's first assessment takes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { assessByRules, assessMessage } from '../domain/crisis-assessor';
import { CRISIS_LANGUAGES } from '../domain/crisis-languages';
import { CRISIS_KINDS, NON_CRISIS_KINDS, type SafetyAssessment } from '../domain/safety';
import {
  FOLDED_LANGUAGE_ROUNDS,
  languageDevMessages,
  languageMendingMessages,
  languageSets,
  longPosts,
  realSets,
  reportedMessages,
  rounds,
  trainingMessages,
  trainingSets,
  type LabelledMessage,
} from './safety-data';
import { trainCrisisReader } from './safety-training';

interface Result extends LabelledMessage {
  predicted: SafetyAssessment;
}

const run = (messages: LabelledMessage[], assess: (text: string) => SafetyAssessment = assessMessage) =>
  messages.map((item): Result => ({ ...item, predicted: assess(item.text) }));

function ratio(hits: number, total: number): string {
  return total === 0 ? 'n/a' : `${(hits / total).toFixed(3)} (${hits}/${total})`;
}

const isCrisis = (r: Result) => r.predicted.level === 'crisis';
const asks = (r: Result) => r.predicted.kinds.includes('unclear-risk');

function crisisScores(results: Result[]) {
  const truth = results.filter((r) => r.label === 'crisis');
  const called = results.filter(isCrisis);
  const hits = truth.filter(isCrisis).length;
  const flaggedTruth = results.filter((r) => r.label !== 'none');
  const flagged = results.filter((r) => r.predicted.level !== 'none');
  const flaggedHits = flaggedTruth.filter((r) => r.predicted.level !== 'none').length;
  const ordinary = results.filter((r) => r.label !== 'crisis');
  const plain = results.filter((r) => r.label === 'none');
  return {
    messages: String(results.length),
    'crisis recall': ratio(hits, truth.length),
    'crisis or asked': ratio(truth.filter((r) => isCrisis(r) || asks(r)).length, truth.length),
    'crisis precision': ratio(hits, called.length),
    'false crisis': ratio(ordinary.filter(isCrisis).length, ordinary.length),
    '  of label none': ratio(plain.filter(isCrisis).length, plain.length),
    'asked (not crisis)': ratio(ordinary.filter(asks).length, ordinary.length),
    'flagged recall': ratio(flaggedHits, flaggedTruth.length),
    'flagged precision': ratio(flaggedHits, flagged.length),
  };
}

const width = 24;
function table(columns: Record<string, Record<string, string>>) {
  const rows = Object.keys(Object.values(columns)[0]!);
  console.log(
    ''.padEnd(width) +
      Object.keys(columns)
        .map((name) => name.padEnd(width))
        .join(''),
  );
  for (const row of rows)
    console.log(
      row.padEnd(width) +
        Object.values(columns)
          .map((c) => (c[row] ?? '').padEnd(width))
          .join(''),
    );
}

function wrongSide(title: string, results: Result[]) {
  const wrong = results.filter((r) => (r.label === 'crisis') !== isCrisis(r));
  console.log(`\n${title} on the wrong side of crisis (${wrong.length})\n`);
  for (const r of wrong)
    console.log(
      `  ${r.label} -> ${r.predicted.level} [${r.kind}]: ${r.text.replace(/\s+/g, ' ').slice(0, 300)}`,
    );
}

console.log('Crisis-safety assessor\n');
const allRounds = rounds();
const blind = allRounds.filter((round) => !round.folded);
const blindResults = blind.map((round) => ({ round, results: run(round.messages) }));
table({
  'trained on': crisisScores(run(trainingMessages())),
  ...Object.fromEntries(
    blindResults.flatMap(({ round, results }) => [
      [`round ${round.round} (blind)`, crisisScores(results)],
      [`round ${round.round}, rules`, crisisScores(run(round.messages, assessByRules))],
    ]),
  ),
});

console.log('\nEvery blind round as measured before it was folded in (data/safety/rounds.json)\n');
for (const round of allRounds)
  for (const figures of round.measured)
    console.log(
      `  round ${String(round.round).padEnd(3)} ${figures.assessor.padEnd(60)} recall ${figures.recall.padEnd(16)} precision ${figures.precision}${figures.falseCrisis ? `, false crisis ${figures.falseCrisis}` : ''}${figures.crisisOrAsked ? `, crisis or asked ${figures.crisisOrAsked}` : ''}`,
    );

for (const { round, results } of blindResults) {
  console.log(`\nRound ${round.round} (blind) per kind: crisis kinds found, other kinds called crisis\n`);
  for (const kind of CRISIS_KINDS) {
    const ofKind = results.filter((r) => r.kind === kind);
    console.log(`  ${kind.padEnd(20)}recall ${ratio(ofKind.filter(isCrisis).length, ofKind.length)}`);
  }
  for (const kind of NON_CRISIS_KINDS) {
    const ofKind = results.filter((r) => r.kind === kind);
    console.log(`  ${kind.padEnd(20)}called crisis ${ofKind.filter(isCrisis).length}/${ofKind.length}`);
  }
  wrongSide(`Round ${round.round} messages`, results);
}

// Real writing nobody here wrote: only the rows kept out of training (split 'test').
console.log('\nReal sets, held-out rows only\n');
const real = realSets().map((set) => ({
  name: set.name,
  results: run(set.messages.filter((message) => message.split === 'test')),
}));
if (real.length > 0) {
  table(Object.fromEntries(real.map(({ name, results }) => [name, crisisScores(results)])));
  // Their texts are not printed: what is read gets tuned on, and these rows must stay unseen.
}

// Long posts written blind, a table per set, by where they would be posted: how often a
// suicide-support forum's posts are flagged, and how often ordinary long posts are called a crisis
// or asked about. The newest set is blind; an older one has been read while mending the rules.
const long = run(longPosts());
const postSets = [...new Set(long.map((r) => r.source.replace(/ \(.*$/, '')))];
for (const postSet of postSets) {
  console.log(`\n${postSet[0]!.toUpperCase()}${postSet.slice(1)}, never learned from\n`);
  const inSet = long.filter((r) => r.source.startsWith(`${postSet} (`));
  const forums = [...new Set(inSet.map((r) => r.source.replace(/^.*?\((.+?)\).*$/, '$1')))];
  table(
    Object.fromEntries(
      forums.map((forum) => {
        const posts = inSet.filter((r) => r.source.includes(`(${forum})`));
        const atRisk = posts.filter((r) => r.label !== 'none');
        const ordinary = posts.filter((r) => r.label === 'none');
        return [
          forum,
          {
            posts: String(posts.length),
            'at risk: flagged': ratio(
              atRisk.filter((r) => r.predicted.level !== 'none').length,
              atRisk.length,
            ),
            'at risk: crisis': ratio(atRisk.filter(isCrisis).length, atRisk.length),
            'ordinary: crisis': ratio(ordinary.filter(isCrisis).length, ordinary.length),
            'ordinary: asked': ratio(ordinary.filter(asks).length, ordinary.length),
          },
        ];
      }),
    ),
  );
}

// The other languages, on sets written blind (issue 27): per language, crises found and ordinary
// messages called a crisis, and the kinds missed. Every set is measured once, before anything is
// mended or learned on its account; data/safety/languages/README.md keeps those first figures. A
// set the language reader has since learned from shows training figures.
function byLanguage(messages: LabelledMessage[]) {
  for (const language of CRISIS_LANGUAGES) {
    const results = run(messages.filter((message) => message.language === language));
    if (results.length === 0) continue;
    const crises = results.filter((r) => r.label === 'crisis');
    const ordinary = results.filter((r) => r.label !== 'crisis');
    const missed = crises.filter((r) => !isCrisis(r)).map((r) => r.kind);
    console.log(
      `  ${language.padEnd(4)}recall ${ratio(crises.filter(isCrisis).length, crises.length).padEnd(18)}ordinary called crisis ${ratio(ordinary.filter(isCrisis).length, ordinary.length).padEnd(18)}missed: ${missed.join(', ') || 'none'}`,
    );
  }
}
for (const [name, messages] of Object.entries(languageSets())) {
  const learned = FOLDED_LANGUAGE_ROUNDS.includes(name)
    ? ' (learned from: training figures)'
    : ' (never learned from)';
  console.log(`\nOther languages, ${name}${learned}: crisis recall, ordinary called crisis, kinds missed\n`);
  byLanguage(messages);
}
// The dev sets the phrases were mended against and the reader learned from: training figures.
console.log('\nOther languages, dev sets (the phrases were written against them, the reader learned them)\n');
byLanguage(languageDevMessages());
console.log(
  '\nOther languages, mending sets (the phrases were mended against them, the reader did not learn them)\n',
);
byLanguage(languageMendingMessages());

// Cross-validation on the everyday-counselling set: the learned reader is trained without one half
// (by index parity, and without any training message of the same text), then the whole assessor
// is run on that half. The rules saw every message, so only the learned reader is blind here.
console.log('\nCross-validated on everyday-counselling (learned reader trained without the half)\n');
const everyday = trainingSets()['everyday-counselling']!;
const reported = reportedMessages();
const folds = [0, 1].map((parity) => {
  const held = everyday.filter((_, i) => i % 2 === parity);
  const texts = new Set(held.map((item) => item.text));
  const reader = trainCrisisReader(trainingMessages().filter((item) => !texts.has(item.text)));
  const assess = (text: string) => assessMessage(text, reader);
  return {
    name: parity === 0 ? 'even half' : 'odd half',
    results: run(held, assess),
    reported: run(reported, assess),
  };
});
table({
  ...Object.fromEntries(folds.map((fold) => [fold.name, crisisScores(fold.results)])),
  'both halves': crisisScores(folds.flatMap((fold) => fold.results)),
});
wrongSide(
  'Everyday-counselling messages, cross-validated,',
  folds.flatMap((fold) => fold.results),
);

console.log("\nMessages reported from use: with the shipped reader; each half's reader\n");
for (const [i, r] of run(reported).entries())
  console.log(
    `  ${r.label} -> ${r.predicted.level}; ${folds.map((fold) => fold.reported[i]!.predicted.level).join(', ')}: ${r.text}`,
  );

// A fresh process, as a server instance after a cold start: the assessor bundled as the functions
// bundle it (esbuild, npm packages left to node), loaded, then its first assessment.
// Inside node_modules, so the bundle finds the packages it leaves to node.
const cacheDir = fileURLToPath(new URL('../node_modules/.cache/', import.meta.url));
mkdirSync(cacheDir, { recursive: true });
const bundleDir = mkdtempSync(join(cacheDir, 'assessor-'));
const bundle = join(bundleDir, 'assessor.mjs');
await build({
  entryPoints: [fileURLToPath(new URL('../domain/crisis-assessor.ts', import.meta.url))],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
});
const cold = execFileSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `const t0 = performance.now();
     const { assessMessage } = await import(${JSON.stringify(pathToFileURL(bundle).href)});
     const t1 = performance.now();
     assessMessage('My sister says I should talk to someone. I have been low since the exams, and I keep wondering what the point of it all is. Anyway, how do I start?');
     const t2 = performance.now();
     console.log(JSON.stringify({ load: t1 - t0, first: t2 - t1 }));`,
  ],
  { encoding: 'utf8' },
);
rmSync(bundleDir, { recursive: true });
const { load, first } = JSON.parse(cold) as { load: number; first: number };
console.log(
  `\nCold start: loading the assessor (weights, language model, and a first reading to compile the rules) ${Math.round(load)} ms; the first assessment after it ${Math.round(first)} ms`,
);
