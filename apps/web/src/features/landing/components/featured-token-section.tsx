import { Anchor, Container, Group, Paper, Progress, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import type { components } from '@odai/contract';
import { formatCount, formatPercent, formatSats, formatUsd } from '@odai/format';
import { ExternalLinkButton } from '@odai/ui/external-link-button';
import { SourceBadge } from '@odai/ui/source-badge';
import { TokenAvatar } from '@odai/ui/token-avatar';
import { ApiError } from '../../../lib/api-error';
import { OFFICIAL_SITE } from '../../../lib/official-site';
import { QueryFailure } from '../../../lib/query-failure';
import { useMarketEvents } from '../../../lib/use-market-events';
import { useNow } from '../../../lib/use-now';
import { useFeaturedToken } from '../api/get-featured-token';
import { landingKeys } from '../api/query-keys';

type FeaturedToken = components['schemas']['FeaturedToken'];

function Field({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} c={color} style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

function FeaturedCard({ token }: { token: FeaturedToken }) {
  const now = useNow();
  const change = Number(token.change24h);
  // A demo token has no page on Odin.fun: link to the marketplace itself and say so.
  const isDemo = token.source === 'demo';
  const url = isDemo ? OFFICIAL_SITE : token.url || `https://odin.fun/token/${token.id}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="flex-start">
        <Group gap="md" wrap="nowrap">
          <TokenAvatar name={token.fullName} size="lg" />
          <div>
            <Title order={3}>{token.fullName}</Title>
            <Text c="dimmed">${token.symbol}</Text>
          </div>
        </Group>
        <SourceBadge source={token.source} asOf={token.asOf} now={now} />
      </Group>
      <Text mt="md" c="gray.3">
        {token.description}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mt="lg" spacing="lg">
        <Field label="Price" value={formatSats(token.price)} />
        <Field
          label="24h Change"
          value={formatPercent(token.change24h)}
          color={change < 0 ? 'red.4' : 'teal.4'}
        />
        <Field label="Market Cap" value={formatUsd(token.marketCap)} />
        <Field label="Holders" value={formatCount(token.holders)} />
        {token.priceUSD ? <Field label="Price (USD)" value={formatUsd(token.priceUSD)} /> : null}
        {token.supply ? <Field label="Supply" value={formatCount(token.supply)} /> : null}
        {token.txns !== undefined ? <Field label="24h Transactions" value={formatCount(token.txns)} /> : null}
        {token.dev ? <Field label="Dev" value={token.dev} /> : null}
      </SimpleGrid>
      <Group justify="space-between" mt="lg" mb={4}>
        <Text size="sm" fw={600}>
          Progress
        </Text>
        <Text size="sm" c="dimmed">
          {token.bonded ? 'Ascended' : `${Number(token.status).toFixed(1)}%`}
        </Text>
      </Group>
      <Progress
        value={Math.min(100, Math.max(0, Number(token.status)))}
        aria-label="Bonding curve progress"
      />
      <ExternalLinkButton href={url} mt="lg">
        {isDemo ? 'Explore live tokens on Odin.fun' : `View ${token.symbol} on Odin.fun`}
      </ExternalLinkButton>
      {isDemo ? (
        <Text size="xs" c="dimmed" mt="sm">
          Shown from our simulated demo market, not live Odin.fun data.
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" mt="sm">
        Prices in sats per token; market cap in USD. Not financial advice.{' '}
        <Anchor underline="always" href="#guides" size="xs">
          Learn how bonding curves work
        </Anchor>
      </Text>
    </Paper>
  );
}

/** Skeleton while loading; nothing without a featured token (404); a failure with Retry otherwise. */
export function FeaturedTokenSection() {
  const featured = useFeaturedToken();
  // Pushed: a new market snapshot refetches the featured token (no polling).
  useMarketEvents([landingKeys.featuredToken()], featured.data?.asOf);
  if (featured.isLoading) {
    return (
      <Container size="md" py="xl" aria-busy="true" aria-label="Loading featured token">
        <Skeleton height={280} radius="lg" />
      </Container>
    );
  }
  // A 404 means no featured token is configured: nothing to show, as the spec says. Any other
  // failure is said, with a Retry, instead of a section that silently disappears.
  if (featured.isError && !(featured.error instanceof ApiError && featured.error.status === 404)) {
    return (
      <Container size="md" component="section" id="odai" py="xl" aria-label="Featured Token">
        <QueryFailure what="the featured token" query={featured} />
      </Container>
    );
  }
  if (!featured.data) return null;
  return (
    <Container size="md" component="section" id="odai" py="xl" aria-labelledby="odai-title">
      <Title id="odai-title" order={2} ta="center" mb="lg">
        Featured Token
      </Title>
      <FeaturedCard token={featured.data} />
    </Container>
  );
}
