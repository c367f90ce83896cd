import '@testing-library/jest-dom/vitest';
import '@odai/ui/test-support/jsdom-polyfills';
import { notifications } from '@mantine/notifications';
import { captureConsoleErrors } from '@odai/ui/test-support/console-errors';
import { act, cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetChatStore, server } from './server';

// CI runs the api, web and e2e suites side by side on two cores, and a lazy route's modules are
// transformed on first use: a first `findBy` has waited over 5 s there (analytics-page.test).
configure({ asyncUtilTimeout: 10_000 });

const consoleErrors = captureConsoleErrors();
beforeEach(() => {
  resetChatStore();
  consoleErrors.start();
});
afterEach(() => {
  // The toast store is module-level: empty it so no toast leaks into the next test.
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
  cleanup();
  server.resetHandlers();
  consoleErrors.assertNone();
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
