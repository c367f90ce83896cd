import { Paper, Tabs, Text, Title } from '@mantine/core';
import type { components } from '@odai/contract';
import { useMemo } from 'react';
import { ChangeList, VolatilityList } from './ranked-lists';
import { filterTokens, sortTokens } from './token-list-view';
import { TokenSearch } from './token-search';
import { TokenTable } from './token-table';
import { useListView } from './use-list-view';

type Token = components['schemas']['Token'];
type Overview = components['schemas']['MarketOverviewResponse'];

type Props = {
  tokens: Token[];
  overview: Overview;
  selectedId: string | null;
  onSelect: (id: string) => void;
};

/** The two rankings by 24 h change: same list, other rows and another empty sentence. */
const CHANGE_PANELS = [
  {
    value: 'gainers',
    title: 'Top Gainers (24h)',
    rows: 'topGainers',
    empty: 'No token gained in the last 24 hours.',
  },
  {
    value: 'losers',
    title: 'Top Losers (24h)',
    rows: 'topLosers',
    empty: 'No token lost in the last 24 hours.',
  },
] as const;

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

function AllTokens({ tokens, overview, selectedId, onSelect }: Props) {
  const [view, setView] = useListView();
  const shown = useMemo(() => sortTokens(filterTokens(tokens, view.q), view), [tokens, view]);
  if (tokens.length === 0) return <Text c="dimmed">No tokens are tracked yet.</Text>;
  return (
    <>
      <TokenSearch value={view.q} onChange={(q) => setView({ ...view, q })} />
      <Text size="xs" c="dimmed" mb="xs" aria-live="polite">
        {view.q
          ? `${shown.length} of ${tokens.length} tokens match “${view.q.trim()}”`
          : `${tokens.length} tokens`}
      </Text>
      {shown.length === 0 ? (
        <Text c="dimmed">No token matches your search.</Text>
      ) : (
        <TokenTable
          tokens={shown}
          btcUsd={overview.overview.btcUsd}
          selectedId={selectedId}
          onSelect={onSelect}
          view={view}
          onView={setView}
        />
      )}
    </>
  );
}

export function TokenTabs(props: Props) {
  const { tokens, overview, selectedId, onSelect } = props;
  const index = useMemo(() => new Map(tokens.map((t) => [t.id, t])), [tokens]);
  const selection = { selectedId, onSelect };
  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'lg' }}>
      <Tabs
        defaultValue="all"
        keepMounted={false}
        // One row of tabs that scrolls sideways on phones instead of wrapping onto two.
        styles={{
          list: { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' },
          tab: { flexShrink: 0 },
        }}
      >
        <Tabs.List grow>
          <Tabs.Tab value="all">All Tokens</Tabs.Tab>
          <Tabs.Tab value="gainers">Top Gainers</Tabs.Tab>
          <Tabs.Tab value="losers">Top Losers</Tabs.Tab>
          <Tabs.Tab value="volatile">Most Volatile</Tabs.Tab>
        </Tabs.List>
        <Panel value="all" title="Token Performance">
          <AllTokens {...props} />
        </Panel>
        {CHANGE_PANELS.map(({ value, title, rows, empty }) => (
          <Panel key={value} value={value} title={title}>
            <ChangeList rows={overview[rows]} index={index} empty={empty} selection={selection} />
          </Panel>
        ))}
        <Panel value="volatile" title="Most Volatile Tokens">
          <VolatilityList rows={overview.mostVolatile} index={index} selection={selection} />
        </Panel>
      </Tabs>
    </Paper>
  );
}
