import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { type MarketEventsStatus, marketEvents } from './market-events';

const serverStatus = (): MarketEventsStatus => 'connecting';

/** Whether snapshot `asOf` is newer than the data held (ISO times; nothing held counts as older). */
export function isNewerSnapshot(asOf: string, held: string | null | undefined): boolean {
  if (!held) return true;
  const [a, b] = [Date.parse(asOf), Date.parse(held)];
  return Number.isNaN(a) || Number.isNaN(b) ? asOf !== held : a > b;
}

/**
 * Live market data, pushed: while mounted, each new `snapshot` event from the server refetches the
 * given queries once (they are invalidated; only those on screen refetch at once). The product's
 * no-polling policy holds: nothing is fetched without an event, and nothing for an event that is
 * not news to the page (docs/decisions/040-dashboard-range-in-url-and-quiet-reconnects.md):
 * - the data held (`heldAsOf`) is that snapshot or a newer one (a follower process lagging behind);
 * - it is the snapshot a (re)connection opens with while nothing is held: a read in flight gets it
 *   (or is checked when it lands), a failed one waits for Retry or the next snapshot;
 * - a read is in flight: when it lands older than the newest snapshot announced, it is read once more.
 * The stream's status is `useMarketEventsStatus`.
 */
export function useMarketEvents(queryKeys: readonly QueryKey[], heldAsOf: string | null | undefined) {
  const client = useQueryClient();
  // Read at event time without resubscribing whenever the data changes.
  const latest = useRef({ queryKeys, heldAsOf });
  latest.current = { queryKeys, heldAsOf };
  // The newest snapshot announced, and the one a refetch was last started for.
  const announced = useRef<string | null>(null);
  const requested = useRef<string | null>(null);
  const refetch = useCallback(
    (asOf: string) => {
      requested.current = asOf;
      for (const queryKey of latest.current.queryKeys) void client.invalidateQueries({ queryKey });
    },
    [client],
  );

  useEffect(() => {
    const unsubscribe = marketEvents.subscribe((event, initial) => {
      const { queryKeys: keys, heldAsOf: held } = latest.current;
      if (isNewerSnapshot(event.asOf, announced.current)) announced.current = event.asOf;
      if (!isNewerSnapshot(event.asOf, held) || event.asOf === requested.current) return;
      if (!held && initial) return;
      if (keys.some((queryKey) => client.isFetching({ queryKey }) > 0)) return;
      refetch(event.asOf);
    });
    return () => {
      unsubscribe();
      announced.current = null;
      requested.current = null;
    };
  }, [client, refetch]);

  // Data that landed older than the newest snapshot announced (its read began before the snapshot).
  useEffect(() => {
    const newest = announced.current;
    if (!heldAsOf || !newest || newest === requested.current || !isNewerSnapshot(newest, heldAsOf)) return;
    refetch(newest);
  }, [refetch, heldAsOf]);
}

/**
 * The market stream's status, for the block that shows it. Separate from `useMarketEvents` so a
 * page that listens to the stream does not re-render everything it shows when the status moves
 * (connecting → live happens right after the page loads).
 */
export function useMarketEventsStatus(): MarketEventsStatus {
  return useSyncExternalStore(
    (onChange) => marketEvents.watch(onChange),
    () => marketEvents.status,
    serverStatus,
  );
}
