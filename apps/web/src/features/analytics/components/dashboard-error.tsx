import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A failed load is never a blank page: say what failed and offer a retry. */
export function DashboardError({
  what,
  onRetry,
  onClose,
}: {
  what: string;
  onRetry: () => void;
  onClose?: () => void;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={`Could not load ${what}`}
    >
      The server did not answer as expected. Check your connection and try again.
      <Group mt="sm" gap="xs">
        <Button color="red" variant="filled" size="xs" onClick={onRetry}>
          Retry
        </Button>
        {onClose ? (
          <Button variant="default" size="xs" onClick={onClose}>
            Close
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
