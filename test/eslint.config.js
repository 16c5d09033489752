import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Which folders may import which (the README's code tour says why). `import/no-restricted-paths`
 * turns a back-arrow into a lint error. Folders are named relative to src/app and src/server.
 */
const app = {
  /** Shared by every feature: they import only each other, src/shared and src/client. */
  kernel: ['lib', 'ui', 'auth', 'org', 'live', 'records', 'dispatch', 'map-kit'],
  /** Leaves: a feature imports the kernel, never another feature or a screen. */
  features: [
    'board',
    'fit',
    'queue',
    'map',
    'route',
    'customers',
    'sites',
    'estimates',
    'invoices',
    'inventory',
    'settings',
    'crew-day',
    'crews',
    'outbox',
    'estimate-link',
    'plan',
  ],
  /** Pages that combine features, and the shell around them. */
  compositions: ['screens', 'shell'],
};
const server = {
  /** The foundation every feature stands on. */
  base: ['db', 'http', 'adapters', 'keys', 'read-cache', 'events', 'orgs', 'files'],
  /** Crew-days, their change signal and the route job queue: what scheduling and routing share. */
  kernel: ['crew-days'],
  /** The API's areas; they may use each other (estimates read sites, invoices read estimates) without cycles. */
  features: [
    'customers',
    'catalog',
    'crews',
    'districts',
    'sites',
    'estimates',
    'invoices',
    'inventory',
    'appointments',
    'schedule',
    'routes',
    'site-report',
    'documents',
    'messages',
    'estimate-links',
    'plans',
  ],
  /** What runs the features: the route worker, the demo, the command line, the SPA's files. */
  runners: ['worker', 'demo', 'cli', 'static', 'startup'],
};
const paths = (root, folders) => folders.map((folder) => `./src/${root}/${folder}`);
const boundaryZones = [
  {
    target: './src/shared',
    from: ['./src/server', './src/client', './src/app'],
    message: 'shared is loaded by browser and server: it imports only zod and date helpers',
  },
  { target: './src/client', from: ['./src/server', './src/app'], message: 'the API client depends only on shared' },
  { target: './src/app', from: './src/server', message: 'the SPA reaches the server only through src/client' },
  ...app.kernel.map((folder) => ({
    target: `./src/app/${folder}`,
    from: paths('app', [...app.features, ...app.compositions]),
    message: 'the SPA kernel imports only the kernel: move what a feature and the kernel share into the kernel',
  })),
  ...app.features.map((folder) => ({
    target: `./src/app/${folder}`,
    from: paths('app', [...app.features.filter((other) => other !== folder), ...app.compositions]),
    message: 'features are leaves: combine features in src/app/screens, share pieces through the kernel',
  })),
  {
    target: paths('server', server.base),
    from: paths('server', [...server.kernel, ...server.features, ...server.runners]),
    message: 'the server foundation does not import features',
  },
  {
    target: paths('server', server.kernel),
    from: paths('server', [...server.features, ...server.runners]),
    message: 'crew-days is shared by schedule and routes: it imports neither',
  },
  {
    target: paths('server', server.features),
    from: paths('server', server.runners),
    message: 'features do not import what runs them (the worker depends on routes, not the reverse)',
  },
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'import/no-cycle': ['error', { maxDepth: 10 }],
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    // The SPA and its tests: JSX rules (automatic runtime, TypeScript checks the props) and the rules of hooks.
    files: ['src/app/**/*.{ts,tsx}', 'test/app/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    settings: { react: { version: 'detect' } },
  },
  { files: ['src/app/**/*.{ts,tsx}', 'test/app/**/*.{ts,tsx}'], ...react.configs.flat['jsx-runtime'] },
  {
    files: ['src/app/**/*.{ts,tsx}', 'test/app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react/prop-types': 'off' },
  },
  {
    // One way to write: every SPA write is `useWrite` (the shared optimistic recipe and error path).
    // A read started by a click (a download, a print) is React Query's mutation too: `useClickRead`.
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/lib/use-write.ts', 'src/app/lib/use-click-read.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: 'SPA writes go through useWrite (src/app/lib/use-write.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/server/main.ts', 'src/server/cli.ts', 'test/bench/**', 'test/load/**', 'test/tools/**'],
    rules: { 'no-console': 'off' },
  },
);
