import { Badge, type BadgeProps } from '@mantine/core';
import { formatPercent, toFiniteNumber } from '@odai/format';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';

/**
 * A 24h change with an up or down arrow: green at zero or more, red below zero.
 * The sign comes from `formatPercent` alone, so a gain shows exactly one '+'.
 */
export function PercentBadge({ value, ...props }: { value: unknown } & BadgeProps) {
  const n = toFiniteNumber(value);
  const down = n !== null && n < 0;
  const Arrow = down ? IconArrowDownRight : IconArrowUpRight;
  return (
    <Badge
      color={down ? 'red' : 'teal'}
      variant="light"
      leftSection={n === null ? null : <Arrow size={14} aria-hidden />}
      style={{ textTransform: 'none' }}
      {...props}
    >
      {formatPercent(value)}
    </Badge>
  );
}
