import { vi } from 'vitest';

/**
 * An unexpected console.error fails the test that caused it (React and Mantine report misuse
 * there). The setup calls `start()` before each test and `assertNone()` after its own clean-up,
 * so errors raised while unmounting count too.
 */
export function captureConsoleErrors() {
  let seen: unknown[][] = [];
  return {
    start() {
      seen = [];
      vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        seen.push(args);
      });
    },
    assertNone() {
      const errors = seen;
      seen = [];
      if (errors.length === 0) return;
      const text = errors.map((args) => args.map(String).join(' ')).join('\n');
      throw new Error(`Unexpected console.error:\n${text}`);
    },
  };
}
