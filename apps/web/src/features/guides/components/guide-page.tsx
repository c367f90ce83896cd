import { Anchor, Breadcrumbs, List, Text, Title } from '@mantine/core';
import { IconButton } from '@odai/ui/icon-button';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { QueryFailure } from '../../../lib/query-failure';
import { useDocumentMeta } from '../../../lib/use-document-title';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { useGuide } from '../api/get-guide';
import { guideMeta } from '../page-meta';
import { GuideSection } from './guide-section';
import { GuidesFrame } from './guides-frame';

/** /guides/:article: the article's sections, each with its own anchor, then the pages it is based on. */
export function GuidePage() {
  const slug = useParams().article ?? '';
  const guide = useGuide(slug);
  const meta = guideMeta(guide.data);
  useDocumentMeta(meta.title, meta.description);
  // A citation's #section lands once the article is on screen (also after in-app navigation).
  useScrollToHash(guide.data !== undefined);

  if (guide.error instanceof ApiError && guide.error.status === 404) {
    return (
      <GuidesFrame>
        <Title order={1}>Guide not found</Title>
        <Text c="gray.4" mt="sm">
          There is no guide at this address.
        </Text>
        <IconButton component={Link} to="/guides" variant="light" mt="md" icon={IconArrowLeft}>
          All guides
        </IconButton>
      </GuidesFrame>
    );
  }
  return (
    <GuidesFrame>
      <Breadcrumbs mb="sm" separator="›">
        <Anchor component={Link} to="/guides" size="sm" c="gray.4">
          Guides
        </Anchor>
        <Text size="sm" c="gray.5" span>
          {guide.data?.title ?? slug}
        </Text>
      </Breadcrumbs>
      {guide.isError ? <QueryFailure what="this guide" query={guide} /> : null}
      {guide.isLoading ? <Text role="status">Loading guide...</Text> : null}
      {guide.data ? (
        <article>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {guide.data.title}
          </Title>
          <nav aria-label="On this page">
            <List size="sm" mt="md" spacing={2}>
              {guide.data.sections.map((section) => (
                <List.Item key={section.slug}>
                  <Anchor href={`#${section.slug}`} size="sm" c="bitcoin.3">
                    {section.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </nav>
          {guide.data.sections.map((section) => (
            <GuideSection key={section.slug} section={section} />
          ))}
          {guide.data.sources.length > 0 ? (
            <section aria-labelledby="guide-sources">
              <Title order={2} size="h4" id="guide-sources" mt="xl">
                Sources
              </Title>
              <List size="sm" mt="xs" spacing={4}>
                {guide.data.sources.map((url) => (
                  <List.Item key={url}>
                    <Anchor
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {url}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </section>
          ) : null}
          <Text size="xs" c="dimmed" mt="xl">
            Educational information only, not financial advice. ODAI is unofficial; Odin.fun's own pages are
            the reference.
          </Text>
        </article>
      ) : null}
    </GuidesFrame>
  );
}
