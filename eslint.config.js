import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
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
);
