import { Button } from '@mantine/core';

/**
 * The hero's "Check again" when the assistant is offline. Its own chunk: Mantine's Button (with
 * its loader and transitions) is not needed for the first paint, where the assistant is online.
 */
export default function CheckAgainButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <Button size="compact-xs" variant="subtle" onClick={onClick} loading={loading}>
      Check again
    </Button>
  );
}
