/**
 * Process lifecycle shared by the shutdown sequence, the readiness probe and the request hooks:
 * once draining, /api/ready answers 503 so load balancers stop routing here, and shutdown waits
 * for a quiet moment (no request in flight) before it closes connections.
 */
export interface Lifecycle {
  draining: boolean;
  /** Requests received and not yet answered (or aborted). */
  inFlight: number;
}

export function createLifecycle(): Lifecycle {
  return { draining: false, inFlight: 0 };
}

/**
 * Resolves once no request has been in flight for `quietMs` (or after `maxMs` regardless). A socket
 * whose request bytes are still unread looks idle to Node and would be reset by close(); a quiet
 * window gives the event loop the turns it needs to read them, which turns them into in-flight work.
 */
export async function waitUntilQuiet(lifecycle: Lifecycle, quietMs: number, maxMs: number): Promise<void> {
  const started = Date.now();
  let lastBusy = Date.now();
  while (Date.now() - started < maxMs) {
    if (lifecycle.inFlight > 0) lastBusy = Date.now();
    else if (Date.now() - lastBusy >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
