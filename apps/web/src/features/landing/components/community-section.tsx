import { Anchor, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatUsd } from '@odai/format';
import { SourceBadge } from '@odai/ui/source-badge';
import { TokenAvatar } from '@odai/ui/token-avatar';
import { IconBook, IconCode, IconExternalLink, IconWorld } from '@tabler/icons-react';
import { OFFICIAL_SITE } from '../../../lib/official-site';
import { QueryFailure } from '../../../lib/query-failure';
import { useMarketEvents } from '../../../lib/use-market-events';
import { useNow } from '../../../lib/use-now';
import { usePopularTokens } from '../api/get-popular-tokens';
import { landingKeys } from '../api/query-keys';

const COMMUNITY_LINKS = [
  { href: OFFICIAL_SITE, label: 'Odin.fun', note: 'The official marketplace', Icon: IconWorld },
  {
    href: 'https://help.odin.fun/hc/en-us',
    label: 'Help Centre',
    note: 'Official guides and FAQs',
    Icon: IconBook,
  },
  {
    href: 'https://github.com/Toniq-Labs/odin-docs',
    label: 'Developer Docs',
    note: 'API and SDK documentation',
    Icon: IconCode,
  },
];

/** Shown: the first four popular tokens. */
export const POPULAR_SHOWN = 4;

function PopularTokens() {
  const popular = usePopularTokens();
  // Pushed: a new market snapshot refetches the list (no polling).
  useMarketEvents([landingKeys.popularTokens()], popular.data?.asOf);
  const now = useNow();
  const tokens = popular.data?.tokens.slice(0, POPULAR_SHOWN) ?? [];
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          Popular Tokens
        </Title>
        <SourceBadge source={popular.data?.source} asOf={popular.data?.asOf} now={now} />
      </Group>
      {popular.isError ? (
        <QueryFailure what="popular tokens" query={popular} />
      ) : tokens.length === 0 ? (
        <Text c="dimmed">Loading popular tokens...</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tokens.map((token) => (
            <Group key={token.id} justify="space-between" component="li" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <TokenAvatar name={token.name} />
                <div>
                  <Text fw={600}>{token.name}</Text>
                  <Text size="xs" c="dimmed">
                    ${token.symbol}
                  </Text>
                </div>
              </Group>
              <div style={{ textAlign: 'right' }}>
                <Text fw={600}>{formatUsd(token.marketCap)}</Text>
                <Text size="xs" c="dimmed">
                  Market cap
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

export function CommunitySection() {
  return (
    <Container size="lg" component="section" id="community" py="xl" aria-labelledby="community-title">
      <Title id="community-title" order={2} ta="center" mb="lg">
        Community
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="lg" p="lg">
          <Title order={3} size="h4" mb="sm">
            Official Links
          </Title>
          <Stack gap="md">
            {COMMUNITY_LINKS.map(({ href, label, note, Icon }) => (
              <Group key={href} gap="sm" wrap="nowrap">
                <Icon size={22} aria-hidden color="var(--mantine-color-bitcoin-5)" />
                <div>
                  <Anchor href={href} target="_blank" rel="noopener noreferrer" fw={600}>
                    {label} <IconExternalLink size={12} aria-hidden />
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {note}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </Paper>
        <PopularTokens />
      </SimpleGrid>
    </Container>
  );
}
