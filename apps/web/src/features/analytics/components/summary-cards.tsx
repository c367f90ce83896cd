import { SimpleGrid } from '@mantine/core';
import type { components } from '@odai/contract';
import { formatCount, formatUsd } from '@odai/format';
import { StatCard } from '@odai/ui/stat-card';
import { IconActivity, IconCoins, IconCurrencyDollar, IconUsers } from '@tabler/icons-react';

type Overview = components['schemas']['MarketOverviewResponse']['overview'];

/** The four market totals, in reading order: title, caption, icon, value. */
const CARDS: [string, string, typeof IconCoins, (o: Overview) => string][] = [
  ['Total Tokens', 'Active tokens', IconCoins, (o) => formatCount(o.totalTokens)],
  ['Total Holders', 'Unique holders', IconUsers, (o) => formatCount(o.totalHolders)],
  ['24h Transactions', 'Last 24 hours', IconActivity, (o) => formatCount(o.totalTransactions24h)],
  ['Total Market Cap', 'USD value', IconCurrencyDollar, (o) => formatUsd(o.totalMarketCap)],
];

export function SummaryCards({ overview }: { overview: Overview }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {CARDS.map(([title, caption, Icon, value]) => (
        <StatCard
          key={title}
          title={title}
          value={value(overview)}
          caption={caption}
          icon={<Icon size={20} aria-hidden color="var(--mantine-color-bitcoin-5)" />}
        />
      ))}
    </SimpleGrid>
  );
}
