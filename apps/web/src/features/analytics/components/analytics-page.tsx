import { Stack } from '@mantine/core';
import { memo, useCallback } from 'react';
import { useDocumentMeta } from '../../../lib/use-document-title';
import { useMarketEvents } from '../../../lib/use-market-events';
import { useMarketOverview } from '../api/get-market-overview';
import { useTokenDetail } from '../api/get-token-detail';
import { useTokens } from '../api/get-tokens';
import { analyticsKeys } from '../api/query-keys';
import { tokenPageMeta } from '../page-meta';
import { DashboardError } from './dashboard-error';
import { DashboardFrame, DashboardLoading } from './dashboard-frame';
import { preloadDetailCharts } from './lazy-detail-charts';
import { MethodologyNote } from './methodology-note';
import { SnapshotStatus } from './snapshot-status';
import { SummaryCards } from './summary-cards';
import { TokenDetailCard } from './token-detail-card';
import { TokenTabs } from './token-tabs';
import { useDetailRange } from './use-detail-range';
import { useEscapeToClose } from './use-escape-to-close';
import { focusTokenRow, useSelectedToken } from './use-selected-token';

// The cards and the list re-render only when their data or the selection changes, not with the
// rest of the page (the URL's detail range, a detail read's status): 60 rows are most of its cost.
const MemoSummaryCards = memo(SummaryCards);
const MemoTokenTabs = memo(TokenTabs);

export function AnalyticsPage() {
  const tokens = useTokens();
  const overview = useMarketOverview();
  const { selected, select, close } = useSelectedToken();
  // The same read as the open card's (its window from the URL): one request, one cache entry.
  const detail = useTokenDetail(selected, useDetailRange().queryRange);
  const meta = tokenPageMeta(selected ? detail.data?.token : undefined);
  useDocumentMeta(meta.title, meta.description);
  // Pushed: each new market snapshot refetches the lists, the overview and an open token's detail.
  useMarketEvents(
    [analyticsKeys.tokens(), analyticsKeys.marketOverview(), analyticsKeys.tokenDetails()],
    overview.data?.asOf,
  );
  // The URL may name the token by ticker: rows are marked by the id it resolved to.
  const selectedId = detail.data?.token.id ?? selected;
  const closeDetail = useCallback(() => {
    close();
    if (selectedId) focusTokenRow(selectedId);
  }, [close, selectedId]);
  useEscapeToClose(selected !== null, closeDetail);

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
        <SnapshotStatus source={overview.data.source} asOf={overview.data.asOf} />
        <MemoSummaryCards overview={overview.data.overview} />
        {/* Fetch the charts' code when a visitor heads for the list, not during the first paint. */}
        <div onPointerEnter={preloadDetailCharts} onFocusCapture={preloadDetailCharts}>
          <MemoTokenTabs
            tokens={tokens.data.tokens}
            overview={overview.data}
            selectedId={selectedId}
            onSelect={select}
          />
        </div>
        {selected ? (
          <TokenDetailCard tokenId={selected} btcUsd={overview.data.overview.btcUsd} onClose={closeDetail} />
        ) : null}
        <MethodologyNote />
      </Stack>
    );
  }

  return <DashboardFrame>{body}</DashboardFrame>;
}
