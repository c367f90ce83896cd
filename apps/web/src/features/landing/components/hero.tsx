import { IconChartBar, IconMessageCircle } from '@tabler/icons-react';
import { PlainButton } from '../../../lib/plain-button';
import {
  color,
  PlainContainer,
  PlainGroup,
  PlainText,
  PlainTitle,
  rem,
  space,
} from '../../../lib/plain-layout';
import { useFeaturedToken } from '../api/get-featured-token';
import { AssistantStatus } from './assistant-status';
import { FeaturedBanner } from './featured-banner';

// Plain elements with Mantine's markup (lib/plain-layout.tsx): the hero is in the entry script,
// which carries no Mantine components (decision 051); hero.test.tsx compares it with Mantine's.

const SECTION_STYLE = {
  background:
    'radial-gradient(ellipse at top, rgba(247,147,26,0.18), transparent 60%), var(--mantine-color-body)',
  paddingTop: rem(110),
  paddingBottom: rem(60),
};

export function Hero() {
  const featured = useFeaturedToken();
  return (
    <section aria-labelledby="hero-title" style={SECTION_STYLE} className="">
      <PlainContainer size="md" style={{ textAlign: 'center' }}>
        {featured.data ? <FeaturedBanner token={featured.data} /> : null}
        {/* fz={{ base: 34, sm: 52 }}: the class is in global.css. */}
        <PlainTitle
          id="hero-title"
          className="odai-hero-title"
          style={{ marginTop: space('lg'), lineHeight: 1.1 }}
        >
          Your AI guide to{' '}
          <PlainText span inherit style={{ color: color('bitcoin-5') }}>
            Bitcoin Runes
          </PlainText>{' '}
          on Odin.fun
        </PlainTitle>
        <PlainText
          size="lg"
          style={{ marginInline: 'auto', marginTop: space('md'), color: color('gray-4'), maxWidth: rem(640) }}
        >
          Ask about bonding curves, AMM trading, launching tokens, fees and staying safe. Free, anonymous, and
          unofficial.
        </PlainText>
        <PlainGroup justify="center" gap="md" style={{ marginTop: space('xl') }}>
          <PlainButton href="#chat" size="md" icon={IconMessageCircle}>
            Start Chatting
          </PlainButton>
          <PlainButton to="/analytics" size="md" variant="default" icon={IconChartBar}>
            View Analytics
          </PlainButton>
        </PlainGroup>
        <AssistantStatus />
      </PlainContainer>
    </section>
  );
}
