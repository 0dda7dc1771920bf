import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns, paths = []) => ['error', { paths, patterns }];

const noServer = { group: ['**/server/**'], message: 'The app and the service worker never import server code.' };
const indexedDbMessage = 'Only src/app/offline touches IndexedDB: go through its store.';
const noIndexedDb = { group: ['dexie', 'dexie/*', 'dexie-react-hooks'], message: indexedDbMessage };

// What the service worker bundles: zod/mini, never zod (STACK-NOTES), and of the domain only types
// and the modules without zod.
const workerMessage = 'The service worker bundles this code: use zod/mini, and from the domain only types, constants.ts and scan-batch.ts.';
const noFullZod = [{ name: 'zod', message: workerMessage }];
const lightDomainOnly = { regex: String.raw`(^|/)domain/(?!constants$|scan-batch$)`, allowTypeImports: true, message: workerMessage };
const offlineBelow = (...folders) => ({
  regex: String.raw`^\.\./(${folders.join('|')})(/|$)`,
  message: 'Inside src/app/offline, store/ is below sync/, sync/ below reference/, reference/ below hooks/, hooks/ below ui/: import only downwards.',
});

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
  // Inside the app, each folder imports only the ones below it. Flat config replaces a rule rather
  // than merging it, so every block below lists the whole set of restrictions for its files.
  {
    files: ['src/app/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([noServer, noIndexedDb]) },
  },
  {
    files: ['src/app/offline/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([noServer]) },
  },
  {
    files: ['src/app/offline/hooks/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([noServer, offlineBelow('ui')]) },
  },
  // The device lists fetch through the app's API with the full domain schemas: page code only.
  {
    files: ['src/app/offline/reference/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([noServer, offlineBelow('hooks', 'ui')]) },
  },
  {
    files: ['src/app/offline/sync/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [noServer, offlineBelow('reference', 'hooks', 'ui'), lightDomainOnly, { regex: String.raw`^\.\./\.\./(?!\.\./domain/|api/error-body$)`, message: workerMessage }],
        noFullZod,
      ),
    },
  },
  {
    files: ['src/app/offline/store/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [noServer, offlineBelow('sync', 'reference', 'hooks', 'ui'), lightDomainOnly, { regex: String.raw`^\.\./\.\./(?!\.\./domain/)`, message: workerMessage }],
        noFullZod,
      ),
    },
  },
  {
    files: ['sw/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [noServer, noIndexedDb, lightDomainOnly, { regex: String.raw`^\.\./src/app/(?!offline/(store|sync)/)`, message: workerMessage }],
        noFullZod,
      ),
    },
  },
  {
    files: ['src/app/api/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([noServer, noIndexedDb, { regex: String.raw`^\.\./(?!\.\./domain/)`, message: 'src/app/api is the bottom of the app: it imports only itself and src/domain, and is handed what it needs (token, 401 handler).' }]) },
  },
  {
    files: ['src/app/pwa/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([noServer, noIndexedDb, { regex: String.raw`^\.\./(?!\.\./domain/|storage/)`, message: 'src/app/pwa owns the service worker registration and imports nothing from the rest of the app but its storage map, so the two never loop.' }]) },
  },
  {
    files: ['src/app/layout/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([noServer, noIndexedDb, { regex: String.raw`^\.\./(app|main|routes|screen-registry)$`, message: 'The layout frames the screens: it is handed what it shows of them (the router passes builtScreens), so the app root and the layout never loop.' }]) },
  },
  {
    files: ['src/app/storage/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([noServer, noIndexedDb, { regex: String.raw`^\.\./(?!\.\./domain/)`, message: 'src/app/storage is at the bottom of the app: it imports only itself and src/domain.' }]) },
  },
  // Only src/app/offline touches IndexedDB (ARCHITECTURE, One offline write path).
  {
    files: ['src/app/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['src/app/offline/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'indexedDB', message: indexedDbMessage }],
      'no-restricted-properties': ['error', ...['window', 'self', 'globalThis'].map((object) => ({ object, property: 'indexedDB', message: indexedDbMessage }))],
    },
  },
  // The database layer (schema, migrations, seed) sits below the areas and never imports one.
  {
    files: ['src/server/db/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([{ regex: String.raw`(^|/)areas/`, message: 'src/server/db is below the areas: what both need lives in db/ or src/domain.' }]) },
  },
  // Inside an area's folder: another area's files are reached only through its service.ts.
  {
    files: ['src/server/areas/*/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([{ regex: String.raw`^\.\./(?!\.\.)[^/]+/(?!service$)`, message: 'One area reaches another only through its service.' }]) },
  },
  {
    files: ['src/app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
