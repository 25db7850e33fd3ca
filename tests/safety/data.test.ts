import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CRISIS_KINDS, NON_CRISIS_KINDS, SAFETY_LEVELS } from '../../domain/safety';
import {
  languageDevMessages,
  languageMendingMessages,
  languageSets,
  longPosts,
  realSets,
  reportedMessages,
  rounds,
  trainingMessages,
  trainingSets,
} from '../../scripts/safety-data';

const labelled = trainingSets().labelled!;
const every = [
  ...Object.values(trainingSets()).flat(),
  ...rounds().flatMap((round) => round.messages),
  ...realSets().flatMap((set) => set.messages),
  ...reportedMessages(),
  ...longPosts(),
  ...Object.values(languageSets()).flat(),
  ...languageDevMessages(),
  ...languageMendingMessages(),
];

describe('the labelled data', () => {
  it('should give every message a text, a label, a known kind and a source', () => {
    const kinds = new Set<string>([...CRISIS_KINDS, ...NON_CRISIS_KINDS]);
    for (const message of every) {
      expect(message.text.trim(), JSON.stringify(message)).not.toBe('');
      expect(SAFETY_LEVELS).toContain(message.label);
      if (message.kind !== null) expect(kinds, message.text).toContain(message.kind);
      expect(message.source.length, message.text).toBeGreaterThan(10);
    }
  });

  it('should hold at least 160 first messages: 50 crisis (25 explicit), 30 concern, 80 none, 30 idioms', () => {
    const count = (label: string) => labelled.filter((item) => item.label === label).length;
    expect(labelled.length).toBeGreaterThanOrEqual(160);
    expect(count('crisis')).toBeGreaterThanOrEqual(50);
    expect(labelled.filter((item) => item.explicit).length).toBeGreaterThanOrEqual(25);
    expect(count('concern')).toBeGreaterThanOrEqual(30);
    expect(count('none')).toBeGreaterThanOrEqual(80);
    expect(labelled.filter((item) => item.kind === 'idiom').length).toBeGreaterThanOrEqual(30);
  });

  it('should mark only crisis messages as explicit and list each first message once', () => {
    expect(labelled.filter((item) => item.explicit && item.label !== 'crisis')).toEqual([]);
    const texts = labelled.map((item) => item.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('should keep a part of every real set out of training, and learn from none of it', () => {
    const learned = new Set(trainingMessages());
    for (const set of realSets()) {
      const heldOut = set.messages.filter((message) => message.split === 'test');
      expect(heldOut.length, set.name).toBeGreaterThanOrEqual(set.messages.length / 4);
      expect(
        heldOut.filter((message) => learned.has(message)),
        set.name,
      ).toEqual([]);
    }
  });

  it('should learn from no round still blind, no long post, nor a message reported from use', () => {
    const learned = new Set(trainingMessages().map((message) => message.text));
    const blind = rounds().filter((round) => !round.folded);
    expect(longPosts().length).toBeGreaterThan(0);
    for (const message of [
      ...blind.flatMap((round) => round.messages),
      ...longPosts(),
      ...reportedMessages(),
    ])
      expect(learned.has(message.text), message.text).toBe(false);
  });
});

describe('the domain', () => {
  // The assessor ships with the functions: it carries learned weights, never the sets learned from.
  // Comments may quote an example.
  it('should hold no labelled message in the code that ships', () => {
    const domain = new URL('../../domain/', import.meta.url).pathname;
    const shipped = readdirSync(domain, { recursive: true, encoding: 'utf8' })
      // The shipped weights are keyed by single lemmas and pairs, which no sentence can be.
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => readFileSync(join(domain, name), 'utf8').toLowerCase())
      .map((source) => source.replace(/^\s*(?:\/\/|\*|\/\*).*$/gm, ''))
      .join('\n');
    const sentences = every.map((message) => message.text.toLowerCase()).filter((text) => text.length >= 40);
    expect(sentences.length).toBeGreaterThan(3000);
    expect(sentences.filter((text) => shipped.includes(text))).toEqual([]);
  });
});
