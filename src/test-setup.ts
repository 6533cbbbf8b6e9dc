import { afterEach, beforeEach, vi } from 'vitest';

// Any console.error during a test fails it (docs/architecture.md §11): a logged error is still an error.
let errorSpy: { mock: { calls: unknown[][] }; mockRestore: () => void } | undefined;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy?.mock.calls ?? [];
  errorSpy?.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${calls.map((c: unknown[]) => c.map(String).join(' ')).join('\n')}`,
    );
  }
});
