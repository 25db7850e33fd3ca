// The crisis assessor's labelled data, read from data/safety/ (JSON Lines; README there names each
// set's source and licence). Only scripts and tests read it: nothing that ships imports this file.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readingParts } from '../domain/crisis-assessor';
import type { CrisisLanguage } from '../domain/crisis-languages';
import type { MessageKind, SafetyLevel } from '../domain/safety';

export const DATA_DIR = fileURLToPath(new URL('../data/safety/', import.meta.url));
export const WEIGHTS_FILE = fileURLToPath(new URL('../domain/crisis-reader.weights.json', import.meta.url));
export const LANGUAGE_WEIGHTS_FILE = fileURLToPath(
  new URL('../domain/crisis-languages/reader.weights.json', import.meta.url),
);

/** One labelled message, as each line of a data file holds it. */
export interface LabelledMessage {
  text: string;
  label: SafetyLevel;
  /** What the message is (a crisis kind, or a kind of message that is not one), where labelled. */
  kind: MessageKind | null;
  source: string;
  /** The blind round it was written for, if any. */
  round: number | null;
  /** A first-person statement of suicidal intent, ideation or self-harm that must never be missed. */
  explicit?: boolean;
  /** In a real set: whether it may be learned from, or is kept out to report on. */
  split?: 'train' | 'test';
  /** In a set in another language (data/safety/languages/): which. */
  language?: CrisisLanguage;
}

/** A blind round and what it measured, before it was folded into training (data/safety/rounds.json). */
export interface Round {
  round: number;
  /** Folded into training: its figures are no longer blind. */
  folded: boolean;
  measured: {
    assessor: string;
    recall: string;
    precision: string;
    falseCrisis?: string;
    crisisOrAsked?: string;
  }[];
  messages: LabelledMessage[];
}

/** A set of real writing nobody here wrote, with its held-out part kept out of training. */
export interface RealSet {
  name: string;
  messages: LabelledMessage[];
}

function readLines(path: string): LabelledMessage[] {
  return readFileSync(join(DATA_DIR, path), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledMessage);
}

const jsonlIn = (folder: string) =>
  readdirSync(join(DATA_DIR, folder))
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => join(folder, name));

/** The sets written for training, by name (file name without extension). */
export function trainingSets(): Record<string, LabelledMessage[]> {
  return Object.fromEntries(
    jsonlIn('training').map((path) => [path.replace(/^training\/|\.jsonl$/g, ''), readLines(path)]),
  );
}

/** Every blind round, oldest first, with its figures as measured before it was folded in. */
export function rounds(): Round[] {
  const manifest = JSON.parse(readFileSync(join(DATA_DIR, 'rounds.json'), 'utf8')) as Omit<
    Round,
    'messages'
  >[];
  return manifest.map((entry) => ({ ...entry, messages: readLines(`rounds/round-${entry.round}.jsonl`) }));
}

/** The real sets (data/safety/real/): their `train` rows are learned from, their `test` rows reported. */
export function realSets(): RealSet[] {
  return jsonlIn('real').map((path) => ({
    name: path.replace(/^real\/|\.jsonl$/g, ''),
    messages: readLines(path),
  }));
}

/**
 * Long posts written blind (data/safety/long-posts/): a suicide-support forum's, a teen forum's and
 * an advice column's. Never learned from: they measure how the assessor reads long writing.
 */
export function longPosts(): LabelledMessage[] {
  return jsonlIn('long-posts').flatMap(readLines);
}

/**
 * Sets in the other languages the assessor reads (data/safety/languages/), by file name: `blind-N`,
 * written blind and measured once per language, then learned from once `FOLDED_LANGUAGE_ROUNDS`
 * names them.
 */
export function languageSets(): Record<string, LabelledMessage[]> {
  return Object.fromEntries(
    jsonlIn('languages').map((path) => [path.replace(/^languages\/|\.jsonl$/g, ''), readLines(path)]),
  );
}

