import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type MarketEventsStatus, marketEvents } from './market-events';

const serverStatus = (): MarketEventsStatus => 'connecting';

/**
 * Live market data, pushed: while mounted, each `snapshot` event from the server refetches the
 * given queries once (they are invalidated; only those on screen refetch at once) — unless the
 * data held is already that snapshot (`heldAsOf`, e.g. right after connecting). The product's
 * no-polling policy holds: nothing is fetched without an event. Returns the stream's status.
 */
export function useMarketEvents(queryKeys: readonly QueryKey[], heldAsOf: string | null | undefined) {
  const client = useQueryClient();
  // Read at event time without resubscribing whenever the data changes.
  const latest = useRef({ queryKeys, heldAsOf });
  latest.current = { queryKeys, heldAsOf };
  useEffect(() => {
    let requested: string | null = null;
    return marketEvents.subscribe((event) => {
      const { queryKeys: keys, heldAsOf: held } = latest.current;
      if (event.asOf === held || event.asOf === requested) return;
      requested = event.asOf;
      for (const queryKey of keys) void client.invalidateQueries({ queryKey });
    });
  }, [client]);
  return useSyncExternalStore(
    (onChange) => marketEvents.watch(onChange),
    () => marketEvents.status,
    serverStatus,
  );
}
