import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** The id of the `<script type="application/json">` block a server-rendered page carries its state in. */
export const PAGE_STATE_ID = 'odai-state';

/**
 * What a server-rendered page hands the client: its query cache, the time it was rendered at, and
 * the path it was rendered for (the address can change before the app starts: Back right after a
 * reload; then the markup is another page's and the client renders instead of hydrating).
 */
export interface PageState {
  queries: DehydratedState;
  renderedAt: number;
  path: string;
}

/** A path as pages are rendered for it: without a trailing slash (the server's resolvePage does the same). */
export const pagePath = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

const API_ERROR = '__apiError';

/**
 * JSON for a `<script type="application/json">` block: an error a prefetch ended with survives as an
 * ApiError (so the client shows the same failure the server rendered), and every `<` is escaped, so
 * no value can close the script element. A data block is never executed: the CSP needs no hash.
 */
export function serializePageState(state: PageState): string {
  const json = JSON.stringify(state, (_key, value: unknown) => {
    if (value instanceof ApiError)
      return { [API_ERROR]: { status: value.status, body: value.body, message: value.message } };
    if (value instanceof Error) return { [API_ERROR]: { status: 0, body: '', message: value.message } };
    return value;
  });
  return json.replace(/</g, '\\u003c');
}

export function parsePageState(json: string): PageState {
  return JSON.parse(json, (_key, value: unknown) => {
    const error = (value as Record<string, unknown> | null)?.[API_ERROR] as
      | { status: number; body: ApiError['body']; message: string }
      | undefined;
    return error ? new ApiError(error.status, error.body, error.message) : value;
  }) as PageState;
}

/** The state embedded in this document, or null when the page was not rendered on the server. */
export function readPageState(doc: Document = document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return parsePageState(text);
  } catch {
    return null;
  }
}
