import { HttpError } from '../http/http-error.js';

// The chat's refusals, as sentences a visitor can act on.

/** Unknown id and wrong cookie get this same answer, so session ids cannot be probed. */
export const sessionNotFound = () =>
  new HttpError(
    404,
    'SESSION_NOT_FOUND',
    'Chat session not found. Please refresh the page to start a new one.',
  );

export const assistantUnavailable = () =>
  new HttpError(
    503,
    'ASSISTANT_UNAVAILABLE',
    'The assistant could not answer right now. Your message was saved; please try again in a moment.',
    5,
  );
