import { Anchor, Group, Text } from '@mantine/core';
import type { components } from '@odai/contract';
import { formatAge } from '@odai/format';
import { IconBook2, IconChartLine } from '@tabler/icons-react';

type Source = components['schemas']['Source'];

function SourceLabel({ source }: { source: Source }) {
  const Icon = source.kind === 'guide' ? IconBook2 : IconChartLine;
  const age = source.asOf ? ` · ${formatAge(source.asOf)}` : '';
  const demo = source.source === 'demo' ? ' · demo data' : '';
  const label = `${source.title}${age}${demo}`;
  return (
    <Group gap={4} wrap="nowrap" component="li">
      <Icon size={14} aria-hidden />
      {source.url ? (
        <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="xs" c="bitcoin.3">
          {label}
        </Anchor>
      ) : (
        <Text size="xs" c="dimmed" span>
          {label}
        </Text>
      )}
    </Group>
  );
}

/** What an assistant answer is based on, listed under the answer. */
export function MessageSources({ sources }: { sources: Source[] }) {
  if (sources.length === 0) return null;
  return (
    <div style={{ marginTop: 8 }}>
      <Text size="xs" fw={600} c="dimmed">
        Sources
      </Text>
      <ul aria-label="Sources" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {sources.map((source) => (
          <SourceLabel key={`${source.kind}:${source.ref}`} source={source} />
        ))}
      </ul>
    </div>
  );
}
