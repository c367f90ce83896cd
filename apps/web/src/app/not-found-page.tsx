import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDocumentMeta } from '../lib/use-document-title';
import { NOT_FOUND_META } from './page-meta';

export function NotFoundPage() {
  useDocumentMeta(NOT_FOUND_META.title, NOT_FOUND_META.description);
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder p="xl" maw={480} w="100%">
        <Stack gap="md">
          <Title order={1} size="h2" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <IconAlertTriangle aria-hidden color="var(--mantine-color-red-5)" />
            404 Page Not Found
          </Title>
          <Text c="dimmed">Did you forget to add the page to the router?</Text>
          <Button component={Link} to="/" variant="light" w="fit-content">
            Back to Home
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
