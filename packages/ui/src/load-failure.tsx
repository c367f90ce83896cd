import { Alert, Group, type MantineSpacing, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IconButton } from './icon-button.js';

type Props = (
  | {
      /** What could not be loaded, e.g. "popular tokens": the title reads "Could not load popular tokens". */
      what: string;
      title?: never;
    }
  | {
      /** A title of its own where "Could not load …" does not fit (a chat that could not start). */
      title: string;
      what?: never;
    }
) & {
  /** The server's sentence when it sent one; otherwise a generic one is shown. */
  reason?: string;
  icon?: ReactNode;
  mb?: MantineSpacing;
  onRetry: () => void;
  retrying?: boolean;
};

/** A block whose data failed never looks like it is loading: it says what failed and offers Retry. */
export function LoadFailure({ what, title, reason, icon, mb, onRetry, retrying = false }: Props) {
  return (
    <Alert
      color="red"
      variant="light"
      mb={mb}
      icon={icon ?? <IconAlertCircle size={18} aria-hidden />}
      title={title ?? `Could not load ${what}`}
    >
      <Group justify="space-between" gap="xs" align="center">
        <Text size="sm">
          {reason || 'The server did not answer as expected. Check your connection and try again.'}
        </Text>
        <IconButton
          size="compact-sm"
          variant="light"
          color="red"
          icon={IconRefresh}
          onClick={onRetry}
          loading={retrying}
        >
          Retry
        </IconButton>
      </Group>
    </Alert>
  );
}
