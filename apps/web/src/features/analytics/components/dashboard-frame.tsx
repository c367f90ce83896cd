import { Container, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PlainButton } from '../../../lib/plain-button';

// The dashboard's frame (title, subtitle, Back to Home) is light and has no data dependency, so the
// app shell can paint it while the dashboard's code is still downloading; the page then renders the
// same frame, so nothing moves.

export function DashboardLoading() {
  return (
    <Text role="status" ta="center" py={80} c="gray.4">
      Loading analytics dashboard...
    </Text>
  );
}

export function DashboardFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py="xl" component="main">
      <Group justify="space-between" align="flex-start" mb="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            Token Analytics Dashboard
          </Title>
          <Text c="gray.4">Real-time performance metrics and insights</Text>
        </div>
        <PlainButton to="/" variant="default" icon={IconArrowLeft}>
          Back to Home
        </PlainButton>
      </Group>
      {children}
    </Container>
  );
}
