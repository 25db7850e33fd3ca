import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Code a newcomer reads in an afternoon (issue 28): one name for each idea, files that do one thing,
// imports that say where they go.
const ROOT = new URL('../../', import.meta.url).pathname;
const MAX_LINES = 600;

/** The TypeScript files under a folder of the repository, by path from that folder, with their text. */
function sourcesIn(folder: string): { name: string; text: string }[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('node_modules'))
    .map((name) => ({ name, text: readFileSync(join(ROOT, folder, name), 'utf8') }));
}

const sources = sourcesIn('domain');

/** The names a file defines and exports (re-exports define nothing). */
function exportedDefinitions(text: string): string[] {
  const pattern =
    /^export (?:declare )?(?:async )?(?:function\*?|const|let|interface|type|class|enum) (\w+)/gm;
  return [...text.matchAll(pattern)].map((match) => match[1]!);
}

describe('the domain', () => {
  it('should define every exported name once', () => {
    const files = new Map<string, string[]>();
    for (const { name, text } of sources.filter((source) => !source.name.endsWith('.test.ts')))
      for (const exported of exportedDefinitions(text))
        files.set(exported, [...(files.get(exported) ?? []), name]);
    expect([...files].filter(([, where]) => where.length > 1)).toEqual([]);
  });

  it('should read the exports of a file, and only its own definitions', () => {
    expect(
      exportedDefinitions(
        "export function a() {}\nexport const b = 1;\nexport interface C {}\nexport type D = 1;\nexport { describe } from 'vitest';\nconst f = 1;",
      ),
    ).toEqual(['a', 'b', 'C', 'D']);
  });

  it(`should keep every file under ${MAX_LINES} lines`, () => {
    const long = sources
      .map(({ name, text }) => ({ name, lines: text.split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});

// An import or export statement, or a dynamic import or mock, whose path climbs three folders.
const CLIMBS_THREE = /^\s*(?:import|export)\b[^;]*?'(?:\.\.\/){3}|\b(?:import|vi\.mock)\(\s*'(?:\.\.\/){3}/m;

describe('imports', () => {
  // Shared web code is reached through the `@/` alias (web/src), the domain through `@domain/`.
  it('should never climb three folders', () => {
    const climbing = ['web/src', 'functions/src', 'domain', 'tests', 'scripts'].flatMap((folder) =>
      sourcesIn(folder)
        .filter(({ text }) => CLIMBS_THREE.test(text))
        .map(({ name }) => `${folder}/${name}`),
    );
    expect(climbing).toEqual([]);
  });
});

describe('live Firestore reads', () => {
  // One way to read live data (conventions 20): features hand a listener built in web/src/lib
  // (live-listeners.ts, live-list.ts) to useLiveQuery. Only the test fake of web/src/test stands in
  // for `onSnapshot`, under that name, for the tests that mock the SDK.
  it('should open listeners in web/src/lib alone', () => {
    const listening = sourcesIn('web/src')
      .filter(({ name, text }) => !/^(lib|test)\//.test(name) && /\bonSnapshot\b/.test(text))
      .map(({ name }) => name);
    expect(listening).toEqual([]);
  });
});

describe('dates for people', () => {
  // One locale policy in one place (web/src/lib/format-date.ts): the browser's language. Tests read
  // the zone and the day through domain/time.ts too, so only that module and its test name the API.
  it('should be formatted in web/src/lib/format-date.ts alone', () => {
    const formatting = sourcesIn('web/src')
      .filter(({ text }) => /Intl\.DateTimeFormat|toLocale\w*String/.test(text))
      .map(({ name }) => name)
      .sort();
    expect(formatting).toEqual(['lib/format-date.test.ts', 'lib/format-date.ts']);
  });
});

// Radix's dialog packages, or a dialog's role or aria-modal written as a JSX attribute (not a CSS selector
// such as page-heading's '[role="dialog"]').
const BUILDS_A_DIALOG =
  /['"]@radix-ui\/react-(?:alert-)?dialog['"]|\srole=\{?\s*["'](?:alert)?dialog["']|\saria-modal\b/;

describe('dialogs', () => {
  // One primitive gives every dialog its focus trap, Escape, scroll lock and labelled title.
  it('should be built in web/src/components/ui/dialog.tsx alone', () => {
    const building = sourcesIn('web/src')
      .filter(({ text }) => BUILDS_A_DIALOG.test(text))
      .map(({ name }) => name);
    expect(building).toEqual(['components/ui/dialog.tsx']);
  });
});
