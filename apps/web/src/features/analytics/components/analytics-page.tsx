import { Stack } from '@mantine/core';
import { SourceBadge } from '@odai/ui/source-badge';
import { useState } from 'react';
import { useDocumentMeta } from '../../../lib/use-document-title';
import { useNow } from '../../../lib/use-now';
import { useMarketOverview } from '../api/get-market-overview';
import { useTokens } from '../api/get-tokens';
import { ANALYTICS_META } from '../page-meta';
import { DashboardError } from './dashboard-error';
import { DashboardFrame, DashboardLoading } from './dashboard-frame';
import { preloadDetailCharts } from './lazy-detail-charts';
import { MethodologyNote } from './methodology-note';
import { SummaryCards } from './summary-cards';
import { TokenDetailCard } from './token-detail-card';
import { TokenTabs } from './token-tabs';

export function AnalyticsPage() {
  useDocumentMeta(ANALYTICS_META.title, ANALYTICS_META.description);
  const tokens = useTokens();
  const overview = useMarketOverview();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const now = useNow();

  let body: React.ReactNode;
  if (tokens.isLoading || overview.isLoading) body = <DashboardLoading />;
  else if (tokens.isError || overview.isError || !tokens.data || !overview.data) {
    body = (
      <DashboardError
        what="the analytics dashboard"
        onRetry={() => {
          if (tokens.isError) tokens.refetch();
          if (overview.isError) overview.refetch();
        }}
      />
    );
  } else {
    body = (
      <Stack gap="lg">
        <SourceBadge source={overview.data.source} asOf={overview.data.asOf} now={now} />
        <SummaryCards overview={overview.data.overview} />
        {/* Fetch the charts' code when a visitor heads for the list, not during the first paint. */}
        <div onPointerEnter={preloadDetailCharts} onFocusCapture={preloadDetailCharts}>
          <TokenTabs
            tokens={tokens.data.tokens}
            overview={overview.data}
            selectedId={selectedId}
            onSelect={setSelectedId}
          />
        </div>
        {selectedId ? <TokenDetailCard tokenId={selectedId} onClose={() => setSelectedId(null)} /> : null}
        <MethodologyNote />
      </Stack>
    );
  }

  return <DashboardFrame>{body}</DashboardFrame>;
}
