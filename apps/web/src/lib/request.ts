/**
 * The one request helper (SPEC §7/§8): credentials are always included, a body is sent as JSON
 * with a JSON content type only when there is one, and any non-ok response raises
 * `Error("<status>: <body text or status text>")`.
 */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new Error(`${response.status}: ${text || response.statusText}`);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  await throwIfNotOk(response);
  return response;
}

/** The default read: a GET to the query key joined with '/', parsed as JSON. */
export async function getJson<T>(queryKey: readonly unknown[], on401: 'throw' | 'returnNull' = 'throw') {
  const url = queryKey.join('/');
  const response = await fetch(url, { credentials: 'include' });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/**
 * The sentence for the user inside an error raised above: the JSON `error` field of the body
 * when the server sent one, otherwise `fallback`.
 */
export function serverErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  if (!body) return fallback;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') {
      return parsed.error.trim() || fallback;
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): the fallback is clearer than raw markup.
  }
  return fallback;
}
