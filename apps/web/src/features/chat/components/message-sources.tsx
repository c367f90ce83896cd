import { Anchor, Group, Text } from '@mantine/core';
import type { components } from '@odai/contract';
import { formatAge } from '@odai/format';
import { IconBook2, IconChartLine, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';

type Source = components['schemas']['Source'];

/**
 * The page of ours a citation opens: a guide section (`article#section` → `/guides/article#section`),
 * a token's dashboard page (`token:<id>`) or the dashboard (`market:<view>`).
 */
export function sourcePath(source: Source): string | null {
  if (source.kind === 'guide') {
    const [article, section] = source.ref.split('#');
    if (!article) return null;
    return section ? `/guides/${article}#${section}` : `/guides/${article}`;
  }
  if (source.ref.startsWith('token:')) return `/analytics/${encodeURIComponent(source.ref.slice(6))}`;
  if (source.ref.startsWith('market:')) return '/analytics';
  return null;
}

function SourceItem({ source }: { source: Source }) {
  const Icon = source.kind === 'guide' ? IconBook2 : IconChartLine;
  const age = source.asOf ? ` · ${formatAge(source.asOf)}` : '';
  const demo = source.source === 'demo' ? ' · demo data' : '';
  const label = `${source.title}${age}${demo}`;
  const path = sourcePath(source);
  return (
    <Group gap={6} wrap="nowrap" component="li" align="flex-start">
      <Icon size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <span>
        {path ? (
          <Anchor component={Link} to={path} size="xs" c="bitcoin.3">
            {label}
          </Anchor>
        ) : (
          <Text size="xs" c="dimmed" span>
            {label}
          </Text>
        )}
        {/* The contract sends an Odin.fun url for live tokens only: a demo id names no real token. */}
        {source.url ? (
          <>
            {' · '}
            <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="xs" c="bitcoin.3">
              Odin.fun <IconExternalLink size={10} aria-hidden />
            </Anchor>
          </>
        ) : null}
      </span>
    </Group>
  );
}

/** What an assistant answer is based on, listed under the answer; each item opens its page. */
export function MessageSources({ sources }: { sources: Source[] }) {
  if (sources.length === 0) return null;
  return (
    <div style={{ marginTop: 8 }}>
      <Text size="xs" fw={600} c="dimmed">
        Sources
      </Text>
      <ul aria-label="Sources" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {sources.map((source) => (
          <SourceItem key={`${source.kind}:${source.ref}`} source={source} />
        ))}
      </ul>
    </div>
  );
}
