import { Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCount, formatLiquidity, formatPercent, formatUsd, toFiniteNumber } from '@odai/format';
import { CopyTokenId } from '@odai/ui/copy-token-id';
import { CurveProgress } from '@odai/ui/curve-progress';
import { SatsPrice } from '@odai/ui/sats-price';
import { SourceBadge } from '@odai/ui/source-badge';
import { StatCard } from '@odai/ui/stat-card';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useNow } from '../../../lib/use-now';
import { useTokenDetail } from '../api/get-token-detail';
import { DashboardError } from './dashboard-error';
import { DetailCharts } from './lazy-detail-charts';
import { RangeButtons } from './range-buttons';
import { useDetailRange } from './use-detail-range';

/** The selected token's charts and tiles; appears once its detail has loaded. */
export function TokenDetailCard({
  tokenId,
  btcUsd,
  onClose,
}: {
  tokenId: string;
  btcUsd: string | undefined;
  onClose: () => void;
}) {
  // The window is in the URL (?range=24h), so the server rendered this one.
  const { range, queryRange, setRange } = useDetailRange();
  const detail = useTokenDetail(tokenId, queryRange);
  // From the render time during hydration, so server and client print the same age.
  const now = useNow();
  const card = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const loadedId = detail.data?.token.id;
  // The card sits under the list: once a token has loaded, bring the card into view and move focus
  // to its heading, so keyboard and screen-reader users land on what they opened.
  useEffect(() => {
    if (!loadedId) return;
    heading.current?.focus({ preventScroll: true });
    card.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [loadedId]);
  if (detail.isLoading) {
    return (
      <Group gap="sm" role="status" py="md">
        <Loader size="sm" aria-hidden />
        <Text>Loading token details...</Text>
      </Group>
    );
  }
  if (detail.isError) {
    return <DashboardError what="this token's details" onRetry={() => detail.refetch()} onClose={onClose} />;
  }
  if (!detail.data) return null;
  const { token, analytics, priceHistory, source, asOf, history } = detail.data;
  const change = toFiniteNumber(analytics?.priceChange24h);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="detail-title"
      ref={card}
      // Clear of the fixed top bar when scrolled into view.
      style={{ scrollMarginTop: 72 }}
    >
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Title id="detail-title" order={2} size="h3" ref={heading} tabIndex={-1}>
            {token.name}{' '}
            <Text span c="dimmed" fz="md">
              {token.symbol}
            </Text>
          </Title>
          <Text size="sm" c="gray.4">
            <SatsPrice sats={token.price} btcUsd={btcUsd} focusable size="sm" c="gray.2" fw={600} /> · market
            cap {formatUsd(token.marketCap)} · 24h volume {formatUsd(token.volume24h)}
          </Text>
          <CopyTokenId id={token.id} />
          <SourceBadge source={source} asOf={asOf} now={now} />
          {/* Demo tokens do not exist on Odin.fun: only live tokens link there. */}
          {source === 'odin' && token.url ? (
            <Anchor href={token.url} target="_blank" rel="noopener noreferrer" size="sm">
              View on Odin.fun <IconExternalLink size={12} aria-hidden />
            </Anchor>
          ) : null}
        </div>
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
      <Stack gap="lg">
        <CurveProgress progress={token.progress} bonded={token.bonded} />
        <RangeButtons
          value={range}
          onChange={setRange}
          coverage={history}
          loading={detail.isPlaceholderData}
        />
        {priceHistory.length === 0 ? (
          <Text c="dimmed">No price history recorded yet.</Text>
        ) : (
          <DetailCharts history={priceHistory} bucketSeconds={history?.bucketSeconds} />
        )}
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <StatCard
            title="24h Change"
            value={formatPercent(analytics?.priceChange24h)}
            valueColor={change === null ? undefined : change >= 0 ? 'teal.4' : 'red.4'}
          />
          <StatCard title="Holders" value={formatCount(analytics?.holders)} />
          <StatCard title="24h Transactions" value={formatCount(analytics?.transactions24h)} />
          <StatCard title="Liquidity Score" value={formatLiquidity(analytics?.liquidityScore)} />
        </SimpleGrid>
        {analytics?.partial ? (
          <Text size="xs" c="dimmed">
            Based on {Math.round(analytics.historyHours ?? 0)} h of history so far (less than 24 h).
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
