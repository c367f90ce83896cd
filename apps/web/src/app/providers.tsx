import { MantineProvider, Tooltip } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { useNotificationsHotkey } from './notifications-hotkey';
import { cssVariablesResolver, theme } from './theme';

function NotificationsRegion() {
  useNotificationsHotkey();
  // SPEC §9: one toast at a time, 5 s on screen, 420 px wide from md up (full width below).
  return <Notifications limit={1} autoClose={5000} containerWidth={420} position="bottom-right" />;
}

type Props = { children: ReactNode; client?: QueryClient; env?: 'default' | 'test' };

export function Providers({ children, client, env = 'default' }: Props) {
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
          {children}
        </Tooltip.Group>
      </MantineProvider>
    </QueryClientProvider>
  );
}
