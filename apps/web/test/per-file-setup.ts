/**
 * Runs before each web test file. The web project shares one module registry per worker
 * (isolate: false, vitest.config.ts): Testing Library's automatic cleanup registers only in the
 * first file that imports it, and what a test changes globally would reach the next file. So
 * every file cleans up after each test here: the rendered trees, timers, stubbed globals, spies,
 * cookies and storage.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});
