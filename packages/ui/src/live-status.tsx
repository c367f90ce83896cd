import { Group, Text } from '@mantine/core';

const LABELS = {
  connecting: { text: 'Connecting…', color: 'gray.5' },
  live: { text: 'Live updates', color: 'teal.4' },
  reconnecting: { text: 'Reconnecting…', color: 'yellow.4' },
} as const;

/** Whether pushed updates are arriving: a dot and a word; nothing when the page cannot receive them. */
export function LiveStatus({ status }: { status: 'connecting' | 'live' | 'reconnecting' | 'offline' }) {
  if (status === 'offline') return null;
  const { text, color } = LABELS[status];
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
      <span
        aria-hidden
        style={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          background: `var(--mantine-color-${color.replace('.', '-')})`,
        }}
      />
      <Text size="xs" c={color}>
        {text}
      </Text>
    </Group>
  );
}
