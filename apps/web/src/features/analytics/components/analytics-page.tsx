import './styles';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { SourceBadge } from '@odai/ui/source-badge';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentMeta } from '../../../lib/use-document-title';
import { useNow } from '../../../lib/use-now';
import { useMarketOverview } from '../api/get-market-overview';
import { useTokens } from '../api/get-tokens';
import { DashboardError } from './dashboard-error';
import { MethodologyNote } from './methodology-note';
import { SummaryCards } from './summary-cards';
import { TokenDetailCard } from './token-detail-card';
import { TokenTabs } from './token-tabs';

function Loading() {
  return (
    <Text role="status" ta="center" py={80} c="gray.4">
      Loading analytics dashboard...
    </Text>
  );
}

export function AnalyticsPage() {
  useDocumentMeta(
    'Token Analytics Dashboard — ODAI',
    'Real-time performance metrics for Odin.fun tokens: 24h gainers and losers, volatility, holders and liquidity.',
  );
  const tokens = useTokens();
  const overview = useMarketOverview();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const now = useNow();

  let body: React.ReactNode;
  if (tokens.isLoading || overview.isLoading) body = <Loading />;
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
        <TokenTabs
          tokens={tokens.data.tokens}
          overview={overview.data}
          selectedId={selectedId}
          onSelect={setSelectedId}
        />
        {selectedId ? <TokenDetailCard tokenId={selectedId} onClose={() => setSelectedId(null)} /> : null}
        <MethodologyNote />
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl" component="main">
      <Group justify="space-between" align="flex-start" mb="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            Token Analytics Dashboard
          </Title>
          <Text c="gray.4">Real-time performance metrics and insights</Text>
        </div>
        <Button
          component={Link}
          to="/"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Home
        </Button>
      </Group>
      {body}
    </Container>
  );
}
