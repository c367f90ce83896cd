import { SimpleGrid } from '@mantine/core';
import type { components } from '@odai/contract';
import { formatCount, formatUsd } from '@odai/format';
import { StatCard } from '@odai/ui/stat-card';
import { IconActivity, IconCoins, IconCurrencyDollar, IconUsers } from '@tabler/icons-react';

type Overview = components['schemas']['MarketOverviewResponse']['overview'];

const icon = (Icon: typeof IconCoins) => (
  <Icon size={20} aria-hidden color="var(--mantine-color-bitcoin-5)" />
);

export function SummaryCards({ overview }: { overview: Overview }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <StatCard
        title="Total Tokens"
        value={formatCount(overview.totalTokens)}
        caption="Active tokens"
        icon={icon(IconCoins)}
      />
      <StatCard
        title="Total Holders"
        value={formatCount(overview.totalHolders)}
        caption="Unique holders"
        icon={icon(IconUsers)}
      />
      <StatCard
        title="24h Transactions"
        value={formatCount(overview.totalTransactions24h)}
        caption="Last 24 hours"
        icon={icon(IconActivity)}
      />
      <StatCard
        title="Total Market Cap"
        value={formatUsd(overview.totalMarketCap)}
        caption="USD value"
        icon={icon(IconCurrencyDollar)}
      />
    </SimpleGrid>
  );
}
