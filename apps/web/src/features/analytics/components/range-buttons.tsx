import { Button, Group, Loader, Text } from '@mantine/core';
import type { components } from '@odai/contract';
import { formatChartDateTime } from '@odai/format';
import type { HistoryRange } from '../api/get-token-detail';

type Coverage = components['schemas']['HistoryCoverage'];

const RANGES: { value: HistoryRange; label: string }[] = [
  { value: '24h', label: '24h' },
  { value: '7d', label: '7d' },
  { value: '30d', label: '30d' },
];

/** 24h / 7d / 30d for the charts, and a line saying so when the window is not fully stored. */
export function RangeButtons({
  value,
  onChange,
  coverage,
  loading,
}: {
  value: HistoryRange;
  onChange: (range: HistoryRange) => void;
  coverage: Coverage | undefined;
  loading: boolean;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap={4} role="group" aria-label="Chart time range" aria-busy={loading}>
        {RANGES.map((range) => (
          // Never `loading` (Mantine disables a loading button, and the browser drops its focus).
          <Button
            key={range.value}
            size="compact-sm"
            variant={value === range.value ? 'filled' : 'default'}
            aria-pressed={value === range.value}
            onClick={() => onChange(range.value)}
          >
            {range.label}
          </Button>
        ))}
        {loading ? <Loader size={14} aria-hidden /> : null}
      </Group>
      {coverage && !coverage.complete ? (
        <Text size="xs" c="dimmed">
          {coverage.firstPointAt
            ? `History is stored from ${formatChartDateTime(coverage.firstPointAt)}; the charts show what exists.`
            : 'No history is stored for this window yet.'}
        </Text>
      ) : null}
    </Group>
  );
}
