import { Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/** A chart under its caption: what it shows, then its unit, dimmed. */
export function ChartFigure({
  title,
  unit,
  height,
  note,
  children,
}: {
  title: string;
  unit: string;
  height: number;
  /** A line under the chart (what it does not show, and why). */
  note?: string | null;
  children: ReactElement;
}) {
  return (
    <figure style={{ margin: 0 }}>
      <Text component="figcaption" fw={600} mb="xs">
        {title}{' '}
        <Text span size="xs" c="dimmed">
          {`(${unit})`}
        </Text>
      </Text>
      <ResponsiveContainer width="100%" height={height}>
        {children}
      </ResponsiveContainer>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </figure>
  );
}
