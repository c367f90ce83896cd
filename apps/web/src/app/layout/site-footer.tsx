import { Anchor, Container, Divider, Text } from '@mantine/core';
import { OFFICIAL_SITE } from '../../lib/official-site';

/** Site-wide footer: the not-financial-advice and not-affiliated notices. */
export function SiteFooter() {
  return (
    <footer>
      <Divider />
      <Container size="lg" py="xl">
        <Text size="sm" c="gray.4">
          ODAI's assistant gives educational information only. It is not financial advice: always do your own
          research before trading.
        </Text>
        <Text size="sm" c="gray.4" mt="xs">
          ODAI is an unofficial guide and is not affiliated with{' '}
          <Anchor underline="always" href={OFFICIAL_SITE} target="_blank" rel="noopener noreferrer" size="sm">
            Odin.fun
          </Anchor>
          .
        </Text>
        <Text size="xs" c="dimmed" mt="md">
          © 2026 ODAI
        </Text>
      </Container>
    </footer>
  );
}
