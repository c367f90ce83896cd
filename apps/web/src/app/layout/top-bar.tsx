import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { OFFICIAL_SITE } from '../../lib/official-site';
import { PlainButton } from '../../lib/plain-button';
import { MenuButton } from './menu-button';
import { SECTION_LINKS } from './nav-links';

function Links({ onPick, vertical }: { onPick?: () => void; vertical?: boolean }) {
  const Wrapper = vertical ? Stack : Group;
  // The section anchors live on the landing page: from any other page they lead back to it.
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
      <PlainButton href={OFFICIAL_SITE} external size="xs" iconAfter={IconExternalLink} onClick={onPick}>
        Odin.fun
      </PlainButton>
    </Wrapper>
  );
}

/** Site-wide fixed top bar; below `sm` the links collapse into a menu that closes when one is picked. */
export function TopBar() {
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
            <Links />
          </Box>
          <MenuButton opened={opened} onClick={toggle} />
        </Group>
      </Container>
      {opened ? (
        <Box component="nav" aria-label="Mobile" id="mobile-menu" px="md" pb="md" hiddenFrom="sm">
          <Links vertical onPick={close} />
        </Box>
      ) : null}
    </Box>
  );
}
