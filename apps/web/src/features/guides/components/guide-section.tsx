import { Title } from '@mantine/core';
import type { components } from '@odai/contract';
import { Markdown } from '../../../lib/markdown/markdown';

type Section = components['schemas']['GuideSection'];

/**
 * One section under an `h2` whose id is the section's slug (the `#section` of a citation), with a
 * "#" link to copy its address. Headings inside the section's Markdown start at h3.
 */
export function GuideSection({ section }: { section: Section }) {
  return (
    <section id={section.slug} aria-labelledby={`${section.slug}-title`} className="odai-guide-section">
      <Title order={2} size="h3" mt="xl" mb="xs" id={`${section.slug}-title`} className="odai-heading-anchor">
        {section.title}{' '}
        <a href={`#${section.slug}`} aria-label={`Link to ${section.title}`}>
          #
        </a>
      </Title>
      <Markdown text={section.markdown} variant="document" headingOffset={2} />
    </section>
  );
}
