import type { ErrorCode } from '@odai/contract';

/**
 * An error whose sentence is meant for the user. The error handler sends `{ error, code }` with
 * its status; below 500 the sentence is shown as is (the web app puts it in the send-failure toast).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Seconds, for 429/503 answers: becomes the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const marketNotReady = () =>
  new HttpError(
    503,
    'MARKET_NOT_READY',
    'Market data is not available yet. Please try again in a minute.',
    30,
  );
