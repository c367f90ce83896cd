import { Group } from '@mantine/core';
import { LiveStatus } from '@odai/ui/live-status';
import { SourceBadge } from '@odai/ui/source-badge';
import { useMarketEventsStatus } from '../../../lib/use-market-events';
import { useNow } from '../../../lib/use-now';

/**
 * Where the figures come from, how old they are and whether updates are arriving. The ticking
 * clock and the stream's status live here, in a leaf: when they change (right after the page
 * loads, then every 30 s) only this line re-renders, not the token list beside it.
 */
export function SnapshotStatus({ source, asOf }: { source: 'odin' | 'demo'; asOf: string }) {
  const now = useNow();
  const live = useMarketEventsStatus();
  return (
    <Group justify="space-between" gap="xs">
      <SourceBadge source={source} asOf={asOf} now={now} />
      <LiveStatus status={live} />
    </Group>
  );
}
