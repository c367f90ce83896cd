import { Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A summary figure: title, big value, caption, optional icon. */
export function StatCard({
  title,
  value,
  caption,
  icon,
  valueColor,
}: {
  title: string;
  value: string;
  caption?: string;
  icon?: ReactNode;
  valueColor?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" fw={600}>
          {title}
        </Text>
        {icon}
      </Group>
      <Text fz={26} fw={700} mt={4} c={valueColor} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {caption ? (
        <Text size="xs" c="dimmed">
          {caption}
        </Text>
      ) : null}
    </Paper>
  );
}
