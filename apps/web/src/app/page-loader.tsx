import { Center, Loader } from '@mantine/core';

export function PageLoader({ label }: { label: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-hidden />
      <span style={{ marginLeft: 12 }}>{label}</span>
    </Center>
  );
}
