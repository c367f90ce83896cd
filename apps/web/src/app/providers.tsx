import { MantineProvider, Tooltip } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { RenderTimeProvider } from '../lib/use-now';
import { useNotificationsHotkey } from './notifications-hotkey';
import { cssVariablesResolver, theme } from './theme';

function NotificationsRegion() {
  useNotificationsHotkey();
  // Product rule: one toast at a time, 5 s on screen, 420 px wide from md up (full width below).
  return <Notifications limit={1} autoClose={5000} containerWidth={420} position="bottom-right" />;
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
      <MantineProvider
        theme={theme}
        defaultColorScheme="dark"
        cssVariablesResolver={cssVariablesResolver}
        env={env}
      >
        <NotificationsRegion />
        <Tooltip.Group openDelay={700} closeDelay={300}>
          <RenderTimeProvider value={renderedAt}>{children}</RenderTimeProvider>
        </Tooltip.Group>
      </MantineProvider>
    </QueryClientProvider>
  );
}
