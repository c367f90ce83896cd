/**
 * Process lifecycle shared by the shutdown sequence and the readiness probe: once draining,
 * /api/ready answers 503 so load balancers stop routing here while in-flight work finishes.
 */
export interface Lifecycle {
  draining: boolean;
}

export function createLifecycle(): Lifecycle {
  return { draining: false };
}
