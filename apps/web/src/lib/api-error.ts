import type { ErrorBody } from '@odai/contract';

export type { ErrorBody };

/**
 * Raised for any response that is not ok. Its message is always
 * "<status>: <body text or status text>" (a fixed product rule); `body` is the contract's error shape when the server sent
 * one, otherwise the raw text (a proxy's HTML page, say, or '' when there was none).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ErrorBody | string;

  constructor(status: number, body: ErrorBody | string, message: string) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { error, code } = value as Record<string, unknown>;
  return typeof error === 'string' && (code === undefined || typeof code === 'string');
}

function parseBody(text: string): ErrorBody | string {
  try {
    const parsed: unknown = JSON.parse(text);
    return isErrorBody(parsed) ? parsed : text;
  } catch {
    return text;
  }
}

/** Reads the body once and builds the error; only for a response that is not ok. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return new ApiError(response.status, parseBody(text), `${response.status}: ${text || response.statusText}`);
}

/**
 * The server's sentence for the user inside `error`, or `fallback` when it sent none (not our error
 * shape, a blank sentence, or no response at all): raw markup is never shown.
 */
export function serverSentence(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || typeof error.body === 'string') return fallback;
  return error.body.error.trim() || fallback;
}
