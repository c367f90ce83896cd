import { Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/** A chart under its caption: what it shows, then its unit, dimmed. */
export function ChartFigure({
  title,
  unit,
  height,
  children,
}: {
  title: string;
  unit: string;
  height: number;
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
    </figure>
  );
}
