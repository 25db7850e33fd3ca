import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { functionsLock, type Lockfile } from '../../scripts/functions-lock';

const rootLock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile;
const manifest = JSON.parse(readFileSync('functions/package.json', 'utf8'));
const lock = functionsLock(rootLock, manifest);
const directory = mkdtempSync(join(tmpdir(), 'functions-lock-'));

afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("the functions' deploy lockfile", () => {
  it('should hold every package at the version, source and integrity the tests ran against', () => {
    const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(lock.packages[`node_modules/${name}`]).toBeDefined();
    for (const [location, entry] of Object.entries(lock.packages)) {
      if (location === '') continue;
      const tested = rootLock.packages[location]!;
      const origin = ({ version, resolved, integrity }: typeof entry) => ({
        location,
        version,
        resolved,
        integrity,
      });
      expect(origin(entry)).toEqual(origin(tested));
    }
  });

  it('should be the lockfile npm itself keeps for the functions alone (npm, offline, changes nothing)', () => {
    copyFileSync('functions/package.json', join(directory, 'package.json'));
    const written = `${JSON.stringify(lock, null, 2)}\n`;
    writeFileSync(join(directory, 'package-lock.json'), written);
    execFileSync(
      'npm',
      ['install', '--package-lock-only', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'],
      {
        cwd: directory,
        stdio: 'pipe',
      },
    );
    expect(JSON.parse(readFileSync(join(directory, 'package-lock.json'), 'utf8'))).toEqual(lock);
  });

  it('should refuse a workspace with a copy of a package of its own, which npm ci would resolve apart', () => {
    const split: Lockfile = {
      ...rootLock,
      packages: { ...rootLock.packages, 'functions/node_modules/zod': { version: '3.0.0' } },
    };
    expect(() => functionsLock(split, manifest)).toThrow('functions/node_modules/zod');
  });
});
