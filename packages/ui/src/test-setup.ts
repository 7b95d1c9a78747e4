// Shared test setup: unmount after each test, and fail any test that makes React (or our
// code) call console.error, since React reports hydration, act() and key problems there
// (STYLE.md, "Tests"). A test that expects an error can clear the spy with mockClear().
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls.map((args) => args.map(String).join(' '));
  consoleError.mockRestore();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error:\n${calls.join('\n')}`);
  }
});