/**
 * Dev messages in the other languages (data/safety/languages/dev/): what each language's phrases were
 * written and mended against, so they say nothing of how the phrases do on writing they never saw.
 */
export function languageDevMessages(): LabelledMessage[] {
  return jsonlIn('languages/dev').flatMap(readLines);
}

/**
 * Dev messages the phrases were mended against that the language reader does not learn from
 * (data/safety/languages/mending/): learning them cost crises it found on the blind rounds.
 */
export function languageMendingMessages(): LabelledMessage[] {
  return jsonlIn('languages/mending').flatMap(readLines);
}

/**
 * The blind rounds in the other languages that the language reader learns from, from the first on:
 * each was measured once (data/safety/languages/README.md keeps its figures) before it was added here.
 */
export const FOLDED_LANGUAGE_ROUNDS = Array.from({ length: 37 }, (_, i) => `blind-${i + 1}`);

/**
 * What the language reader learns from: the dev messages and folded blind rounds in the other
 * languages. Not English: thousands of English messages, all ordinary, taught it that any word of
 * another language leans to crisis; it reads only messages in a language it knows (`messageLanguage`).
 */
export function languageTrainingMessages(): LabelledMessage[] {
  const sets = languageSets();
  return [...languageDevMessages(), ...FOLDED_LANGUAGE_ROUNDS.flatMap((name) => sets[name] ?? [])];
}

/** Messages reported from use: never trained on, checked by the tests and the benchmark. */
export function reportedMessages(): LabelledMessage[] {
  return readLines('reported.jsonl');
}

/** A message's parts as the assessor reads them at run time, each as one text (`readingParts`). */
export function sentenceWindows(text: string): string[] {
  return readingParts(text).map((part) => part.join('. '));
}

/** The learned reader's training settings: part of the weights' hash, so a change retrains. */
export const TRAINING_SETTINGS = { epochs: 30, l2: 0.01, learningRate: 0.5, seed: 1, runs: 5 } as const;

/**
 * What the reader learns from: the training sets, the folded rounds and the real sets' train rows,
 * less any message reported from use (those stay tests).
 */
export function trainingMessages(): LabelledMessage[] {
  const reported = new Set(reportedMessages().map((message) => message.text));
  return [
    ...Object.values(trainingSets()).flat(),
    ...rounds()
      .filter((round) => round.folded)
      .flatMap((round) => round.messages),
    ...realSets().flatMap((set) => set.messages.filter((message) => message.split === 'train')),
  ].filter((message) => !reported.has(message.text));
}

/** A hash of data files (under data/safety/), the code that turns text into features, and the settings. */
function hashOf(dataFiles: readonly string[], featureCode: readonly string[]): string {
  const hash = createHash('sha256');
  for (const path of dataFiles) hash.update(path).update(readFileSync(join(DATA_DIR, path)));
  for (const path of featureCode)
    hash.update(path).update(readFileSync(fileURLToPath(new URL(path, import.meta.url))));
  hash.update(JSON.stringify(TRAINING_SETTINGS));
  return hash.digest('hex');
}

/** A hash of everything the English reader's weights are learned from: data, feature code, settings. */
export function trainingHash(): string {
  return hashOf(
    [
      ...jsonlIn('training'),
      ...rounds()
        .filter((round) => round.folded)
        .map((round) => `rounds/round-${round.round}.jsonl`),
      ...jsonlIn('real'),
      'reported.jsonl',
    ],
    ['../domain/crisis-text.ts', '../domain/crisis-features.ts'],
  );
}

/** A hash of everything the language reader's weights are learned from. */
export function languageTrainingHash(): string {
  return hashOf(
    [...jsonlIn('languages/dev'), ...FOLDED_LANGUAGE_ROUNDS.map((name) => `languages/${name}.jsonl`)],
    // The reader reads text without the languages' idioms, so every language's file shapes its features.
    readdirSync(new URL('../domain/crisis-languages/', import.meta.url))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .sort()
      .map((name) => `../domain/crisis-languages/${name}`),
  );
}
