import { Anchor, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryFailure } from '../../../lib/query-failure';
import { useDocumentMeta } from '../../../lib/use-document-title';
import { useGuides } from '../api/get-guides';
import { GUIDES_META } from '../page-meta';
import { GuidesFrame } from './guides-frame';

/** /guides: every article the assistant answers from, with links to their sections. */
export function GuidesPage() {
  useDocumentMeta(GUIDES_META.title, GUIDES_META.description);
  const guides = useGuides();
  return (
    <GuidesFrame>
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        Guides
      </Title>
      <Text c="gray.4" mt="xs" mb="lg">
        How Odin.fun works, in plain words. The assistant answers from these pages and cites them.
      </Text>
      {guides.isError ? <QueryFailure what="the guides" query={guides} /> : null}
      {guides.isLoading ? <Text role="status">Loading guides...</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {(guides.data ?? []).map((guide) => (
          <Paper key={guide.slug} withBorder radius="lg" p="lg" component="article">
            <Title order={2} size="h4">
              <Anchor component={Link} to={`/guides/${guide.slug}`} c="gray.0">
                {guide.title}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed" mt={4} lineClamp={3}>
              {guide.description}
            </Text>
            <List size="sm" mt="sm" spacing={2}>
              {guide.sections.map((section) => (
                <List.Item key={section.slug}>
                  <Anchor
                    component={Link}
                    to={`/guides/${guide.slug}#${section.slug}`}
                    size="sm"
                    c="bitcoin.3"
                  >
                    {section.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Paper>
        ))}
      </SimpleGrid>
    </GuidesFrame>
  );
}
