// `npm run train:safety`: trains the crisis assessor's learned reader on data/safety/ and writes its
// weights beside the assessor, with the hash of what they were learned from (a test fails when stale).
import { writeFileSync } from 'node:fs';
import { trainingHash, trainingMessages, WEIGHTS_FILE } from './safety-data';
import { trainReaderWeights } from './safety-training';

const started = performance.now();
const messages = trainingMessages();
const weights = { hash: trainingHash(), ...trainReaderWeights(messages) };
writeFileSync(WEIGHTS_FILE, `${JSON.stringify(weights)}\n`);
const features = Object.keys(weights.crisis.weights).length;
console.log(
  `Trained on ${messages.length} messages in ${Math.round(performance.now() - started)} ms: ${features} crisis features; wrote ${WEIGHTS_FILE}`,
);
