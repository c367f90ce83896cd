import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

/**
 * Why the input is disabled when the session could not be created: the toast fades after a few
 * seconds, this stays until a Retry succeeds.
 */
export function SessionFailure({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      mb="sm"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="The chat could not start"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {reason || 'The server did not create a chat session.'} You can type once it starts.
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
