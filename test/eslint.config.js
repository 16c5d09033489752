import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Lint rules, including the dependency direction of the README's code tour: shared <- client <- app; shared <- server. */
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
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/server', './src/client', './src/app'], message: 'shared is loaded by browser and server: it imports only zod and date helpers' },
            { target: './src/client', from: ['./src/server', './src/app'], message: 'the API client depends only on shared' },
            { target: './src/app', from: './src/server', message: 'the SPA reaches the server only through src/client' },
          ],
        },
      ],
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
    files: ['test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/server/main.ts', 'src/server/cli.ts', 'test/bench/**', 'test/load/**'],
    rules: { 'no-console': 'off' },
  },
);
