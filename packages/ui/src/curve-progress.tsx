import { Group, Progress, Text } from '@mantine/core';
import { formatProgress, toFiniteNumber } from '@odai/format';

/**
 * How far a token is along its bonding curve (ascends to the AMM at 100%). Ascended tokens say so
 * instead of showing a full bar; nothing at all when the figure is unknown.
 */
export function CurveProgress({ progress, bonded }: { progress: unknown; bonded: boolean | undefined }) {
  if (bonded) {
    return (
      <Text size="xs" c="teal.4">
        Ascended · trading on the AMM
      </Text>
    );
  }
  const value = toFiniteNumber(progress);
  if (value === null) return null;
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          Bonding curve
        </Text>
        <Text size="xs" fw={600}>
          {formatProgress(value)}
        </Text>
      </Group>
      <Progress value={value} size="sm" color="bitcoin" aria-label="Bonding curve progress" mt={2} />
    </div>
  );
}
