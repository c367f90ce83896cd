import { Box, Container, Group, Text, Title } from '@mantine/core';
import { IconChartBar, IconMessageCircle } from '@tabler/icons-react';
import { PlainButton } from '../../../lib/plain-button';
import { useFeaturedToken } from '../api/get-featured-token';
import { AssistantStatus } from './assistant-status';
import { FeaturedBanner } from './featured-banner';

export function Hero() {
  const featured = useFeaturedToken();
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
        {featured.data ? <FeaturedBanner token={featured.data} /> : null}
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
          <PlainButton href="#chat" size="md" icon={IconMessageCircle}>
            Start Chatting
          </PlainButton>
          <PlainButton to="/analytics" size="md" variant="default" icon={IconChartBar}>
            View Analytics
          </PlainButton>
        </Group>
        <AssistantStatus />
      </Container>
    </Box>
  );
}
