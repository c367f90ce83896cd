import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { components } from '@odai/contract';
import { formatCount } from '@odai/format';
import { PercentBadge } from '@odai/ui/percent-badge';
import { TokenAvatar } from '@odai/ui/token-avatar';

type Token = components['schemas']['Token'];

/** An All Tokens row; clicking it (or Enter/Space) selects the token. */
export function TokenRow({
  token,
  selected,
  onSelect,
}: {
  token: Token;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={selected}
      data-token-id={token.id}
      w="100%"
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid ${selected ? 'var(--mantine-color-bitcoin-6)' : 'var(--mantine-color-dark-4)'}`,
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <TokenAvatar name={token.name} />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {token.name}
            </Text>
            <Text size="xs" c="dimmed">
              {token.symbol}
            </Text>
          </div>
        </Group>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <PercentBadge value={token.analytics?.priceChange24h} />
          <Text size="xs" c="dimmed">
            <Text span size="xs" fw={600} c="gray.3">
              {formatCount(token.analytics?.holders)}
            </Text>{' '}
            holders
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
