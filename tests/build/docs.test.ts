import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md names every feature folder, scheduled function and environment variable, each
// in a table of its own. Each list here is read from the code as it is, never written down, so a new
// folder, schedule or variable without its row fails this test.
const ARCHITECTURE = 'docs/architecture.md';
const FEATURES = 'web/src/features';
const FEATURES_HEADING = 'web/src/features/';
const SCHEDULES_HEADING = 'Scheduled functions';
const VARIABLES_HEADING = 'Environment variables';

const doc = readFileSync(ARCHITECTURE, 'utf8');

/** The lines under `heading`, up to the next heading of its level or higher (code blocks skipped). */
function section(heading: string): string[] {
  const lines = doc.split('\n');
  let inCode = false;
  let level = 0;
  const found: string[] = [];
  for (const line of lines) {
    if (line.startsWith('```')) inCode = !inCode;
    const title = inCode ? null : /^(#+) (.*)$/.exec(line);
    if (title && level > 0 && title[1]!.length <= level) break;
    if (level > 0) found.push(line);
    if (title && title[2]!.trim() === heading) level = title[1]!.length;
  }
  if (level === 0) throw new Error(`${ARCHITECTURE} has no "${heading}" heading; the test reads its table.`);
  return found;
}

/** The names in the first column of the section's table: `memory/` is memory. */
function tableNames(heading: string): Set<string> {
  const names = section(heading).flatMap((line) => {
    const cell = /^\|\s*`([^`]+)`\s*\|/.exec(line);
    return cell ? [cell[1]!.replace(/\/$/, '')] : [];
  });
  return new Set(names);
}

/** The source files under `directory`, tests excepted. */
function sources(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(?:ts|tsx|js|mjs)$/.test(path) && !/\.(?:test|spec)\.|node_modules/.test(path))
    .map((path) => join(directory, path));
}

const matchesOf = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!);

/** The folders of web/src/features. */
function featureFolders(): string[] {
  return readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Every function the functions export as a schedule (`export const name = onSchedule(...)`). */
function scheduledFunctions(): string[] {
  return sources('functions/src').flatMap((file) =>
    matchesOf(readFileSync(file, 'utf8'), /export\s+const\s+(\w+)\s*=\s*onSchedule\s*[(<]/g),
  );
}

/**
 * Every environment variable read in `files`, and where: `process.env.NAME`, `process.env['NAME']`,
 * `const { NAME } = process.env`; and where a file hands `process.env` on whole (to a zod schema, or
 * as a parameter's default), the upper-case keys and `env.NAME` reads in that file. A name the text
 * does not show (`process.env[name]`) is reported apart, since no list could check it.
 */
function environmentReads(files: string[]) {
  const variables = new Map<string, string>();
  const unnamed: string[] = [];
  const add = (names: string[], file: string) => {
    for (const name of names) if (!variables.has(name)) variables.set(name, file);
  };
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    add(matchesOf(text, /process\.env\??\.([A-Za-z_]\w*)/g), file);
    add(matchesOf(text, /process\.env\[\s*['"`]([A-Za-z_]\w*)['"`]\s*\]/g), file);
    for (const names of matchesOf(text, /\{([^{}]*)\}\s*=\s*process\.env\b/g))
      add(matchesOf(names, /(?:^|,)\s*([A-Za-z_]\w*)/g), file);
    if (/process\.env\[\s*[^\s'"`]/.test(text)) unnamed.push(file);
    if (/process\.env(?!\s*(?:\??\.|\[))/.test(text)) {
      add(matchesOf(text, /^\s*([A-Z][A-Z0-9_]*)\s*:/gm), file);
      add(matchesOf(text, /\benv\??\.([A-Z][A-Z0-9_]*)\b/g), file);
    }
  }
  return { variables, unnamed };
}

const list = (names: Iterable<string>) => [...names].join(', ');

describe(ARCHITECTURE, () => {
  it(`should name every folder of ${FEATURES} in its features table`, () => {
    const folders = featureFolders();
    expect(folders.length, `${FEATURES} has no folders`).toBeGreaterThan(0);
    const named = tableNames(FEATURES_HEADING);
    const missing = folders.filter((folder) => !named.has(folder));
    expect(
      missing,
      `${FEATURES} has folders ${ARCHITECTURE} does not name: ${list(missing)}. Add a row for each ` +
        `(| \`name/\` | what it holds | where it shows |) to the table under "### ${FEATURES_HEADING}" in ` +
        `${ARCHITECTURE}, and a section for the behaviour in docs/product.md.`,
    ).toEqual([]);
    const gone = [...named].filter((name) => !folders.includes(name));
    expect(
      gone,
      `${ARCHITECTURE} names features ${FEATURES} no longer has: ${list(gone)}. Remove their rows ` +
        `under "### ${FEATURES_HEADING}".`,
    ).toEqual([]);
  });

  it('should name every scheduled function in its schedules table', () => {
    const schedules = scheduledFunctions();
    expect(schedules.length, 'no `export const name = onSchedule(` found in functions/src').toBeGreaterThan(
      0,
    );
    const named = tableNames(SCHEDULES_HEADING);
    const missing = schedules.filter((name) => !named.has(name));
    expect(
      missing,
      `functions/src exports schedules ${ARCHITECTURE} does not name: ${list(missing)}. Add a row for ` +
        `each (| \`name\` | when | what it does | why so |) to the table under "### ${SCHEDULES_HEADING}" ` +
        `in ${ARCHITECTURE}.`,
    ).toEqual([]);
    const gone = [...named].filter((name) => !schedules.includes(name));
    expect(
      gone,
      `${ARCHITECTURE} names schedules functions/src no longer exports: ${list(gone)}. Remove their ` +
        `rows under "### ${SCHEDULES_HEADING}".`,
    ).toEqual([]);
  });

  it('should name every environment variable the functions and the domain read', () => {
    const { variables, unnamed } = environmentReads([...sources('functions/src'), ...sources('domain')]);
    expect(variables.size, 'no process.env read found in functions/src').toBeGreaterThan(0);
    expect(
      unnamed,
      `These files read process.env with a name the source does not show, so no doc can be checked ` +
        `against it: ${list(unnamed)}. Read each variable by its literal name.`,
    ).toEqual([]);
    const named = tableNames(VARIABLES_HEADING);
    const missing = [...variables]
      .filter(([name]) => !named.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(
      missing,
      `Environment variables read in functions/src or domain that ${ARCHITECTURE} does not name: ` +
        `${list(missing)}. Add a row for each (| \`NAME\` | read by | default | what it does |) to the ` +
        `table under "## ${VARIABLES_HEADING}" in ${ARCHITECTURE}.`,
    ).toEqual([]);
  });
});
