import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { sessionStore } from '../shared/session/session-store';

// the screens load as chunks of their own; a busy machine may take more than a second to bring one in
configure({ asyncUtilTimeout: 5_000 });

// A console.error during a test is a bug the test did not look for: fail it.
const originalError = console.error;
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
  };
});

afterEach(() => {
  cleanup();
  console.error = originalError;
  window.sessionStorage.clear();
  window.localStorage.clear();
  sessionStore.reload();
  if (errors.length > 0) {
    const text = errors
      .map((args) => args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '))
      .join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
