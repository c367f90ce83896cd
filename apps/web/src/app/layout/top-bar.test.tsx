import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconButton } from '@odai/ui/icon-button';
import { IconExternalLink } from '@tabler/icons-react';
import { fireEvent, screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeElement, renderWithMantine } from '../../test/mantine-markup';
import { MenuButton } from './menu-button';
import { SECTION_LINKS } from './nav-links';
import { TopBar } from './top-bar';

// The top bar as it was written with Mantine's components, before it moved to plain elements
// (decision 051): the plain one must render the same markup, closed and open.
function MantineLinks({ onPick, vertical }: { onPick?: () => void; vertical?: boolean }) {
  const Wrapper = vertical ? Stack : Group;
  const onLanding = useLocation().pathname === '/';
  return (
    <Wrapper gap={vertical ? 'xs' : 'lg'}>
      {SECTION_LINKS.map((link) => (
        <Anchor
          key={link.href}
          href={onLanding ? link.href : `/${link.href}`}
          c="gray.3"
          onClick={onPick}
          py={vertical ? 6 : 0}
        >
          {link.label}
        </Anchor>
      ))}
      <Anchor component={Link} to="/analytics" c="gray.3" onClick={onPick} py={vertical ? 6 : 0}>
        Analytics
      </Anchor>
      <IconButton
        component="a"
        href="https://odin.fun"
        target="_blank"
        rel="noopener noreferrer"
        size="xs"
        iconAfter={IconExternalLink}
        onClick={onPick}
      >
        Odin.fun
      </IconButton>
    </Wrapper>
  );
}

function MantineTopBar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box
      component="header"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{
        zIndex: 100,
        background: 'var(--mantine-color-dark-8)',
        borderBottom: '1px solid var(--mantine-color-dark-4)',
      }}
    >
      <Container size="lg" h={60}>
        <Group h="100%" justify="space-between">
          <Anchor component={Link} to="/" underline="never" c="white" fw={800} fz="lg">
            <Text span c="bitcoin.5" fw={800} fz="lg">
              OD
            </Text>
            AI
          </Anchor>
          <Box component="nav" aria-label="Main" visibleFrom="sm">
            <MantineLinks />
          </Box>
          <MenuButton opened={opened} onClick={toggle} />
        </Group>
      </Container>
      {opened ? (
        <Box component="nav" aria-label="Mobile" id="mobile-menu" px="md" pb="md" hiddenFrom="sm">
          <MantineLinks vertical onPick={close} />
        </Box>
      ) : null}
    </Box>
  );
}

/** The header's markup, closed and after the menu toggle opened it. */
function markupOf(bar: React.ReactNode) {
  const { container, unmount } = renderWithMantine(bar);
  const header = () => describeElement(container.querySelector('header') as Element);
  const closed = header();
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const open = header();
  unmount();
  return { closed, open };
}

describe('TopBar', () => {
  it('renders the markup of the Mantine top bar it replaced, closed and open', () => {
    const mantine = markupOf(<MantineTopBar />);
    const plain = markupOf(<TopBar />);
    expect(plain.closed).toBe(mantine.closed);
    expect(plain.open).toBe(mantine.open);
    expect(plain.open).toContain('Mobile');
  });
});
