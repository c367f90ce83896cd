import { Avatar, Badge, Text, UnstyledButton } from '@mantine/core';
import { formatPercent, toFiniteNumber } from '@odai/format';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';

// The pieces every All Tokens row repeats, as the markup Mantine renders for them (same classes,
// data attributes and CSS variables; token-row.test.tsx compares them with Mantine's own output)
// written as plain elements. A Mantine component resolves its props, theme, styles API and
// variant colours on every render; 60 rows of them were most of the dashboard's hydration time
// on a slow phone. Class names come from the components' own `classes`, so an upgrade that renames
// them carries over.

const TEXT_CLASS = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;
export const BUTTON_CLASS = `mantine-focus-auto ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;

const textStyle = (size: 'sm' | 'xs', extra: CSSProperties) =>
  ({
    '--text-fz': `var(--mantine-font-size-${size})`,
    '--text-lh': `var(--mantine-line-height-${size})`,
    ...extra,
  }) as CSSProperties;
const NAME_STYLE = textStyle('sm', { fontWeight: 600 });
const SYMBOL_STYLE = textStyle('xs', { color: 'var(--mantine-color-dimmed)' });

/** `<Text fw={600} size="sm" truncate>` and `<Text size="xs" c="dimmed" truncate>`. */
export function TruncatedText({ dimmed, children }: { dimmed?: boolean; children: ReactNode }) {
  return (
    <p
      style={dimmed ? SYMBOL_STYLE : NAME_STYLE}
      className={TEXT_CLASS}
      data-size={dimmed ? 'xs' : 'sm'}
      data-truncate="end"
    >
      {children}
    </p>
  );
}

const AVATAR_STYLE = {
  '--avatar-size': 'calc(2.125rem * var(--mantine-scale))',
  '--avatar-radius': 'var(--mantine-radius-xl)',
  '--avatar-bg': 'var(--mantine-color-orange-light)',
  '--avatar-color': 'var(--mantine-color-orange-light-color)',
  '--avatar-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
} as CSSProperties;

/** `<TokenAvatar name={name} size={34} />`: the first letter of the name in an orange circle. */
export function RowAvatar({ name }: { name: string }) {
  return (
    <div
      style={AVATAR_STYLE}
      className={`${Avatar.classes.root} mantine-Avatar-root`}
      data-variant="light"
      aria-hidden
    >
      <span className={`${Avatar.classes.placeholder} mantine-Avatar-placeholder`}>
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    </div>
  );
}

const badgeStyle = (color: 'red' | 'teal') =>
  ({
    '--badge-bg': `var(--mantine-color-${color}-light)`,
    '--badge-color': `var(--mantine-color-${color}-light-color)`,
    '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    textTransform: 'none',
  }) as CSSProperties;
const DOWN_STYLE = badgeStyle('red');
const UP_STYLE = badgeStyle('teal');

/** `<PercentBadge value={value} />` (@odai/ui): the 24h change, red below zero with its arrow. */
export function RowPercentBadge({ value }: { value: unknown }) {
  const n = toFiniteNumber(value);
  const down = n !== null && n < 0;
  const Arrow = down ? IconArrowDownRight : IconArrowUpRight;
  return (
    <div
      style={down ? DOWN_STYLE : UP_STYLE}
      className={`${Badge.classes.root} mantine-Badge-root`}
      data-variant="light"
      data-with-left-section={n === null ? undefined : 'true'}
    >
      {n === null ? null : (
        <span className={`${Badge.classes.section} mantine-Badge-section`} data-position="left">
          <Arrow size={14} aria-hidden />
        </span>
      )}
      <span className={`${Badge.classes.label} mantine-Badge-label`}>{formatPercent(value)}</span>
    </div>
  );
}
