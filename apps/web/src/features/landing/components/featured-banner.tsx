import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { components } from '@odai/contract';
import { formatPercent, formatSats } from '@odai/format';

type FeaturedToken = components['schemas']['FeaturedToken'];

/** The hero's one-line pointer to the featured token; shown only once its data is loaded. */
export function FeaturedBanner({ token }: { token: FeaturedToken }) {
  return (
    <Anchor href="#odai" underline="never">
      <Group
        gap="xs"
        justify="center"
        display="inline-flex"
        px="md"
        py={6}
        style={{ border: '1px solid var(--mantine-color-bitcoin-8)', borderRadius: 999 }}
      >
        <Badge size="sm" c="dark.9" style={{ textTransform: 'none' }}>
          Featured
        </Badge>
        <Text size="sm" c="gray.2" fw={600}>
          ${token.symbol}
        </Text>
        <Text size="sm" c="gray.4">
          {formatSats(token.price)}
        </Text>
        <Text size="sm" c={Number(token.change24h) < 0 ? 'red.4' : 'teal.4'}>
          {formatPercent(token.change24h)}
        </Text>
      </Group>
    </Anchor>
  );
}
