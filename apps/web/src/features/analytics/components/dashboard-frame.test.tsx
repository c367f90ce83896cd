import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dropClass, globalCss, mantineMarkup, withoutResponsiveStyle } from '../../../test/mantine-markup';
import { DashboardFrame, DashboardLoading } from './dashboard-frame';

// The frame and its loading line as they were written with Mantine's components, before they moved
// to plain elements (decision 051): the plain ones must render the same markup.
function MantineFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py="xl" component="main">
      <Group justify="space-between" align="flex-start" mb="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            Token Analytics Dashboard
          </Title>
          <Text c="gray.4">Real-time performance metrics and insights</Text>
        </div>
        <Button
          component={Link}
          to="/"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Home
        </Button>
      </Group>
      {children}
    </Container>
  );
}

describe('DashboardFrame', () => {
  it('renders the markup of the Mantine frame and loading line it replaced', () => {
    const plain = mantineMarkup(
      <DashboardFrame>
        <DashboardLoading />
      </DashboardFrame>,
    );
    const mantine = withoutResponsiveStyle(
      mantineMarkup(
        <MantineFrame>
          <Text role="status" ta="center" py={80} c="gray.4">
            Loading analytics dashboard...
          </Text>
        </MantineFrame>,
      ),
      'odai-dashboard-title',
    );
    expect(dropClass(plain, 'odai-dashboard-title')).toBe(mantine.markup);
    expect(plain).toContain('odai-dashboard-title');
    expect(globalCss()).toContain(mantine.css);
  });
});
