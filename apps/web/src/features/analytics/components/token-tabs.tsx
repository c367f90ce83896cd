import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { components } from '@odai/contract';
import { useMemo } from 'react';
import { ChangeList, VolatilityList } from './ranked-lists';
import { TokenRow } from './token-row';

type Token = components['schemas']['Token'];
type Overview = components['schemas']['MarketOverviewResponse'];

type Props = {
  tokens: Token[];
  overview: Overview;
  selectedId: string | null;
  onSelect: (id: string) => void;
};

function Panel({ value, title, children }: { value: string; title: string; children: React.ReactNode }) {
  return (
    <Tabs.Panel value={value} pt="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Tabs.Panel>
  );
}

export function TokenTabs({ tokens, overview, selectedId, onSelect }: Props) {
  const index = useMemo(() => new Map(tokens.map((t) => [t.id, t])), [tokens]);
  const selection = { selectedId, onSelect };
  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'lg' }}>
      <Tabs defaultValue="all" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="all">All Tokens</Tabs.Tab>
          <Tabs.Tab value="gainers">Top Gainers</Tabs.Tab>
          <Tabs.Tab value="losers">Top Losers</Tabs.Tab>
          <Tabs.Tab value="volatile">Most Volatile</Tabs.Tab>
        </Tabs.List>
        <Panel value="all" title="Token Performance">
          {tokens.length === 0 ? (
            <Text c="dimmed">No tokens are tracked yet.</Text>
          ) : (
            <Stack
              gap="xs"
              role="region"
              aria-label="All tokens list"
              // Focusable so keyboard users can scroll the list.
              tabIndex={0}
              // A long list scrolls inside the card, so the detail card below stays close.
              style={{ maxHeight: '36rem', overflowY: 'auto', paddingRight: 4 }}
            >
              {tokens.map((token) => (
                <TokenRow
                  key={token.id}
                  token={token}
                  selected={token.id === selectedId}
                  onSelect={() => onSelect(token.id)}
                />
              ))}
            </Stack>
          )}
        </Panel>
        <Panel value="gainers" title="Top Gainers (24h)">
          <ChangeList
            rows={overview.topGainers}
            index={index}
            empty="No token gained in the last 24 hours."
            selection={selection}
          />
        </Panel>
        <Panel value="losers" title="Top Losers (24h)">
          <ChangeList
            rows={overview.topLosers}
            index={index}
            empty="No token lost in the last 24 hours."
            selection={selection}
          />
        </Panel>
        <Panel value="volatile" title="Most Volatile Tokens">
          <VolatilityList rows={overview.mostVolatile} index={index} selection={selection} />
        </Panel>
      </Tabs>
    </Paper>
  );
}
