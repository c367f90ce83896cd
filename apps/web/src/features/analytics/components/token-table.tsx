import { Box, Text, UnstyledButton } from '@mantine/core';
import type { components } from '@odai/contract';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useRef } from 'react';
import { PINNED, ROW_HEIGHT, TOKEN_GRID } from './token-grid';
import { type ListView, nextSort, SORT_COLUMNS } from './token-list-view';
import { TokenRow } from './token-row';

type Token = components['schemas']['Token'];

/** Up to this many rows render plainly; past it only the rows in view (plus a margin) do. */
export const VIRTUALIZE_FROM = 60;
const VIEWPORT_HEIGHT = 576; // 36rem: the list scrolls inside the card, the detail stays close

function SortHeader({ view, onView }: { view: ListView; onView: (next: ListView) => void }) {
  return (
    <thead style={{ position: 'sticky', top: 0, zIndex: 2, display: 'block' }}>
      <tr
        aria-rowindex={1}
        style={{
          ...TOKEN_GRID,
          background: 'var(--mantine-color-body)',
          borderBottom: '1px solid var(--mantine-color-dark-4)',
          height: 40,
        }}
      >
        <th scope="col" style={{ ...PINNED, textAlign: 'left', paddingLeft: 'var(--mantine-spacing-sm)' }}>
          <Text span size="xs" fw={700} c="dimmed">
            Token
          </Text>
        </th>
        {SORT_COLUMNS.map((column) => {
          const active = view.sort === column.key;
          const Icon = !active ? IconArrowsSort : view.order === 'asc' ? IconArrowUp : IconArrowDown;
          return (
            <th
              key={column.key}
              scope="col"
              aria-sort={active ? (view.order === 'asc' ? 'ascending' : 'descending') : 'none'}
              style={{ textAlign: 'right' }}
            >
              <UnstyledButton
                onClick={() => onView(nextSort(view, column.key))}
                pr="sm"
                py={6}
                style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
              >
                <Text
                  span
                  size="xs"
                  fw={700}
                  c={active ? 'bitcoin.4' : 'dimmed'}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {column.label}
                </Text>
                <Icon size={12} aria-hidden color={active ? 'var(--mantine-color-bitcoin-4)' : undefined} />
              </UnstyledButton>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/**
 * All Tokens as a sortable table. Long lists are virtualized (@tanstack/react-virtual): 500 tokens
 * render about a dozen rows. The server renders the first rows from `initialRect`, and the
 * browser's first render does the same, so hydration matches.
 */
export function TokenTable({
  tokens,
  btcUsd,
  selectedId,
  onSelect,
  view,
  onView,
}: {
  tokens: readonly Token[];
  btcUsd: string | undefined;
  selectedId: string | null;
  onSelect: (tokenId: string) => void;
  view: ListView;
  onView: (next: ListView) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = tokens.length > VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count: tokens.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    enabled: virtual,
    initialRect: { width: 1000, height: VIEWPORT_HEIGHT },
  });
  const row = (token: Token, index: number, style?: CSSProperties) => (
    <TokenRow
      key={token.id}
      token={token}
      btcUsd={btcUsd}
      selected={token.id === selectedId}
      onSelect={onSelect}
      rowIndex={index + 2}
      style={style}
    />
  );
  return (
    <Box
      ref={scroller}
      role="region"
      aria-label="All tokens list"
      // Focusable so keyboard users can scroll the list (and sideways on phones).
      tabIndex={0}
      style={{ maxHeight: VIEWPORT_HEIGHT, overflow: 'auto', overscrollBehavior: 'contain' }}
    >
      <table
        aria-label="All tokens"
        aria-rowcount={tokens.length + 1}
        style={{ display: 'block', borderCollapse: 'collapse' }}
      >
        <SortHeader view={view} onView={onView} />
        {virtual ? (
          <tbody
            style={{
              display: 'block',
              position: 'relative',
              minWidth: 980,
              height: virtualizer.getTotalSize(),
            }}
          >
            {virtualizer.getVirtualItems().map((item) =>
              row(tokens[item.index]!, item.index, {
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }),
            )}
          </tbody>
        ) : (
          <tbody style={{ display: 'block' }}>{tokens.map((token, index) => row(token, index))}</tbody>
        )}
      </table>
    </Box>
  );
}
