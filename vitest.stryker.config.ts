import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import root from './vitest.config';

// Mutation testing (`npm run test:mutation`) runs the `unit:node` project alone: Stryker's vitest
// runner runs every project of the config it is given, so it gets this one, taken from vitest.config.ts.
const unitNode = root.test?.projects?.find(
  (project): project is TestProjectInlineConfiguration =>
    typeof project === 'object' && 'test' in project && project.test?.name === 'unit:node',
);
if (!unitNode) throw new Error('vitest.config.ts has no unit:node project');

// Instrumented code runs slower: the crisis tests read every labelled set, several seconds under Stryker.
export default defineConfig({ ...unitNode, test: { ...unitNode.test, testTimeout: 60_000 } });
