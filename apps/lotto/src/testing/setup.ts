import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { forgetModalDialogs, supportModalDialogs } from './dialog-element';

supportModalDialogs();

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
  forgetModalDialogs();
  console.error = originalError;
  if (errors.length > 0) {
    const text = errors.map((args) => args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
    throw new Error(`console.error was called during the test:\n${text.join('\n')}`);
  }
});
