import '@testing-library/jest-dom/vitest';
import './jsdom-polyfills.js';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { captureConsoleErrors } from './console-errors.js';

const consoleErrors = captureConsoleErrors();
beforeEach(() => consoleErrors.start());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  consoleErrors.assertNone();
});
