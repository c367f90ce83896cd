import { Anchor, Badge, Box, Container, Group, Text, Title } from '@mantine/core';
import type { components } from '@odai/contract';
import { formatPercent, formatSats } from '@odai/format';
import { IconButton } from '@odai/ui/icon-button';
import { IconChartBar, IconMessageCircle } from '@tabler/icons-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlainBadge } from '../../../lib/plain-layout';
import { createQueryClient } from '../../../lib/query-client';
import { featuredToken } from '../../../test/fixtures';
import { dropClass, globalCss, mantineMarkup, withoutResponsiveStyle } from '../../../test/mantine-markup';
import { featuredTokenQueryOptions } from '../api/get-featured-token';
import { Hero } from './hero';

// The hero as it was written with Mantine's components, before it moved to plain elements
// (decision 051): the plain one must render the same markup.
function MantineBanner({ token }: { token: components['schemas']['FeaturedToken'] }) {
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

const statusBadge = (offline: boolean) => (
  <Badge
    variant="dot"
    color={offline ? 'red' : 'teal'}
    size="lg"
    role="status"
    style={{ textTransform: 'none' }}
    styles={{ label: { color: 'var(--mantine-color-gray-3)' } }}
  >
    {offline ? 'AI Assistant Offline' : 'AI Assistant Online'}
  </Badge>
);

function MantineHero({ token }: { token: components['schemas']['FeaturedToken'] }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      pt={110}
      pb={60}
      style={{
        background:
          'radial-gradient(ellipse at top, rgba(247,147,26,0.18), transparent 60%), var(--mantine-color-body)',
      }}
    >
      <Container size="md" ta="center">
        <MantineBanner token={token} />
        <Title id="hero-title" order={1} fz={{ base: 34, sm: 52 }} lh={1.1} mt="lg">
          Your AI guide to{' '}
          <Text span inherit c="bitcoin.5">
            Bitcoin Runes
          </Text>{' '}
          on Odin.fun
        </Title>
        <Text size="lg" c="gray.4" mt="md" maw={640} mx="auto">
          Ask about bonding curves, AMM trading, launching tokens, fees and staying safe. Free, anonymous, and
          unofficial.
        </Text>
        <Group justify="center" mt="xl" gap="md">
          <IconButton component="a" href="#chat" size="md" icon={IconMessageCircle}>
            Start Chatting
          </IconButton>
          <IconButton component={Link} to="/analytics" size="md" variant="default" icon={IconChartBar}>
            View Analytics
          </IconButton>
        </Group>
        <Group justify="center" mt="lg" gap="xs">
          {statusBadge(false)}
        </Group>
      </Container>
    </Box>
  );
}

describe('Hero', () => {
  it.each(['5.6', '-1.5'])(
    'renders the markup of the Mantine hero it replaced (24 h change %s)',
    (change24h) => {
      const token = { ...featuredToken, change24h };
      const client = createQueryClient();
      client.setQueryData(featuredTokenQueryOptions.queryKey, token);
      const plain = mantineMarkup(
        <QueryClientProvider client={client}>
          <Hero />
        </QueryClientProvider>,
      );
      const mantine = withoutResponsiveStyle(mantineMarkup(<MantineHero token={token} />), 'odai-hero-title');
      expect(dropClass(plain, 'odai-hero-title')).toBe(mantine.markup);
      expect(plain).toContain('odai-hero-title');
      expect(globalCss()).toContain(mantine.css);
    },
  );

  it("the assistant's offline dot is Mantine's red dot badge", () => {
    expect(
      mantineMarkup(
        <PlainBadge
          dot="red"
          size="lg"
          role="status"
          style={{ textTransform: 'none' }}
          labelStyle={{ color: 'var(--mantine-color-gray-3)' }}
        >
          AI Assistant Offline
        </PlainBadge>,
      ),
    ).toBe(mantineMarkup(statusBadge(true)));
  });
});
