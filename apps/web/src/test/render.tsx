import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from '../app/app-routes';
import { Providers } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/** The whole app at `path`, with a fresh query cache and Mantine's test environment. */
export function renderApp(path = '/') {
  const client = createQueryClient();
  const utils = render(
    <Providers client={client} env="test">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  return { ...utils, client };
}
