import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

type Props = {
  /** What could not be loaded, e.g. "popular tokens". */
  what: string;
  /** The server's sentence when it sent one; otherwise a generic one is shown. */
  reason?: string;
  onRetry: () => void;
  retrying?: boolean;
};

/** A block whose data failed never looks like it is loading: it says what failed and offers Retry. */
export function LoadFailure({ what, reason, onRetry, retrying = false }: Props) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={`Could not load ${what}`}
    >
      <Group justify="space-between" gap="xs" align="center">
        <Text size="sm">
          {reason || 'The server did not answer as expected. Check your connection and try again.'}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
          loading={retrying}
        >
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
