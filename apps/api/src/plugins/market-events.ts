import type { FastifyInstance } from 'fastify';
import type { EventStreamHub } from '../http/event-stream-hub.js';
import type { MarketReader } from '../market/market-service.js';
import { snapshotEvent } from '../market/snapshot/snapshot-event.js';

/**
 * Announces every new market snapshot on the open event streams. The market calls back after the
 * snapshot is served (leader after its cycle, follower after it read the leader's rows), so this
 * covers every process. Streams end when the app starts closing, so none holds shutdown open.
 */
export function useMarketEvents(
  app: FastifyInstance,
  market: Pick<MarketReader, 'onSnapshot'>,
  hub: EventStreamHub,
): void {
  const unsubscribe = market.onSnapshot((snapshot) => {
    hub.broadcast('snapshot', snapshotEvent(snapshot));
  });
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => unsubscribe());
}
