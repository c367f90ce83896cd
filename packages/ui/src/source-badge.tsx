import { Badge, Group, Text } from '@mantine/core';
import { formatAge } from '@odai/format';

/**
 * Where market figures come from and how old they are. Demo data is never shown as live:
 * `demo` gets a "Demo data" badge, `odin` a "Live · Odin.fun" one.
 */
export function SourceBadge({
  source,
  asOf,
  now,
}: {
  source: 'odin' | 'demo' | null | undefined;
  asOf?: string | null;
  now?: number;
}) {
  return (
    <Group gap="xs" wrap="wrap">
      {source === 'demo' ? (
        <Badge color="yellow" variant="light" style={{ textTransform: 'none' }}>
          Demo data
        </Badge>
      ) : null}
      {source === 'odin' ? (
        <Badge color="teal" variant="light" style={{ textTransform: 'none' }}>
          Live · Odin.fun
        </Badge>
      ) : null}
      {asOf ? (
        <Text size="xs" c="dimmed">
          Updated {formatAge(asOf, now)}
        </Text>
      ) : null}
    </Group>
  );
}
