import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { OFFICIAL_SITE } from '../../lib/official-site';
import { PlainButton } from '../../lib/plain-button';
import {
  color,
  PlainAnchor,
  PlainContainer,
  PlainGroup,
  PlainStack,
  PlainText,
  rem,
  space,
} from '../../lib/plain-layout';
import { MenuButton } from './menu-button';
import { SECTION_LINKS } from './nav-links';

// Plain elements with Mantine's markup (lib/plain-layout.tsx): the top bar is in the entry script,
// which carries no Mantine components (decision 051). top-bar.test.tsx compares it with the
// Mantine version it replaced, closed and open.

function Links({ onPick, vertical }: { onPick?: () => void; vertical?: boolean }) {
  // The section anchors live on the landing page: from any other page they lead back to it.
  const onLanding = useLocation().pathname === '/';
  const style = { paddingBlock: rem(vertical ? 6 : 0), color: color('gray-3') };
  const links = (
    <>
      {SECTION_LINKS.map((link) => (
        <PlainAnchor
          key={link.href}
          href={onLanding ? link.href : `/${link.href}`}
          onClick={onPick}
          style={style}
        >
          {link.label}
        </PlainAnchor>
      ))}
      <PlainAnchor to="/analytics" onClick={onPick} style={style}>
        Analytics
      </PlainAnchor>
      <PlainButton href={OFFICIAL_SITE} external size="xs" iconAfter={IconExternalLink} onClick={onPick}>
        Odin.fun
      </PlainButton>
    </>
  );
  return vertical ? <PlainStack gap="xs">{links}</PlainStack> : <PlainGroup gap="lg">{links}</PlainGroup>;
}

const BAR_STYLE = {
  zIndex: 100,
  background: 'var(--mantine-color-dark-8)',
  borderBottom: '1px solid var(--mantine-color-dark-4)',
  position: 'fixed',
  top: '0rem',
  left: '0rem',
  right: '0rem',
} as const;
const LOGO_STYLE = { color: color('white'), fontSize: 'var(--mantine-font-size-lg)', fontWeight: 800 };

/** Site-wide fixed top bar; below `sm` the links collapse into a menu that closes when one is picked. */
export function TopBar() {
  const [opened, setOpened] = useState(false);
  return (
    <header style={BAR_STYLE} className="">
      <PlainContainer size="lg" style={{ height: rem(60) }}>
        <PlainGroup justify="space-between" style={{ height: '100%' }}>
          <PlainAnchor to="/" underline="never" style={LOGO_STYLE}>
            <PlainText span style={{ ...LOGO_STYLE, color: color('bitcoin-5') }}>
              OD
            </PlainText>
            AI
          </PlainAnchor>
          <nav className="mantine-visible-from-sm" aria-label="Main">
            <Links />
          </nav>
          <MenuButton opened={opened} onClick={() => setOpened((open) => !open)} />
        </PlainGroup>
      </PlainContainer>
      {opened ? (
        <nav
          style={{ paddingInline: space('md'), paddingBottom: space('md') }}
          className="mantine-hidden-from-sm"
          aria-label="Mobile"
          id="mobile-menu"
        >
          <Links vertical onPick={() => setOpened(false)} />
        </nav>
      ) : null}
    </header>
  );
}
