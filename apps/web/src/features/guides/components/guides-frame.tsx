import { Anchor, Container, Group } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The guides' pages: a slim header (home, all guides, the chat) above a reading-width column. */
export function GuidesFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="md" py="xl" component="main">
      <Group justify="space-between" mb="lg" component="nav" aria-label="Guides">
        <Group gap="md">
          <Anchor component={Link} to="/" fw={800} c="gray.0" underline="never" fz="lg">
            <span style={{ color: 'var(--mantine-color-bitcoin-5)' }}>OD</span>AI
          </Anchor>
          <Anchor component={Link} to="/guides" c="gray.3">
            All guides
          </Anchor>
        </Group>
        <Anchor
          component={Link}
          to="/#chat"
          c="bitcoin.4"
          style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}
        >
          <IconMessageCircle size={16} aria-hidden />
          Ask the assistant
        </Anchor>
      </Group>
      {children}
    </Container>
  );
}
