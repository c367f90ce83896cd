import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { lazyThemed } from '../lib/lazy-themed';
import { MantineScope } from '../lib/mantine-scope';
import { createQueryClient } from '../lib/query-client';
import { RenderTimeProvider } from '../lib/use-now';

const NotificationsRegion = lazyThemed(() => import('./notifications-region').then((m) => m.default));

/** Mounts the toast region once the page is up (an effect: after hydration, never on the server). */
function LateNotificationsRegion() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <NotificationsRegion />
    </Suspense>
  ) : null;
}

type Props = {
  children: ReactNode;
  client?: QueryClient;
  env?: 'default' | 'test';
  /** When the server rendered the page being hydrated (ms); null on a page rendered in the browser. */
  renderedAt?: number | null;
};

export function Providers({ children, client, env = 'default', renderedAt = null }: Props) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <MantineScope env={env}>
        <LateNotificationsRegion />
        <RenderTimeProvider value={renderedAt}>{children}</RenderTimeProvider>
      </MantineScope>
    </QueryClientProvider>
  );
}
