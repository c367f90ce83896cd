import type { components } from '@odai/contract';
import { formatPercent, formatSats } from '@odai/format';
import { color, PlainAnchor, PlainBadge, PlainGroup, PlainText, rem, space } from '../../../lib/plain-layout';

type FeaturedToken = components['schemas']['FeaturedToken'];

const PILL_STYLE = {
  border: '1px solid var(--mantine-color-bitcoin-8)',
  borderRadius: 999,
  paddingInline: space('md'),
  paddingBlock: rem(6),
  display: 'inline-flex',
};

/** The hero's one-line pointer to the featured token; shown only once its data is loaded. */
export function FeaturedBanner({ token }: { token: FeaturedToken }) {
  return (
    <PlainAnchor href="#odai" underline="never">
      <PlainGroup gap="xs" justify="center" style={PILL_STYLE}>
        <PlainBadge size="sm" style={{ textTransform: 'none', color: color('dark-9') }}>
          Featured
        </PlainBadge>
        <PlainText size="sm" style={{ color: color('gray-2'), fontWeight: 600 }}>
          ${token.symbol}
        </PlainText>
        <PlainText size="sm" style={{ color: color('gray-4') }}>
          {formatSats(token.price)}
        </PlainText>
        <PlainText size="sm" style={{ color: color(Number(token.change24h) < 0 ? 'red-4' : 'teal-4') }}>
          {formatPercent(token.change24h)}
        </PlainText>
      </PlainGroup>
    </PlainAnchor>
  );
}
