import { Text } from '@mantine/core';
import { PercentBadge } from '@odai/ui/percent-badge';
import { TokenAvatar } from '@odai/ui/token-avatar';
import { describe, expect, it } from 'vitest';
import { mantineMarkup } from '../../../test/mantine-markup';
import { RowAvatar, RowPercentBadge, TruncatedText } from './plain-parts';

describe("the All Tokens row's plain pieces render Mantine's markup", () => {
  it.each(['12.5', '-3.421', '0', undefined])('percent badge for %s', (value) => {
    expect(mantineMarkup(<RowPercentBadge value={value} />)).toBe(
      mantineMarkup(<PercentBadge value={value} />),
    );
  });

  it('avatar', () => {
    expect(mantineMarkup(<RowAvatar name=" ordinal frog" />)).toBe(
      mantineMarkup(<TokenAvatar name=" ordinal frog" size={34} />),
    );
  });

  it('name and ticker', () => {
    expect(mantineMarkup(<TruncatedText>Ordinal Frog</TruncatedText>)).toBe(
      mantineMarkup(
        <Text fw={600} size="sm" truncate>
          Ordinal Frog
        </Text>,
      ),
    );
    expect(mantineMarkup(<TruncatedText dimmed>FROG</TruncatedText>)).toBe(
      mantineMarkup(
        <Text size="xs" c="dimmed" truncate>
          FROG
        </Text>,
      ),
    );
  });
});
