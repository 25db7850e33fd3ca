import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeResolver = createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] });
// The path aliases of tsconfig.base.json, so the import rules see through them.
const ALIASES = [
  ['@domain/', new URL('./domain/', import.meta.url).pathname],
  ['@/', new URL('./web/src/', import.meta.url).pathname],
];
/**
 * Node's resolution, the path aliases, and a relative './x.js' (how the functions import their
 * TypeScript) as './x.ts'.
 */
const sourceResolver = {
  ...nodeResolver,
  name: 'node-and-ts-source',
  resolve(importPath, sourceFile) {
    const alias = ALIASES.find(([prefix]) => importPath.startsWith(prefix));
    const modulePath = alias ? alias[1] + importPath.slice(alias[0].length) : importPath;
    const found = nodeResolver.resolve(modulePath, sourceFile);
    if (found.found || !/^\..*\.js$/.test(modulePath)) return found;
    return nodeResolver.resolve(modulePath.replace(/\.js$/, '.ts'), sourceFile);
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules', 'web/dist', 'functions/lib', '.cache', '.stryker-tmp', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  {
    // Type-aware: a promise is awaited or handled, never dropped or handed where a void callback goes,
    // and an `any` does not flow on unchecked (JSON, SDK results, mocks get real types).
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'domain/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // What the screens draw is usable with a keyboard and a screen reader (docs/product.md#accessibility).
    ...jsxA11y.flatConfigs.recommended,
    files: ['web/src/**/*.tsx'],
  },
  {
    // Components never touch Firebase directly: that belongs in a feature's api/ or lib/ (conventions).
    // Their tests may, to stand in for the SDK.
    files: ['web/src/**/components/**/*.{ts,tsx}', 'web/src/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['firebase/*'], message: 'Use a feature api/ module.' }] },
      ],
    },
  },
  {
    // The domain stays pure: no Firebase, no React.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', 'firebase-admin*', 'firebase-functions*', 'react', 'react-*'],
            },
          ],
        },
      ],
    },
  },
  {
    // The functions log through firebase-functions/logger, as structured entries (README: Security).
    files: ['functions/src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // Imports run one way (docs/architecture.md): shared code (components, lib, config) -> features
    // -> app; a feature never reaches into another (app/ composes them); web and functions stay
    // apart; domain depends on neither; scripts (npm run admin) reuse the functions' data and services,
    // and nothing that ships imports a script. Type-aware cycles too.
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'domain/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [sourceResolver],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./web/src/components', './web/src/lib', './web/src/config'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared code is used by features and app/, never the other way round.',
            },
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'app/ composes features, not the reverse.',
            },
            ...readdirSync('web/src/features').map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message:
                'A feature does not import another: compose them in app/, or move what both need to lib/.',
            })),
            {
              target: ['./functions/src/services', './functions/src/data', './functions/src/providers'],
              from: './functions/src/routes',
              message: 'Routes use services, data and providers, never the reverse.',
            },
            { target: './web', from: './functions' },
            { target: './functions', from: './web' },
            {
              target: './domain',
              from: ['./web', './functions'],
              message: 'domain/ depends on nothing of ours.',
            },
            {
              target: './scripts',
              from: './functions/src/routes',
              message: "Scripts use the functions' data and services; routes are the HTTP API's alone.",
            },
            {
              target: ['./web', './functions', './domain'],
              from: './scripts',
              message: 'Nothing that ships imports a script.',
            },
          ],
        },
      ],
    },
  },
);
