import '@testing-library/jest-dom/vitest';
// IndexedDB for the crew's outbox and kept answers: an in-memory implementation of the standard.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';

// The office's and the crew's screens load lazily once a key's kind is known; loaded here once per
// worker, their modules' first transform is not counted against a test's wait for its screen.
await Promise.all([import('../../../src/app/office-app'), import('../../../src/app/crew-app')]);

// Screens wait on real HTTP and a real database, and a role query over a 14-day board takes seconds
// in jsdom on a loaded 2-core machine: allow far more than the default second (a passing wait ends
// as soon as the screen shows what it waits for).
configure({ asyncUtilTimeout: 10_000 });

// Files share one jsdom per worker (isolate: false): each test starts signed out on a blank page.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  globalThis.indexedDB = new IDBFactory();
  window.history.replaceState(null, '', '/');
});
