// `npm run train:safety`: trains the crisis assessor's learned readers on data/safety/ (English, and
// the other languages) and writes their weights beside the code that reads them, each with the hash of
// what it was learned from (a test fails when either is stale).
import { writeFileSync } from 'node:fs';
import { LANGUAGE_READER_TRAINING } from '../domain/crisis-languages';
import {
  LANGUAGE_WEIGHTS_FILE,
  languageTrainingHash,
  languageTrainingMessages,
  trainingHash,
  trainingMessages,
  WEIGHTS_FILE,
} from './safety-data';
import { trainReaderWeights } from './safety-training';

const readers = [
  {
    name: 'English',
    file: WEIGHTS_FILE,
    messages: trainingMessages(),
    hash: trainingHash(),
    training: undefined,
  },
  {
    name: 'other languages',
    file: LANGUAGE_WEIGHTS_FILE,
    messages: languageTrainingMessages(),
    hash: languageTrainingHash(),
    training: LANGUAGE_READER_TRAINING,
  },
];
for (const { name, file, messages, hash, training } of readers) {
  const started = performance.now();
  const weights = { hash, ...trainReaderWeights(messages, training) };
  writeFileSync(file, `${JSON.stringify(weights)}\n`);
  console.log(
    `${name}: trained on ${messages.length} messages in ${Math.round(performance.now() - started)} ms: ${Object.keys(weights.crisis.weights).length} crisis features; wrote ${file}`,
  );
}
