import type { z } from 'zod';
import { parseJsonExact } from './odin-json.js';

// The one place we talk HTTP to Odin.fun. The API sits behind bot protection that answers 403
// to obvious server clients, so we send the headers a browser on odin.fun would send.
const BROWSER_HEADERS = {
  accept: 'application/json',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  referer: 'https://odin.fun/',
  origin: 'https://odin.fun',
};

/** Why an upstream call failed; `blocked` (403/429) and `unreachable` mean "keep the last good data". */
export type OdinFailure = 'blocked' | 'unreachable' | 'timeout' | 'http' | 'invalid';

export class OdinError extends Error {
  constructor(
    readonly failure: OdinFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OdinError';
  }
}

export interface OdinHttpOptions {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** GETs `path` with query `params`, validates the body with `schema`; throws OdinError otherwise. */
export async function odinGet<T>(
  options: OdinHttpOptions,
  path: string,
  params: Record<string, string | number>,
  schema: z.ZodType<T>,
): Promise<T> {
  const url = new URL(options.baseUrl.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  let response: Response;
  let body: string;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: BROWSER_HEADERS,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    body = await response.text();
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new OdinError('timeout', `${path}: no answer within ${options.timeoutMs} ms`);
    }
    throw new OdinError('unreachable', `${path}: ${(error as Error).message}`);
  }
  if (response.status === 403 || response.status === 429) {
    throw new OdinError('blocked', `${path}: HTTP ${response.status}`, response.status);
  }
  if (!response.ok) throw new OdinError('http', `${path}: HTTP ${response.status}`, response.status);
  let json: unknown;
  try {
    json = parseJsonExact(body);
  } catch {
    throw new OdinError('invalid', `${path}: body is not JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new OdinError(
      'invalid',
      `${path}: unexpected shape at ${first?.path.join('.')}: ${first?.message}`,
    );
  }
  return parsed.data;
}
