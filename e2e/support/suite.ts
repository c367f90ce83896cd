import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { DESKTOP, launchBrowser, openPage } from './browser.js';

/**
 * Per-file browser, per-test page. After each test, every console error, uncaught exception and
 * failed request fails the test, except those matching `allowed` (set by tests that provoke one).
 */
export function useBrowser(viewport = DESKTOP) {
  const state = {
    baseUrl: inject('baseUrl'),
    browser: undefined as unknown as Browser,
    context: undefined as unknown as BrowserContext,
    page: undefined as unknown as Page,
    problems: [] as string[],
    allowed: [] as RegExp[],
    async open(path = '/') {
      const opened = await openPage(state.browser, viewport);
      state.context = opened.context;
      state.page = opened.page;
      state.problems = opened.problems;
      state.allowed = [];
      await state.page.goto(`${state.baseUrl}${path}`);
      return state.page;
    },
  };
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterEach(async () => {
    const unexpected = state.problems.filter((p) => !state.allowed.some((re) => re.test(p)));
    await state.context?.close();
    expect(unexpected).toEqual([]);
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return state;
}
