import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data/**', '.tmp/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-warning-comments': ['error', { terms: ['todo', 'fixme', 'xxx'] }],
    },
  },
  // Boundaries of ARCHITECTURE: the domain is pure, and the app and service worker never reach into the server.
  {
    files: ['src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([{ group: ['**/server/**', '**/app/**', '**/sw/**', 'node:*', 'pg', 'drizzle-orm*', 'fastify*'], message: 'src/domain is pure: no I/O and no server, app or sw imports.' }]) },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([{ group: ['**/server/**'], message: 'The app and the service worker never import server code.' }]) },
  },
  {
    files: ['src/server/areas/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([{ group: ['../*/queries', '../*/routes', '../*/present'], message: 'Call the other area through its service.' }]) },
  },
  {
    files: ['src/app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
