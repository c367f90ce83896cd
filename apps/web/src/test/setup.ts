import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetChatStore, server } from './server';

// A busy CI machine can take over a second to import the lazy dashboard chunk.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Mantine and the chat need.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.scrollTo ??= () => {};
window.scrollTo = () => {};

// An unexpected console.error fails the test that caused it.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  resetChatStore();
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  // The toast store is module-level: empty it so no toast leaks into the next test.
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
  cleanup();
  server.resetHandlers();
  const seen = consoleErrors;
  consoleErrors = [];
  if (seen.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${seen.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
