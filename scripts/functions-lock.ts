// `npm run functions-lock` (the functions' predeploy): writes functions/package-lock.json, so Cloud
// Build's `npm ci` installs exactly the versions the tests ran against. npm keeps one lockfile for the
// whole workspace (the root's); this takes from it the packages the functions' manifest reaches.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

export interface Lockfile {
  name?: string;
  version?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

interface Manifest {
  name: string;
  version: string;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const WORKSPACE = 'functions';

/** Where Node finds `name` required from the package at `from` ('' is the root): the nearest node_modules up. */
function resolve(packages: Lockfile['packages'], from: string, name: string): string | undefined {
  for (let at = from; ;) {
    const candidate = `${at ? `${at}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!at) return undefined;
    const parent = at.lastIndexOf('/node_modules/');
    at = parent < 0 ? '' : at.slice(0, parent);
  }
}

/** The locations reached from `roots` (edges: name → required), following `optional` edges or not. */
function reach(
  packages: Lockfile['packages'],
  roots: Record<string, boolean>,
  followOptional: boolean,
): Set<string> {
  const seen = new Set<string>();
  const visit = (from: string, name: string, optional: boolean) => {
    if (optional && !followOptional) return;
    const location = resolve(packages, from, name);
    if (!location) {
      if (optional) return; // an optional dependency the workspace never installed
      throw new Error(`${from || 'the root'} needs ${name}, which the lockfile does not hold`);
    }
    if (seen.has(location)) return;
    seen.add(location);
    const entry = packages[location]!;
    for (const dependency of Object.keys(entry.dependencies ?? {})) visit(location, dependency, false);
    for (const dependency of Object.keys(entry.optionalDependencies ?? {})) visit(location, dependency, true);
    // npm installs a peer for its dependant, unless the peer is optional: then only if needed elsewhere.
    for (const dependency of Object.keys(entry.peerDependencies ?? {})) {
      if (entry.peerDependenciesMeta?.[dependency]?.optional !== true) visit(location, dependency, false);
    }
  };
  for (const [name, optional] of Object.entries(roots)) visit('', name, optional);
  return seen;
}

const requiredEdges = (names: Record<string, string> | undefined) =>
  Object.fromEntries(Object.keys(names ?? {}).map((name) => [name, false]));

/**
 * The lockfile of `manifest` installed on its own, taken from the workspace's root lockfile: every
 * package it reaches, at the same version, source and integrity, with npm's dev and optional flags
 * worked out for it. Fails when the workspace holds a copy of its own of any package (then npm ci
 * outside the workspace would resolve differently: give it the same version as the root instead).
 */
export function functionsLock(rootLock: Lockfile, manifest: Manifest): Lockfile {
  const own = Object.keys(rootLock.packages).filter((location) =>
    location.startsWith(`${WORKSPACE}/node_modules/`),
  );
  if (own.length > 0) {
    throw new Error(`The functions have packages of their own in the root lockfile: ${own.join(', ')}`);
  }
  // Everything is hoisted to the root's node_modules, so the functions resolve as the root does.
  const packages = Object.fromEntries(
    Object.entries(rootLock.packages).filter(
      ([location, entry]) => location.startsWith('node_modules/') && !entry.link,
    ),
  );
  const production = requiredEdges(manifest.dependencies);
  const all = { ...requiredEdges(manifest.devDependencies), ...production };
  const prodAll = reach(packages, production, true);
  const prodRequired = reach(packages, production, false);
  const allRequired = reach(packages, all, false);
  const reached = [...reach(packages, all, true)].sort();

  const locked: Lockfile['packages'] = {
    '': {
      name: manifest.name,
      version: manifest.version,
      ...(manifest.dependencies && { dependencies: manifest.dependencies }),
      ...(manifest.devDependencies && { devDependencies: manifest.devDependencies }),
      ...(manifest.engines && { engines: manifest.engines }),
    },
  };
  for (const location of reached) {
    const { dev: _dev, optional: _optional, devOptional: _devOptional, ...entry } = packages[location]!;
    const dev = !prodAll.has(location);
    const optional = !allRequired.has(location);
    locked[location] = {
      ...entry,
      ...(dev && { dev: true }),
      ...(optional && { optional: true }),
      ...(!dev && !optional && !prodRequired.has(location) && { devOptional: true }),
    };
  }
  return {
    name: manifest.name,
    version: manifest.version,
    lockfileVersion: 3,
    requires: true,
    packages: locked,
  };
}

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = functionsLock(
    readJson<Lockfile>('package-lock.json'),
    readJson<Manifest>(`${WORKSPACE}/package.json`),
  );
  writeFileSync(`${WORKSPACE}/package-lock.json`, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `${WORKSPACE}/package-lock.json: ${Object.keys(lock.packages).length - 1} packages, from the root lockfile`,
  );
}
