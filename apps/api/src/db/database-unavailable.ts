// Errors that mean "the database cannot be reached right now" rather than "this request is wrong":
// a restart or failover of PostgreSQL terminates connections, and new ones are refused for a moment.
// Such requests get a 503 with a sentence (and the client may retry), not a generic 500.

/** PostgreSQL SQLSTATEs: admin_shutdown, crash_shutdown, cannot_connect_now, connection failures. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
];

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
    return true;
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(err.message));
}
